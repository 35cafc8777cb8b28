import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditRetention, Metrics } from '#lib/common';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { AUDIT_TRAIL, PERSON_AUDIT_TRAIL } from './audit.repository.js';

/** Prunes the machine-token audit log and people's actions past FLEET_AUDIT_RETENTION_DAYS, every FLEET_AUDIT_PRUNE_INTERVAL_SECONDS. */
@Injectable()
export class FleetAuditRetention extends AuditRetention implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @InjectDataSource(FLEET_DATA_SOURCE) db: DataSource,
    metrics: Metrics,
    @Inject(FLEET_CONFIG) config: FleetConfig,
    // Passes start after the schema is in place.
    @Inject('FLEET_MIGRATIONS_RUN') _migrated: unknown,
  ) {
    super(db, metrics, {
      trails: [AUDIT_TRAIL, PERSON_AUDIT_TRAIL],
      retentionDays: config.auditRetentionDays,
      intervalMs: config.auditPruneIntervalMs,
    });
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }
}
