import { Injectable } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import { parseInventory } from '#lib/hardware';
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
    if (dto.metadata !== undefined && Buffer.byteLength(JSON.stringify(dto.metadata), 'utf8') > MAX_METADATA_BYTES) {
      throw Problems.validation('metadata must be at most 16 KiB of JSON.', [
        { field: 'metadata', message: 'metadata must be at most 16 KiB of JSON' },
      ]);
    }
    const inventory = dto.inventory === undefined ? undefined : parseInventory(dto.inventory);
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
    if (inventory?.ok) await this.repository.storeInventory(instanceId, inventory.value);
    return this.get(instanceId);
  }
}
