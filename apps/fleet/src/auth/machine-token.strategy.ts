import { Inject, Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Problems } from '#lib/common';
import { logUnlessUnavailable } from '#lib/database';
import { hashToken, parseToken } from '#lib/credentials';
import { BearerStrategy, LastUsedWriter } from '#lib/auth';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import type { Caller } from './caller.js';
import { MachineTokenStore, type StoredMachineToken } from './credential-stores.js';

/** The machine token a request presented, as far as it is known: what the audit log records. */
export interface PresentedMachineToken {
  /** The first 12 characters (the displayed prefix). */
  prefix: string;
  /** Its row's id when the token is one of this fleet's (revoked and expired ones included). */
  id: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the machine-token strategy, read by the audit hook (audit/audit-hooks.ts). */
    machineToken?: PresentedMachineToken;
  }
}

/**
 * `svcm_` machine tokens: checksum, then one hash lookup. Whatever the outcome, the token found is left on
 * the request for the audit log (every request made with a machine token is audited, refused ones too).
 */
@Injectable()
export class MachineTokenStrategy extends PassportStrategy(BearerStrategy, 'machine-token') {
  private readonly logger = new Logger('MachineTokens');

  constructor(
    private readonly tokens: MachineTokenStore,
    private readonly lastUsed: LastUsedWriter,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {
    super({ passReqToCallback: true });
  }

  async validate(request: { machineToken?: PresentedMachineToken }, token: string): Promise<Caller> {
    const row = await this.find(token);
    request.machineToken = { prefix: token.slice(0, 12), id: row?.id ?? null };
    if (!row) throw Problems.invalidToken('The machine token is malformed or unknown.');
    if (row.revoked_at) throw Problems.invalidToken('The machine token has been revoked.');
    if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) {
      throw Problems.invalidToken('The machine token has expired.');
    }
    this.lastUsed.touch(`machine-token|${row.id}`, () => this.tokens.touch(row.id));
    return { id: row.id, email: null, name: row.name, role: row.role, authMethod: 'machine_token' };
  }

  /** For requests the guard never saw (an unknown route, a body too large…): which token it was, if any. */
  async identify(token: string): Promise<PresentedMachineToken> {
    const prefix = token.slice(0, 12);
    try {
      return { prefix, id: (await this.find(token))?.id ?? null };
    } catch {
      return { prefix, id: null };
    }
  }

  private async find(token: string): Promise<StoredMachineToken | null> {
    if (parseToken(token)?.kind !== 'machineToken') return null;
    try {
      return await this.tokens.findByHash(hashToken(token, this.config.tokenPepper));
    } catch (error) {
      // An unreachable database is logged once per outage by its monitor and answered 503.
      logUnlessUnavailable((line) => this.logger.error(line), 'machine token lookup failed', error);
      throw error;
    }
  }
}
