import { Injectable } from '@nestjs/common';
import type { StreamableFile } from '@nestjs/common';
import { EXPORT_BATCH, iso, ndjsonExport, pagination, parseExportRange, parsePaging, parseSince } from '#lib/common';
import { type AuditFilter, type AuditListRow, AuditRepository } from './audit.repository.js';
import { AuditWriter } from './audit.writer.js';
import type { AuditEntryDto, AuditExportQueryDto, AuditListResponseDto, AuditQueryDto } from './dto/audit.dto.js';

function toDto(row: AuditListRow): AuditEntryDto {
  const { actor_id, actor_name, actor_email, actor_method, status, at, ...rest } = row;
  return {
    ...rest,
    status: status === null ? null : Number(status),
    at: iso(at),
    actor:
      actor_id === null ? null : { id: actor_id, name: actor_name ?? '', email: actor_email, method: actor_method! },
  };
}

/** `401` → 401..401, `4xx` → 400..499 (the DTO has checked the shape). */
function statusRange(status: string | undefined): { min: number; max: number } | undefined {
  if (!status) return undefined;
  if (status.endsWith('xx')) {
    const base = Number(status[0]) * 100;
    return { min: base, max: base + 99 };
  }
  return { min: Number(status), max: Number(status) };
}

/** The filters list and export share (the DTOs have checked their shapes). */
function filterOf(query: AuditQueryDto | AuditExportQueryDto): AuditFilter {
  return {
    kind: query.kind,
    tokenId: query.token_id || undefined,
    status: statusRange(query.status),
    action: query.action || undefined,
    actor: query.actor || undefined,
  };
}

@Injectable()
export class AuditService {
  constructor(
    private readonly repository: AuditRepository,
    private readonly writer: AuditWriter,
  ) {}

  async list(query: AuditQueryDto): Promise<AuditListResponseDto> {
    const { page, limit, offset } = parsePaging(query.page, query.limit);
    // Rows of requests that already finished are still in the write-behind queue: read after them.
    await this.writer.flush();
    const { rows, total } = await this.repository.page(
      { ...filterOf(query), since: parseSince(query.since) },
      limit,
      offset,
    );
    return {
      entries: rows.map(toDto),
      pagination: pagination(page, limit, total),
    };
  }

  /** Every entry in [since, until), oldest first, as NDJSON: one entry (as the list shows it) per line. */
  async export(query: AuditExportQueryDto): Promise<StreamableFile> {
    const range = parseExportRange(query.since, query.until);
    await this.writer.flush();
    const filter = { ...filterOf(query), ...range };
    return ndjsonExport(
      (after) => this.repository.exportBatch(filter, after, EXPORT_BATCH),
      toDto,
      'fleet-audit-log.ndjson',
    );
  }
}
