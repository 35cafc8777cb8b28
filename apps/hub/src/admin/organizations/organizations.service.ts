import { Injectable } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import type { AdminOrganizationDto, AdminOrganizationUpdateDto } from './dto/organization.dto.js';
import { type AdminOrganizationRow, AdminOrganizationsRepository } from './organizations.repository.js';

function toAdminOrganization(r: AdminOrganizationRow): AdminOrganizationDto {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    status: r.status,
    tier: r.tier,
    member_count: Number(r.member_count),
    api_key_count: Number(r.api_key_count),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

@Injectable()
export class AdminOrganizationsService {
  constructor(private readonly repository: AdminOrganizationsRepository) {}

  async list(): Promise<AdminOrganizationDto[]> {
    return (await this.repository.list()).map(toAdminOrganization);
  }

  /** Status and/or tier; a body with neither changes nothing and is refused (400) rather than bumping updated_at. */
  async update(body: AdminOrganizationUpdateDto): Promise<AdminOrganizationDto> {
    if (body.status === undefined && body.tier === undefined) {
      throw Problems.validation('Give status, tier or both.', [
        { field: 'status', message: 'status or tier is required' },
      ]);
    }
    const row = await this.repository.update(body.id, { status: body.status, tier: body.tier });
    if (!row) throw Problems.notFound('No such organization.');
    return toAdminOrganization(row);
  }
}
