import { Inject, Injectable } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import { hashToken, mintToken, parseToken } from '#lib/credentials';
import { LastUsedWriter } from '#lib/auth';
import type { UserCaller } from '../../auth/caller.js';
import { HubCache } from '../../cache/hub-cache.js';
import { HUB_CONFIG, type HubConfig } from '../../hub.config.js';
import { AccessTokensRepository, type TokenRow } from './access-tokens.repository.js';
import type { AccessTokenCreateDto, AccessTokenDto, AccessTokenSecretDto } from './dto/access-token.dto.js';
import type { OrgContext } from '../../auth/org-access.js';

/** Who a valid personal access token acts as: its instance (and, for attribution only, its minter). */
export interface AccessTokenPrincipal {
  tokenId: string;
  userId: string;
  instanceId: string;
  orgId: string;
}

/** Why a token was refused; the MCP endpoint maps `suspended` to 403 and everything else to 401. */
export class AccessTokenRefused extends Error {
  constructor(
    readonly reason: 'malformed' | 'unknown' | 'revoked' | 'expired' | 'not_member' | 'instance_revoked' | 'suspended',
  ) {
    super(`personal access token refused: ${reason}`);
  }
}

const isExpired = (row: TokenRow): boolean =>
  row.expires_at !== null && new Date(row.expires_at).getTime() <= Date.now();

function toDto(row: TokenRow): AccessTokenDto {
  const expired = isExpired(row);
  return {
    id: row.id,
    name: row.name,
    token_prefix: row.token_prefix,
    instance_id: row.instance_id,
    instance_name: row.instance_name,
    user_id: row.user_id,
    user_email: row.user_email,
    expires_at: iso(row.expires_at),
    created_at: iso(row.created_at),
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
    status: row.revoked_at ? 'revoked' : expired ? 'expired' : 'active',
    previous_expires_at: iso(row.previous_expires_at),
    previous_last_used_at: iso(row.previous_last_used_at),
  };
}

/** The mint answer is the contract's shape; a rotation adds `previous_expires_at`. */
function toSecretDto(row: TokenRow, token: string, rotated = false): AccessTokenSecretDto {
  return {
    id: row.id,
    name: row.name,
    token,
    token_prefix: row.token_prefix,
    instance_id: row.instance_id,
    expires_at: iso(row.expires_at),
    created_at: iso(row.created_at),
    ...(rotated ? { previous_expires_at: iso(row.previous_expires_at) } : {}),
  };
}

/**
 * Personal access tokens (`svcp_`, spec §5.1 (3)): minted by an organization member for one instance
 * key of that organization, rotated by the minter only, revoked by the minter or an organization
 * admin. They carry no role: at the MCP endpoint they act as their instance.
 */
@Injectable()
export class AccessTokensService {
  constructor(
    private readonly repository: AccessTokensRepository,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
    private readonly cache: HubCache,
    private readonly lastUsed: LastUsedWriter,
  ) {}

  /** The guard checked membership and an active organization (`@InOrganization('member', { active: true })`). */
  async mint(org: OrgContext, dto: AccessTokenCreateDto): Promise<AccessTokenSecretDto> {
    const instance = await this.repository.findInstance(dto.instance_id);
    if (!instance || instance.org_id !== org.orgId) {
      throw Problems.notFound('No instance key with this id in your organization.');
    }
    if (instance.status !== 'active') throw Problems.conflict('This instance key is revoked.');
    const minted = mintToken('personalAccessToken', this.config.tokenPepper);
    const row = await this.repository.insert({
      userId: org.userId,
      instanceId: instance.id,
      name: dto.name.trim(),
      hash: minted.hash,
      prefix: minted.prefix,
      expiresInDays: dto.expires_in_days ?? null,
    });
    if (!row) throw Problems.notFound('You are no longer a member of this organization.', 'no_organization');
    return toSecretDto(row, minted.token);
  }

  async list(caller: UserCaller, scope: 'own' | 'organization' = 'own'): Promise<AccessTokenDto[]> {
    if (scope === 'own') return (await this.repository.listByUser(caller.userId)).map(toDto);
    if (!caller.orgId || caller.orgRole !== 'admin') {
      throw Problems.forbidden("Only organization admins may list the organization's tokens.");
    }
    return (await this.repository.listByOrganization(caller.orgId)).map(toDto);
  }

