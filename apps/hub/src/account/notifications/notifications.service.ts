import { Injectable } from '@nestjs/common';
import { iso, type Pagination, pagination, parsePaging, Problems } from '#lib/common';
import type { OrgContext } from '../../auth/org-access.js';
import type { NotificationDto, NotificationListQueryDto } from './dto/notification.dto.js';
import { type NotificationRow, NotificationsRepository } from './notifications.repository.js';

function toDto(r: NotificationRow): NotificationDto {
  return {
    id: r.id,
    kind: r.kind,
    created_at: iso(r.created_at),
    credential: { type: r.credential_type, id: r.credential_id, name: r.credential_name, prefix: r.credential_prefix },
    expires_at: iso(r.expires_at),
    secret: r.secret,
    source: r.source,
    read_at: iso(r.read_at),
    read_by: r.read_by,
  };
}

/** What an organization's credentials need: members read, organization admins mark read. */
@Injectable()
export class NotificationsService {
  constructor(private readonly repository: NotificationsRepository) {}

  async list(
    org: OrgContext,
    query: NotificationListQueryDto,
  ): Promise<{ notifications: NotificationDto[]; pagination: Pagination }> {
    const { page, limit, offset } = parsePaging(query.page, query.limit);
    // Expiry is a condition, not an event: it is raised when someone looks (cheap: one indexed statement).
    await this.repository.raiseExpiring(org.orgId);
    const { rows, total } = await this.repository.list(org.orgId, query.unread === 'true', limit, offset);
    return { notifications: rows.map(toDto), pagination: pagination(page, limit, total) };
  }

  async markRead(org: OrgContext, ids: string[]): Promise<NotificationDto[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    const rows = await this.repository.markRead(org.orgId, unique, org.userId);
    if (!rows) throw Problems.notFound('No such notification in your organization.');
    return rows.map(toDto);
  }
}
