import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface AdminAuditEventRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string;
  actor_role: string;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  request_id: string | null;
}

export type AdminAuditEventInsert = Omit<AdminAuditEventRow, 'id' | 'at'>;

/** The record of admin writes (admin_audit_events). */
@Injectable()
export class AdminAuditRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(event: AdminAuditEventInsert): Promise<void> {
    await this.db.query(
      `INSERT INTO admin_audit_events (actor_id, actor_email, actor_name, actor_role, action, target, details, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
      [
        event.actor_id,
        event.actor_email,
        event.actor_name,
        event.actor_role,
        event.action,
        event.target,
        JSON.stringify(event.details),
        event.request_id,
      ],
    );
  }

  /** Newest first: `limit` events, of one action when given, older than the event `before` when given. */
  list(options: { limit: number; action?: string; before?: string }): Promise<AdminAuditEventRow[]> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (options.action !== undefined) {
      params.push(options.action);
      where.push(`e.action = $${params.length}`);
    }
    if (options.before !== undefined) {
      params.push(options.before);
      where.push(`(e.at, e.id) < (SELECT b.at, b.id FROM admin_audit_events b WHERE b.id = $${params.length})`);
    }
    params.push(options.limit);
    return this.db.query(
      `SELECT e.id, e.at, e.actor_id, e.actor_email, e.actor_name, e.actor_role, e.action, e.target, e.details, e.request_id
         FROM admin_audit_events e
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY e.at DESC, e.id DESC
        LIMIT $${params.length}`,
      params,
    );
  }
}
