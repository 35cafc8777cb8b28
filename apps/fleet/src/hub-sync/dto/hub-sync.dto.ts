import { ApiProperty } from '@nestjs/swagger';

export class SyncResultDto {
  @ApiProperty({ enum: ['updated', 'not_modified'] }) status: string;
  @ApiProperty({ description: 'Templates upserted by this run.' }) upserted: number;
  @ApiProperty({ description: '`removed` entries applied by this run.' }) removed: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'The cursor (next `since`).' })
  checked_at: string | null;
  @ApiProperty({ description: 'Templates in the mirror after this run.' }) templates: number;
}

export class SyncResultResponseDto {
  @ApiProperty({ type: SyncResultDto }) sync: SyncResultDto;
}

export class SyncStatusDto {
  @ApiProperty({ description: 'A hub URL and an instance key are set.' }) configured: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) checked_at: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) last_attempt_at: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) last_success_at: string | null;
  @ApiProperty({ nullable: true, type: String }) last_error: string | null;
  @ApiProperty() templates: number;
}

export class SyncStatusResponseDto {
  @ApiProperty({ type: SyncStatusDto }) sync: SyncStatusDto;
}

export class MirrorListResponseDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'The hub’s catalog template objects as last synced, ordered by name (case-insensitive), then id.',
  })
  templates: Record<string, unknown>[];
}
