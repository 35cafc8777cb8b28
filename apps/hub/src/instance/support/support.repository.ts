import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type ColumnMap, selectList } from '#lib/database';
import type { TicketSeverity, TicketStatus } from '#lib/domain';

export interface TicketRow {
  id: string;
  org_id: string;
  org_name: string;
  org_slug: string;
  instance_id: string | null;
  subject: string;
  severity: TicketSeverity;
  status: TicketStatus;
  message_count: string | number;
  created_at: Date;
  updated_at: Date;
}

export interface MessageRow {
  id: string;
  author_type: string;
  author_user_id: string | null;
  message: string;
  created_at: Date;
}

/** From `support_ticket_messages`. */
export const MESSAGE_ROW_COLUMNS = {
  id: 'id',
  author_type: 'author_type',
  author_user_id: 'author_user_id',
  message: 'message',
  created_at: 'created_at',
} as const satisfies ColumnMap<MessageRow>;

export interface NewMessage {
  authorType: 'instance' | 'admin' | 'user';
  authorUserId: string | null;
  message: string;
}

export const TICKET_ROW_COLUMNS = {
  id: 't.id',
  org_id: 't.org_id',
  org_name: 'o.name',
  org_slug: 'o.slug',
  instance_id: 't.instance_id',
  subject: 't.subject',
  severity: 't.severity',
  status: 't.status',
  created_at: 't.created_at',
  updated_at: 't.updated_at',
  message_count: '(SELECT count(*) FROM support_ticket_messages m WHERE m.ticket_id = t.id)',
} as const satisfies ColumnMap<TicketRow>;
export const TICKET_FROM = 'support_tickets t JOIN organizations o ON o.id = t.org_id';

const TICKET_SELECT = `SELECT ${selectList(TICKET_ROW_COLUMNS)} FROM ${TICKET_FROM}`;

@Injectable()
export class SupportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(
    orgId: string,
    instanceId: string,
    subject: string,
    severity: TicketSeverity,
    first: NewMessage,
  ): Promise<string> {
    return this.db.transaction(async (manager) => {
      const [{ id }]: { id: string }[] = await manager.query(
        `INSERT INTO support_tickets (org_id, instance_id, subject, severity) VALUES ($1, $2, $3, $4) RETURNING id`,
        [orgId, instanceId, subject, severity],
      );
      await manager.query(
        `INSERT INTO support_ticket_messages (ticket_id, author_type, author_user_id, message) VALUES ($1, $2, $3, $4)`,
        [id, first.authorType, first.authorUserId, first.message],
      );
      return id;
    });
  }

  async find(id: string, orgId?: string): Promise<TicketRow | null> {
    const params: unknown[] = [id];
    let where = 't.id = $1';
    if (orgId !== undefined) {
      params.push(orgId);
      where += ' AND t.org_id = $2';
    }
    const rows: TicketRow[] = await this.db.query(`${TICKET_SELECT} WHERE ${where}`, params);
    return rows[0] ?? null;
  }

  messages(ticketId: string): Promise<MessageRow[]> {
    return this.db.query(
      `SELECT ${selectList(MESSAGE_ROW_COLUMNS)} FROM support_ticket_messages
        WHERE ticket_id = $1 ORDER BY created_at, id`,
      [ticketId],
    );
  }

  list(filter: { orgId?: string; status?: TicketStatus }): Promise<TicketRow[]> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter.orgId !== undefined) {
      params.push(filter.orgId);
      where.push(`t.org_id = $${params.length}`);
    }
    if (filter.status !== undefined) {
      params.push(filter.status);
      where.push(`t.status = $${params.length}`);
    }
    return this.db.query(
      `${TICKET_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY t.updated_at DESC, t.id`,
      params,
    );
  }

  /** Adds a message and moves the ticket to `status` in one transaction; false when the ticket is gone. */
  async addMessage(ticketId: string, message: NewMessage, status: TicketStatus): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      // UPDATE answers [rows, rowCount] through query().
      const [, updated]: [unknown[], number] = await manager.query(
        `UPDATE support_tickets SET status = $2, updated_at = now() WHERE id = $1`,
        [ticketId, status],
      );
      if (updated === 0) return false;
      await manager.query(
        `INSERT INTO support_ticket_messages (ticket_id, author_type, author_user_id, message) VALUES ($1, $2, $3, $4)`,
        [ticketId, message.authorType, message.authorUserId, message.message],
      );
      return true;
    });
  }

  async setStatus(ticketId: string, status: TicketStatus): Promise<boolean> {
    const [, updated]: [unknown[], number] = await this.db.query(
      `UPDATE support_tickets SET status = $2, updated_at = now() WHERE id = $1`,
      [ticketId, status],
    );
    return updated > 0;
  }
}
