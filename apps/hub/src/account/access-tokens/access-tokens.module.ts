import { Module } from '@nestjs/common';
import { AccessTokensController } from './access-tokens.controller.js';
import { AccessTokensRepository } from './access-tokens.repository.js';
import { AccessTokensService } from './access-tokens.service.js';

@Module({
  controllers: [AccessTokensController],
  providers: [AccessTokensRepository, AccessTokensService],
  exports: [AccessTokensService],
})
export class AccessTokensModule {}
