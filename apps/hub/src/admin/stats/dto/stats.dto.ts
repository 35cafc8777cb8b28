import { ApiProperty } from '@nestjs/swagger';

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
