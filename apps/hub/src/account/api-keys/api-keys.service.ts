import { Inject, Injectable } from '@nestjs/common';
import { Problems } from '#lib/common';
import { mintToken } from '#lib/credentials';
import type { UserCaller } from '../../auth/caller.js';
import { HUB_CONFIG, type HubConfig } from '../../hub.config.js';
import { iso } from '../http-helpers.js';
import { requireActiveOrganization, requireOrganization } from '../org-access.js';
import type { ApiKeyDto, ApiKeySecretDto } from './api-key.dto.js';
import { type ApiKeyRow, ApiKeysRepository } from './api-keys.repository.js';

export function toApiKey(r: ApiKeyRow): ApiKeyDto {
  return {
    id: r.id,
    name: r.name,
    key_prefix: r.key_prefix,
    status: r.status,
    created_at: iso(r.created_at)!,
    last_used_at: iso(r.last_used_at),
    revoked_at: iso(r.revoked_at),
  };
}

function withSecret(r: ApiKeyRow, key: string): ApiKeySecretDto {
  return { id: r.id, name: r.name, key, key_prefix: r.key_prefix, status: r.status, created_at: iso(r.created_at)! };
}

/** Account API keys: members list, organization admins create, re-issue and revoke. */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly repository: ApiKeysRepository,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
  ) {}

  async list(caller: UserCaller): Promise<ApiKeyDto[]> {
    const org = requireOrganization(caller);
    return (await this.repository.listForOrg(org.orgId)).map(toApiKey);
  }

  async create(caller: UserCaller, name: string): Promise<ApiKeySecretDto> {
    const org = requireOrganization(caller, 'admin');
    requireActiveOrganization(org);
    const minted = mintToken('instanceKey', this.config.tokenPepper);
    const row = await this.repository.create(org.orgId, caller.userId, name.trim(), minted.hash, minted.prefix);
    return withSecret(row, minted.token);
  }

  async reissue(caller: UserCaller, id: string): Promise<ApiKeySecretDto> {
    const org = requireOrganization(caller, 'admin');
    requireActiveOrganization(org);
    const minted = mintToken('instanceKey', this.config.tokenPepper);
    const result = await this.repository.reissue(org.orgId, id, minted.hash, minted.prefix);
    if (result === 'not_found') throw Problems.notFound('No such API key in your organization.');
    if (result === 'revoked') throw Problems.conflict('A revoked key cannot be re-issued; create a new one.');
    return withSecret(result, minted.token);
  }

  async revoke(caller: UserCaller, id: string): Promise<ApiKeyDto> {
    const org = requireOrganization(caller, 'admin');
    const row = await this.repository.revoke(id, org.orgId);
    if (!row) throw Problems.notFound('No such API key in your organization.');
    return toApiKey(row);
  }
}
