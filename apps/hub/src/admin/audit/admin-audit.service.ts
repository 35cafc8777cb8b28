import { Injectable } from '@nestjs/common';
import { AdminAuditRepository } from './admin-audit.repository.js';
import type { AdminAuditEventListDto, AdminAuditQueryDto } from './dto/admin-audit.dto.js';

@Injectable()
export class AdminAuditService {
  constructor(private readonly repository: AdminAuditRepository) {}

  async list(query: AdminAuditQueryDto): Promise<AdminAuditEventListDto> {
    const rows = await this.repository.list({
      limit: query.limit === undefined ? 50 : Number(query.limit),
      action: query.action,
      before: query.before,
    });
    return { events: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })) };
  }
}