  /** Minter only; an org admin who did not mint it gets 403, anyone else 404 (docs/api-decisions.md). */
  async rotate(
    caller: UserCaller,
    id: string,
    graceSeconds: number | null = null,
    expiresInDays?: number | null,
  ): Promise<AccessTokenSecretDto> {
    const row = await this.repository.find(id);
    if (!row || (row.user_id !== caller.userId && !this.isOrgAdminOf(caller, row))) {
      throw Problems.notFound('No such personal access token.');
    }
    if (row.user_id !== caller.userId) throw Problems.forbidden('Only the minter may rotate a personal access token.');
    if (row.revoked_at) throw Problems.conflict('This personal access token is revoked.');
    // Rotation keeps expires_at unless told otherwise: a new secret for an expired token would be dead on arrival.
    if (isExpired(row) && expiresInDays === undefined) {
      throw Problems.conflict(
        'This personal access token has expired; rotate it with a new expiry or create a new one.',
      );
    }
    const minted = mintToken('personalAccessToken', this.config.tokenPepper);
    const expiry = expiresInDays === undefined ? 'keep' : expiresInDays;
    if (!(await this.repository.rotate(row.id, caller.userId, minted.hash, minted.prefix, graceSeconds, expiry))) {
      throw Problems.conflict('This personal access token was revoked meanwhile.');
    }
    const rotated = (await this.repository.find(row.id)) ?? { ...row, token_prefix: minted.prefix };
    return toSecretDto(rotated, minted.token, true);
  }

  async revoke(caller: UserCaller, id: string | undefined): Promise<AccessTokenDto> {
    if (!id) {
      throw Problems.validation('id is required (in the body or as ?id=).', [
        { field: 'id', message: 'id is required' },
      ]);
    }
    const row = await this.repository.find(id);
    if (!row || (row.user_id !== caller.userId && !this.isOrgAdminOf(caller, row))) {
      throw Problems.notFound('No such personal access token.');
    }
    await this.repository.revoke(row.id);
    return toDto((await this.repository.find(row.id))!);
  }

  private isOrgAdminOf(caller: UserCaller, row: TokenRow): boolean {
    return caller.orgRole === 'admin' && caller.orgId === row.org_id;
  }

  /**
   * Every MCP request: checksum, hash lookup, not revoked or expired, minter still a member of the
   * instance's organization, instance key active, organization active.
   */
  async authenticate(token: string): Promise<AccessTokenPrincipal> {
    if (parseToken(token)?.kind !== 'personalAccessToken') throw new AccessTokenRefused('malformed');
    const hash = hashToken(token, this.config.tokenPepper);
    // A recent successful check that nothing has changed since (HubCache flushes on any token, key,
    // membership or organization write): no database round trip.
    const hit = this.cache.get<{ principal: AccessTokenPrincipal; current: boolean; validUntil: number | null }>(
      `pat|${hash}`,
    );
    if (hit && (hit.validUntil === null || hit.validUntil > Date.now())) {
      this.touch(hit.principal.tokenId, hit.current);
      return hit.principal;
    }
    const generation = this.cache.begin();
    const row = await this.repository.findForAuth(hash);
    // A previous secret past its grace window is as unknown as any other replaced secret.
    if (!row || (!row.current && !row.previous_open)) throw new AccessTokenRefused('unknown');
    if (row.revoked) throw new AccessTokenRefused('revoked');
    if (row.expired) throw new AccessTokenRefused('expired');
    if (row.minter_role === null) throw new AccessTokenRefused('not_member');
    if (row.key_status !== 'active') throw new AccessTokenRefused('instance_revoked');
    if (row.org_status !== 'active') throw new AccessTokenRefused('suspended');
    this.touch(row.id, row.current);
    const principal = { tokenId: row.id, userId: row.user_id, instanceId: row.instance_id, orgId: row.org_id };
    const validUntil = row.valid_until_ms === null ? null : Number(row.valid_until_ms);
    this.cache.set(`pat|${hash}`, generation, { principal, current: row.current, validUntil }, 300);
    return principal;
  }

  private touch(id: string, current: boolean): void {
    this.lastUsed.touch(`pat|${id}|${current ? 'current' : 'previous'}`, () => this.repository.touch(id, current));
  }
}
