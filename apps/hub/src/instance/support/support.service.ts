import { Injectable } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import type { TicketSeverity, TicketStatus } from '#lib/domain';
import type { AdminTicketDto, TicketDto, TicketMessageDto } from './dto/support.dto.js';
import { type MessageRow, type NewMessage, SupportRepository, type TicketRow } from './support.repository.js';

/** Who writes to a ticket on the instance side: the fleet itself, or an MCP client (its token's minter). */
export interface TicketAuthor {
  instanceId: string;
  orgId: string;
  /** Set when an MCP client acts for the instance; the message is attributed to the token's minter. */
  userId?: string;
}

function toTicket(row: TicketRow, messages?: MessageRow[]): TicketDto {
  return {
    id: row.id,
    org_id: row.org_id,
    instance_id: row.instance_id,
    subject: row.subject,
    severity: row.severity,
    status: row.status,
    message_count: Number(row.message_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(messages ? { messages: messages.map(toMessage) } : {}),
  };
}

function toAdminTicket(row: TicketRow, messages?: MessageRow[]): AdminTicketDto {
  return { ...toTicket(row, messages), org_name: row.org_name, org_slug: row.org_slug };
}

function toMessage(row: MessageRow): TicketMessageDto {
  return {
    id: row.id,
    author_type: row.author_type,
    author_user_id: row.author_user_id,
    message: row.message,
    created_at: iso(row.created_at),
  };
}

function messageOf(author: TicketAuthor, message: string): NewMessage {
  return { authorType: author.userId ? 'user' : 'instance', authorUserId: author.userId ?? null, message };
}

/**
 * Support tickets: an instance opens and follows its organization's tickets (another organization's
 * ticket is 404); hub admins list all, reply (→ `answered`) and set the status.
 */
@Injectable()
export class SupportService {
  constructor(private readonly repository: SupportRepository) {}

  async create(
    author: TicketAuthor,
    input: { subject: string; message: string; severity?: TicketSeverity },
  ): Promise<TicketDto> {
    const id = await this.repository.create(
      author.orgId,
      author.instanceId,
      input.subject.trim(),
      input.severity ?? 'normal',
      messageOf(author, input.message),
    );
    return this.getForOrg(author.orgId, id);
  }

  async listForOrg(orgId: string, status?: TicketStatus): Promise<TicketDto[]> {
    return (await this.repository.list({ orgId, status })).map((row) => toTicket(row));
  }

  async getForOrg(orgId: string, id: string): Promise<TicketDto> {
    const row = await this.repository.find(id, orgId);
    if (!row) throw Problems.notFound('No such support ticket.');
    return toTicket(row, await this.repository.messages(id));
  }

  /** A message from the instance side reopens the ticket for staff (`open`). */
  async addMessage(author: TicketAuthor, id: string, message: string): Promise<TicketDto> {
    if (!(await this.repository.find(id, author.orgId))) throw Problems.notFound('No such support ticket.');
    await this.repository.addMessage(id, messageOf(author, message), 'open');
    return this.getForOrg(author.orgId, id);
  }

  async adminList(filter: { status?: TicketStatus; orgId?: string }): Promise<AdminTicketDto[]> {
    return (await this.repository.list(filter)).map((row) => toAdminTicket(row));
  }

  async adminGet(id: string): Promise<AdminTicketDto> {
    const row = await this.repository.find(id);
    if (!row) throw Problems.notFound('No such support ticket.');
    return toAdminTicket(row, await this.repository.messages(id));
  }

  async adminReply(adminUserId: string, id: string, message: string): Promise<AdminTicketDto> {
    const added = await this.repository.addMessage(
      id,
      { authorType: 'admin', authorUserId: adminUserId, message },
      'answered',
    );
    if (!added) throw Problems.notFound('No such support ticket.');
    return this.adminGet(id);
  }

  async adminSetStatus(id: string, status: TicketStatus): Promise<AdminTicketDto> {
    if (!(await this.repository.setStatus(id, status))) throw Problems.notFound('No such support ticket.');
    return this.adminGet(id);
  }
}
