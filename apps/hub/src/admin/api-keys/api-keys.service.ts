import { Injectable } from '@nestjs/common';
import { Problems } from '#lib/common';
import { type ApiKeyWithOrgRow, ApiKeysRepository } from '../../account/api-keys/api-keys.repository.js';
import { toApiKey } from '../../account/api-keys/api-keys.service.js';
import type { AdminApiKeyDto } from './dto/api-key.dto.js';

function toAdminApiKey(r: ApiKeyWithOrgRow): AdminApiKeyDto {
  return { ...toApiKey(r), organization: { id: r.org_id, name: r.org_name, slug: r.org_slug } };
}

@Injectable()
export class AdminApiKeysService {
  constructor(private readonly keys: ApiKeysRepository) {}

  async list(): Promise<AdminApiKeyDto[]> {
    return (await this.keys.listAll()).map(toAdminApiKey);
  }

  async revoke(id: string): Promise<AdminApiKeyDto> {
    const row = await this.keys.revoke(id, null);
    if (!row) throw Problems.notFound('No such API key.');
    return toAdminApiKey(row);
  }
}
