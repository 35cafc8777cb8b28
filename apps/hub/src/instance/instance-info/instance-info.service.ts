import { Injectable } from '@nestjs/common';
import { iso, Problems, WorkSlices } from '#lib/common';
import { parseInventoryInTurns } from '#lib/hardware';
import type { InstanceDto, InstanceReportDto, InstanceReportedDto } from './dto/instance-info.dto.js';
import { InstanceInfoRepository, type InstanceRow } from './instance-info.repository.js';

export const MAX_METADATA_BYTES = 16 * 1024;

function toDto(row: InstanceRow): InstanceDto {
  const r = row.reported;
  const reported: InstanceReportedDto | null = r
    ? {
        version: typeof r.version === 'string' ? r.version : null,
        hostname: typeof r.hostname === 'string' ? r.hostname : null,
        metadata: r.metadata && typeof r.metadata === 'object' ? (r.metadata as Record<string, unknown>) : null,
        reported_at: iso(r.reported_at as string),
      }
    : null;
  return {
    id: row.id,
    name: row.name,
    key_prefix: row.key_prefix,
    organization: {
      id: row.org_id,
      name: row.org_name,
      slug: row.org_slug,
      tier: row.org_tier,
      status: row.org_status,
    },
    created_at: iso(row.created_at),
    last_used_at: iso(row.last_used_at),
    reported,
  };
}

/**
 * A lower bound of a value's JSON size (a character for each value, its strings and member names), walked only
 * until it passes MAX_METADATA_BYTES: metadata of megabytes is refused without serializing it.
 */
function jsonBytesAtLeast(value: unknown): number {
  let total = 0;
  const visit = (v: unknown): void => {
    if (total > MAX_METADATA_BYTES) return;
    total += typeof v === 'string' ? v.length + 2 : 1;
    if (v === null || typeof v !== 'object') return;
    for (const [key, member] of Object.entries(v)) {
      total += key.length + 3;
      visit(member);
      if (total > MAX_METADATA_BYTES) return;
    }
  };
  visit(value);
  return total;
}

/** The instance (= its instance key) and what its fleet reports about itself. */
@Injectable()
export class InstanceInfoService {
  constructor(private readonly repository: InstanceInfoRepository) {}

  async get(instanceId: string): Promise<InstanceDto> {
    const row = await this.repository.find(instanceId);
    if (!row) throw Problems.notFound('This instance no longer exists.');
    return toDto(row);
  }

  /** Fields not sent keep their values. */
  async report(instanceId: string, dto: InstanceReportDto): Promise<InstanceDto> {
    if (
      dto.metadata !== undefined &&
      (jsonBytesAtLeast(dto.metadata) > MAX_METADATA_BYTES ||
        Buffer.byteLength(JSON.stringify(dto.metadata), 'utf8') > MAX_METADATA_BYTES)
    ) {
      throw Problems.validation('metadata must be at most 16 KiB of JSON.', [
        { field: 'metadata', message: 'metadata must be at most 16 KiB of JSON' },
      ]);
    }
    // Up to 2,000 nodes (32 MiB): read, stored and hashed in slices, never holding the event loop for long.
    const slices = new WorkSlices();
    const inventory =
      dto.inventory === undefined ? undefined : await parseInventoryInTurns(dto.inventory, slices.pause);
    if (inventory && !inventory.ok) {
      const [first] = inventory.errors;
      throw Problems.validation(
        `The inventory is not valid: ${first.node ? `node ${first.node}: ` : ''}${first.field} ${first.message}.`,
        inventory.errors.map((e) => ({ field: e.field, message: e.node ? `node ${e.node}: ${e.message}` : e.message })),
      );
    }
    const fields: Record<string, unknown> = {};
    if (dto.version !== undefined) fields.version = dto.version;
    if (dto.hostname !== undefined) fields.hostname = dto.hostname;
    if (dto.metadata !== undefined) fields.metadata = dto.metadata;
    await this.repository.report(instanceId, fields);
    if (inventory?.ok) await this.repository.storeInventory(instanceId, inventory.value, slices);
    return this.get(instanceId);
  }
}
