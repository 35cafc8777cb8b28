import { Inject, Injectable } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import { mintToken } from '#lib/credentials';
import { HUB_CONFIG, type HubConfig } from '../../hub.config.js';
import type { OrgContext } from '../../auth/org-access.js';
import type { ApiKeyCreateDto, ApiKeyDto, ApiKeyReissueDto, ApiKeySecretDto } from './dto/api-key.dto.js';
import { type ApiKeyRow, ApiKeysRepository } from './api-keys.repository.js';

export function toApiKey(r: ApiKeyRow): ApiKeyDto {
  return {
    id: r.id,
    name: r.name,
    key_prefix: r.key_prefix,
    status: r.status === 'active' && r.expired ? 'expired' : r.status,
    created_at: iso(r.created_at),
    last_used_at: iso(r.last_used_at),
    revoked_at: iso(r.revoked_at),
    expires_at: iso(r.expires_at),
    previous_expires_at: iso(r.previous_expires_at),
    previous_last_used_at: iso(r.previous_last_used_at),
  };
}

/** Create answers `expires_at`; a re-issue adds `previous_expires_at`. */
function withSecret(r: ApiKeyRow, key: string, reissued = false): ApiKeySecretDto {
  return {
    id: r.id,
    name: r.name,
    key,
    key_prefix: r.key_prefix,
    status: r.status,
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    ...(reissued ? { previous_expires_at: iso(r.previous_expires_at) } : {}),
  };
}

/** Account API keys: members list, organization admins create, re-issue and revoke (the guard checks who: `@InOrganization`). */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly repository: ApiKeysRepository,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
  ) {}

  async list(org: OrgContext): Promise<ApiKeyDto[]> {
    return (await this.repository.listForOrg(org.orgId)).map(toApiKey);
  }

  async create(org: OrgContext, body: ApiKeyCreateDto): Promise<ApiKeySecretDto> {
    const minted = mintToken('instanceKey', this.config.tokenPepper);
    const row = await this.repository.create(
      org.orgId,
      org.userId,
      body.name.trim(),
      minted.hash,
      minted.prefix,
      body.expires_in_days ?? null,
    );
    return withSecret(row, minted.token);
  }

  /** An expired key may be re-issued: the instance (its id, tokens, DNS record) survives with a new secret. */
  async reissue(org: OrgContext, body: ApiKeyReissueDto): Promise<ApiKeySecretDto> {
    const minted = mintToken('instanceKey', this.config.tokenPepper);
    const result = await this.repository.reissue(org.orgId, body.id, minted.hash, minted.prefix, {
      graceSeconds: body.grace_seconds ?? null,
      // Omitted keeps the key's expiry; `null` removes it (docs/api-decisions.md "Credential lifecycle").
      expiresInDays: body.expires_in_days === undefined ? 'keep' : body.expires_in_days,
    });
    if (result === 'not_found') throw Problems.notFound('No such API key in your organization.');
    if (result === 'expired') {
      throw Problems.validation('This key has expired: give it a new expiry to re-issue it.', [
        { field: 'expires_in_days', message: 'required for an expired key: a number of days, or null for none' },
      ]);
    }
    if (result === 'revoked') throw Problems.conflict('A revoked key cannot be re-issued; create a new one.');
    return withSecret(result, minted.token, true);
  }

  async revoke(org: OrgContext, id: string): Promise<ApiKeyDto> {
    const row = await this.repository.revoke(id, org.orgId);
    if (!row) throw Problems.notFound('No such API key in your organization.');
    return toApiKey(row);
  }
}
