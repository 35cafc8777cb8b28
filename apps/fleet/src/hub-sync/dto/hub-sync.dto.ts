import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

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

export class PinDto {
  @ApiProperty({ example: 3 }) revision: number;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) at: string;
  @ApiProperty({ example: 'oidc:4f1c…', description: 'Who pinned it (auth method and user id).' }) by: string;
}

export class MirrorTemplateResponseDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The hub’s template object as last synced; for a pinned template, the pinned revision’s object with ' +
      '`pinned: {revision, at, by}` and `latest_revision`.',
  })
  template: Record<string, unknown>;
}

export class PinInputDto {
  @ApiProperty({ example: 3, minimum: 1, description: 'A mirrored revision that is not yanked.' })
  @IsInt()
  @Min(1)
  @Max(1_000_000_000)
  revision: number;
}

export class MirrorVersionDto {
  @ApiProperty({ example: 3 }) revision: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      'The hub’s versions entry (version, published_at, image_ref, changes, yanked, …); null if not read yet.',
  })
  entry: Record<string, unknown> | null;
  @ApiProperty({ description: 'The fleet holds this revision’s template object (it can serve it offline).' })
  held: boolean;
}

export class MirrorVersionListResponseDto {
  @ApiProperty({ type: [MirrorVersionDto], description: 'Newest first.' }) versions: MirrorVersionDto[];
  @ApiProperty({ type: PinDto, nullable: true }) pinned: PinDto | null;
  @ApiProperty({ example: 4 }) latest_revision: number | null;
}

export class TemplateUpdateDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'vllm-llama-3-1-8b' }) slug: string;
  @ApiProperty({ example: 'vLLM (Llama 3.1 8B)' }) name: string;
  @ApiProperty({ type: PinDto }) pinned: PinDto;
  @ApiProperty({ example: 4 }) latest_revision: number;
  @ApiProperty({
    enum: ['available', 'security', 'required'],
    description:
      '`required`: the pinned revision was yanked; `security`: a newer revision contains security updates; ' +
      'otherwise `available`.',
  })
  action: string;
  @ApiProperty({ example: false }) contains_security_updates: boolean;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'The hub’s versions entries of the revisions after the pinned one, oldest first (with their notes).',
  })
  revisions: Record<string, unknown>[];
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The pinned revision’s yank.',
  })
  pinned_yanked: Record<string, unknown> | null;
}

export class UpdatesListResponseDto {
  @ApiProperty({ type: [TemplateUpdateDto] }) updates: TemplateUpdateDto[];
}
