import { Injectable, Logger } from '@nestjs/common';
import { AuditRepository } from '../audit/audit.repository.js';
import type { Caller } from '../auth/caller.js';

/** How a person signed in: the login form (local user, temporary administrator) or the OpenID Provider. */
export type SignInMethod = 'password' | 'oidc';

/** Where a sign-in came from: the request's source address and id, as the other audit events record them. */
export interface SignInSource {
  address: string | null;
  requestId: string | null;
}

/**
 * The sign-in events of the audit log (issue 39): `auth.sign_in`, `auth.sign_in_failed` and `auth.sign_out`, each
 * with the method and the source address, never a password or a token. A failed sign-in has no person yet: its
 * actor is the account typed (the form's email, lowercase) or `unknown` for a provider that refused the code.
 * Stored before the answer goes out, like people's other actions; a failure to store is logged, not answered.
 */
@Injectable()
export class SignInAudit {
  private readonly logger = new Logger('Audit');

  constructor(private readonly repository: AuditRepository) {}

  signedIn(caller: Caller, method: SignInMethod, source: SignInSource, detail: Record<string, unknown> = {}) {
    return this.record('auth.sign_in', caller, { method, ...detail }, source);
  }

  signedOut(caller: Caller, source: SignInSource) {
    return this.record('auth.sign_out', caller, { method: caller.authMethod }, source);
  }

  failed(account: string | null, method: SignInMethod, reason: string, source: SignInSource) {
    return this.record(
      'auth.sign_in_failed',
      {
        id: account ?? 'unknown',
        name: account ?? '',
        email: account,
        authMethod: method === 'oidc' ? 'oidc' : 'local',
      },
      { method, reason },
      source,
    );
  }

  private async record(
    action: string,
    actor: Pick<Caller, 'id' | 'name' | 'email' | 'authMethod'>,
    changes: Record<string, unknown>,
    source: SignInSource,
  ): Promise<void> {
    try {
      await this.repository.insertPersonEvent({
        at: new Date(),
        actor_id: actor.id,
        actor_name: actor.name,
        actor_email: actor.email ?? null,
        actor_method: actor.authMethod,
        action,
        target: null,
        changes,
        source_address: source.address,
        request_id: source.requestId,
      });
    } catch (error) {
      this.logger.error(`could not record the audit event ${action} of ${actor.id}: ${(error as Error).message}`);
    }
  }
}
