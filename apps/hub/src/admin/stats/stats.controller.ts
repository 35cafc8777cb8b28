import { Controller, Get, Injectable } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EXPIRY_NOTICE } from '../../account/notifications/notifications.repository.js';
import { Authenticated } from '../../auth/authenticated.decorator.js';

export class StatsDto {
  @ApiProperty({ example: 120 }) users: number;
  @ApiProperty({ example: 35 }) organizations: number;
  @ApiProperty({ example: 48, description: 'Active keys (not revoked, not expired).' }) api_keys: number;
  @ApiProperty({ example: 3, description: 'Active keys that expire within 7 days.' })
  api_keys_expiring_soon: number;
  @ApiProperty({ example: 64 }) templates: number;
  @ApiProperty({ example: 9 }) categories: number;
  @ApiProperty({ example: 14 }) catalog_access_grants: number;
}

export class StatsResponseDto {
  @ApiProperty({ type: StatsDto }) stats: StatsDto;
}

type Counts = Record<keyof StatsDto, string | number>;

/** System-wide counts in one round trip. */
@Injectable()
export class StatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async counts(): Promise<StatsDto> {
    const [row]: Counts[] = await this.db.query(
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
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as StatsDto;
  }
}

@ApiTags('admin')
@Controller('admin/stats')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminStatsController {
  constructor(private readonly stats: StatsRepository) {}

  @Get()
  @ApiOperation({
    summary: 'System-wide counts',
    description:
      'api_keys counts active keys (not revoked, not expired); api_keys_expiring_soon those of them that expire ' +
      'within 7 days. One database round trip.',
  })
  @ApiOkResponse({ type: StatsResponseDto })
  async get(): Promise<StatsResponseDto> {
    return { stats: await this.stats.counts() };
  }
}
