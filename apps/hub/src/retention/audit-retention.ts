import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditRetention, type AuditTrail, Metrics } from '#lib/common';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';

/**
 * The hub's append-only trails, each by an indexed server-side time column: addon audit events by when the
 * hub received them (`occurred_at` is the client's word, and an event dated in the future would otherwise
 * stay forever), visibility events by when the change happened.
 */
export const HUB_AUDIT_TRAILS: AuditTrail[] = [
  { name: 'addon_audit_events', table: 'addon_audit_events', column: 'received_at' },
  { name: 'template_visibility_events', table: 'template_visibility_events', column: 'occurred_at' },
];

/** Prunes the hub's trails past HUB_AUDIT_RETENTION_DAYS, every HUB_AUDIT_PRUNE_INTERVAL_SECONDS. */
@Injectable()
export class HubAuditRetention extends AuditRetention implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @InjectDataSource() db: DataSource,
    metrics: Metrics,
    @Inject(HUB_CONFIG) config: HubConfig,
    // Passes start after the schema is in place.
    @Inject('HUB_MIGRATIONS_RUN') _migrated: unknown,
  ) {
    super(db, metrics, {
      trails: HUB_AUDIT_TRAILS,
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
