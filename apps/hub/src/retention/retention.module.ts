import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { HubAuditRetention } from './audit-retention.js';

/** Background pruning of the hub's audit trails (docs/audit-retention.md). */
@Module({ imports: [DatabaseModule], providers: [HubAuditRetention], exports: [HubAuditRetention] })
export class RetentionModule {}
