import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';
import { AuditWriter } from './audit.writer.js';

@Module({
  controllers: [AuditController],
  providers: [AuditRepository, AuditService, AuditWriter],
  exports: [AuditWriter],
})
export class AuditModule {}
