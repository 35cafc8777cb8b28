import { Module } from '@nestjs/common';
import { MachineTokensController } from './machine-tokens.controller.js';
import { MachineTokensRepository } from './machine-tokens.repository.js';
import { MachineTokensService } from './machine-tokens.service.js';

@Module({
  controllers: [MachineTokensController],
  providers: [MachineTokensRepository, MachineTokensService],
  exports: [MachineTokensRepository],
})
export class MachineTokensModule {}
