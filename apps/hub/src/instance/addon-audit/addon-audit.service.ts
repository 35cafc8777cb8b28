import { Injectable, type StreamableFile } from '@nestjs/common';
import {
  EXPORT_BATCH,
  iso,
  ndjsonExport,
  type Pagination,
  pagination,
  parseExportRange,
  parsePaging,
  parseSince,
} from '#lib/common';
import { AddonAuditRepository, type EventFilter, type EventRow } from './addon-audit.repository.js';
import type {
  AddonAuditBatchResultDto,
  AddonAuditEventDto,
  AddonAuditEventInputDto,
  AddonAuditQueryDto,
  AdminAddonAuditExportQueryDto,
} from './dto/addon-audit.dto.js';

function toDto(row: EventRow): AddonAuditEventDto {
  return {
    id: row.event_id,
    instance_id: row.instance_id,
    org_id: row.org_id,
    occurred_at: iso(row.occurred_at),
    addon: row.addon,
    action: row.action,
    actor: row.actor,
    target: row.target,
    outcome: row.outcome,
    metadata: row.metadata,
    received_at: iso(row.received_at),
  };
}

/** Addon audit events: batched, idempotent by (instance, client event id), paged reads. */
@Injectable()
export class AddonAuditService {
  constructor(private readonly repository: AddonAuditRepository) {}

  async ingest(
    instanceId: string,
    orgId: string,
    events: AddonAuditEventInputDto[],
  ): Promise<AddonAuditBatchResultDto> {
    const unique = new Map<string, AddonAuditEventInputDto>();
    for (const event of events) {
      const id = event.id.toLowerCase();
      if (!unique.has(id)) unique.set(id, event);
    }
    const inputs = [...unique.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, e]) => ({
        id,
        occurred_at: e.occurred_at,
        addon: e.addon,
        action: e.action,
        actor: e.actor ?? null,
        target: e.target ?? null,
        outcome: e.outcome ?? null,
        metadata: e.metadata ?? null,
      }));
    const accepted = await this.repository.insert(instanceId, orgId, inputs);
    return { accepted, duplicates: events.length - accepted };
  }

  async list(
    scope: Pick<EventFilter, 'instanceId' | 'orgId'>,
    query: AddonAuditQueryDto,
  ): Promise<{ events: AddonAuditEventDto[]; pagination: Pagination }> {
    const { page, limit, offset } = parsePaging(query.page, query.limit);
    const since = parseSince(query.since);
    const { rows, total } = await this.repository.list({ ...scope, addon: query.addon, since }, limit, offset);
    return { events: rows.map(toDto), pagination: pagination(page, limit, total) };
  }

  /** Every event that occurred in [since, until) as NDJSON, oldest first, one event (as listed) per line. */
  async export(query: AdminAddonAuditExportQueryDto): Promise<StreamableFile> {
    const filter: EventFilter = {
      ...parseExportRange(query.since, query.until),
      instanceId: query.instance_id,
      orgId: query.org_id,
      addon: query.addon,
    };
    return ndjsonExport(
      (after) => this.repository.exportBatch(filter, after, EXPORT_BATCH),
      toDto,
      'addon-audit-events.ndjson',
    );
  }
}
