import { Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type AuditedCall, AuditedInterceptor } from '#lib/common';
import type { Caller } from '../auth/caller.js';
import { AuditRepository } from './audit.repository.js';

type Request = { caller?: Caller; params?: Record<string, string>; ip?: string; id?: string | number };

/**
 * Writes the event of each `@Audited` route a signed-in person called successfully (issue 33): the caller as the
 * guard found them, the route's action and target, and what the services noted (`noteAudit`). Machine-token calls
 * are audited request by request elsewhere. The shared rules are AuditedInterceptor's.
 */
@Injectable()
export class PersonAuditInterceptor extends AuditedInterceptor<Request> {
  protected readonly logger = new Logger('Audit');

  constructor(
    reflector: Reflector,
    private readonly repository: AuditRepository,
  ) {
    super(reflector);
  }

  protected actorOf(request: Request): string | null {
    const caller = request.caller;
    return caller && caller.authMethod !== 'machine_token' ? caller.id : null;
  }

  protected async store({ request, action, target, changes, requestId }: AuditedCall<Request>): Promise<void> {
    const caller = request.caller!;
    await this.repository.insertPersonEvent({
      at: new Date(),
      actor_id: caller.id,
      actor_name: caller.name,
      actor_email: caller.email,
      actor_method: caller.authMethod,
      action,
      target,
      changes,
      source_address: request.ip || null,
      request_id: requestId,
    });
  }
}
