import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DatabaseModule } from '../database/database.module.js';
import { FleetAuditRetention } from './audit-retention.js';
import { AuditController } from './audit.controller.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';
import { AuditWriter } from './audit.writer.js';
import { PersonAuditInterceptor } from './person-audit.interceptor.js';

@Module({
  imports: [DatabaseModule],
  controllers: [AuditController],
  providers: [
    AuditRepository,
    AuditService,
    AuditWriter,
    FleetAuditRetention,
    { provide: APP_INTERCEPTOR, useClass: PersonAuditInterceptor },
  ],
  exports: [AuditWriter, AuditRepository, FleetAuditRetention],
})
export class AuditModule {}
