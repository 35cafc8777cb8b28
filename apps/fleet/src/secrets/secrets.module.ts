import { Module } from '@nestjs/common';
import { SecretsController } from './secrets.controller.js';
import { SecretsRepository } from './secrets.repository.js';
import { SecretsService } from './secrets.service.js';

@Module({
  controllers: [SecretsController],
  providers: [SecretsRepository, SecretsService],
})
export class SecretsModule {}
