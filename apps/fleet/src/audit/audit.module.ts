import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { FleetAuditRetention } from './audit-retention.js';
import { AuditController } from './audit.controller.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';
import { AuditWriter } from './audit.writer.js';

@Module({
  imports: [DatabaseModule],
  controllers: [AuditController],
  providers: [AuditRepository, AuditService, AuditWriter, FleetAuditRetention],
  exports: [AuditWriter, FleetAuditRetention],
})
export class AuditModule {}
