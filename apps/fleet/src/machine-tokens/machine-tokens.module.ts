import { Module } from '@nestjs/common';
import { MachineTokenStore } from '../auth/credential-stores.js';
import { MachineTokensController } from './machine-tokens.controller.js';
import { MachineTokensRepository } from './machine-tokens.repository.js';
import { MachineTokensService } from './machine-tokens.service.js';

@Module({
  controllers: [MachineTokensController],
  providers: [
    MachineTokensRepository,
    MachineTokensService,
    { provide: MachineTokenStore, useExisting: MachineTokensRepository },
  ],
  exports: [MachineTokenStore, MachineTokensService],
})
export class MachineTokensModule {}
