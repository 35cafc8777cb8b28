import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EXPIRY_NOTICE } from '../../account/notifications/notifications.repository.js';

export interface StatsCounts {
  users: number;
  organizations: number;
  api_keys: number;
  api_keys_expiring_soon: number;
  templates: number;
  categories: number;
  catalog_access_grants: number;
}

/** System-wide counts in one round trip. */
@Injectable()
export class StatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async counts(): Promise<StatsCounts> {
    const [row]: Record<keyof StatsCounts, string | number>[] = await this.db.query(
      `SELECT (SELECT count(*) FROM users) AS users,
              (SELECT count(*) FROM organizations) AS organizations,
              (SELECT count(*) FROM api_keys
                WHERE status = 'active' AND (expires_at IS NULL OR expires_at > now())) AS api_keys,
              (SELECT count(*) FROM api_keys
                WHERE status = 'active' AND expires_at > now()
                  AND expires_at <= now() + ${EXPIRY_NOTICE}) AS api_keys_expiring_soon,
              (SELECT count(*) FROM templates) AS templates,
              (SELECT count(*) FROM categories) AS categories,
              (SELECT count(*) FROM catalog_access) AS catalog_access_grants`,
    );
    // count(*) is a bigint, which the driver returns as text.
    return {
      users: Number(row.users),
      organizations: Number(row.organizations),
      api_keys: Number(row.api_keys),
      api_keys_expiring_soon: Number(row.api_keys_expiring_soon),
      templates: Number(row.templates),
      categories: Number(row.categories),
      catalog_access_grants: Number(row.catalog_access_grants),
    };
  }
}
