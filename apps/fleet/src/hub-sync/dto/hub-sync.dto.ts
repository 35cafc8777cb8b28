import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { UPDATE_CLASSES, type UpdateClass } from '../update-class.js';

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

export class HubConnectionDto {
  @ApiProperty({
    enum: ['stream', 'long_poll', 'timer', 'off'],
    description:
      'How this fleet process hears of catalog changes: the event stream, the long poll (a proxy breaks streams), ' +
      'only the timer (FLEET_SYNC_INTERVAL_SECONDS), or nothing but manual syncs (docs/catalog-events.md).',
  })
  mode: 'stream' | 'long_poll' | 'timer' | 'off';
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the stream or poll connected.' })
  connected_at: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the last event came.' })
  last_event_at: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The last event id (the cursor the stream resumes from).' })
  last_event_id: string | null;
}

/** A revision's signature as this fleet verified it (docs/signing.md, issue 40). */
export class SignatureDto {
  @ApiProperty({
    enum: ['verified', 'hub-signed', 'unsigned', 'invalid'],
    description:
      '`verified`: signed by the publisher the trust root gives the template to; `hub-signed`: a template no ' +
      'publisher may sign, signed by the hub key (console-made); `unsigned`: no signature (or verification off: ' +
      'FLEET_TRUST_ROOT unset); `invalid`: refused (see `reason`), never pinned.',
  })
  status: string;
  @ApiProperty({ type: String, nullable: true, example: 'acme' }) publisher: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A key whose signature counted (SHA-256 hex).' })
  key_id: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The hub snapshot listing this envelope (null for an older revision, or before any snapshot).',
  })
  snapshot_version: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) expires_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why, in words, when invalid or unsigned.' })
  reason: string | null;
}

/** The fleet's trust state (GET hub/sync `trust`). */
export class TrustStatusDto {
  @ApiProperty({ description: 'FLEET_TRUST_ROOT is set: signatures and freshness are verified.' }) enabled: boolean;
  @ApiProperty({ enum: ['publisher', 'hub', 'off'], description: 'FLEET_REQUIRE_SIGNATURE.' })
  require_signature: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The latest trusted root version.' })
  root_version: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The kept snapshot’s version.' })
  snapshot_version: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) expires_at: string | null;
  @ApiProperty({ description: 'No current snapshot: new pins and updates are refused (409 `catalog_frozen`).' })
  frozen: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Frozen since (the expiry).' })
  frozen_since: string | null;
  @ApiProperty({ type: String, nullable: true }) frozen_reason: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the last sync refused (root chain, snapshot).' })
  last_error: string | null;
  @ApiProperty({
    type: Object,
    nullable: true,
    description: 'The last snapshot refused as a rollback: `{at, detail}`.',
  })
  rollback: { at: string; detail: string } | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) checked_at: string | null;
}

export class SyncStatusDto {
  @ApiProperty({ description: 'A hub URL and an instance key are set.' }) configured: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) checked_at: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) last_attempt_at: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) last_success_at: string | null;
  @ApiProperty({ nullable: true, type: String }) last_error: string | null;
  @ApiProperty() templates: number;
  @ApiProperty({ type: HubConnectionDto }) connection: HubConnectionDto;
  @ApiProperty({ type: TrustStatusDto }) trust: TrustStatusDto;
}

export class SyncStatusResponseDto {
  @ApiProperty({ type: SyncStatusDto }) sync: SyncStatusDto;
}

/** A release note of a hub template revision, as the hub publishes it. */
export class ReleaseChangeDto {
  @ApiProperty({ enum: ['added', 'changed', 'deprecated', 'removed', 'fixed', 'security'] })
  kind: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
  @ApiProperty({ example: 'Base image rebuilt for the OpenSSL advisory.' }) description: string;
}

export class YankedDto {
  @ApiProperty({ example: 'Crashes on 24 GiB cards.' }) reason: string;
  @ApiProperty({ format: 'date-time' }) at: string;
}

/** The pinned revision's yank as the fleet treats it (docs/signing.md, "Withdrawals on the fleet"). */
export class PinnedYankDto extends YankedDto {
  @ApiProperty({
    description:
      'The hub yanked it without the publisher’s signature on a template a publisher manages (FLEET_TRUST_ROOT ' +
      'set): shown only, not acted on (the update is not `required`, the revision may still be pinned).',
  })
  hub_only: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The publisher whose signed yank the fleet verified (then acted on), else null.',
  })
  publisher: string | null;
}

export class DeprecatedDto {
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, nullable: true }) replacement_slug: string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}

/** The hub's `versions` entry of one revision (GET /catalog/templates/:slug/versions), as the fleet mirrors it. */
export class VersionEntryDto {
  @ApiProperty({ example: 3 }) revision: number;
  @ApiProperty({ example: '0.9.1' }) version: string;
  @ApiProperty({ format: 'date-time' }) published_at: string;
  @ApiProperty({ example: 'vllm/vllm-openai:v0.9.1@sha256:…' }) image_ref: string;
  @ApiProperty({ type: String, nullable: true }) image_digest: string | null;
  @ApiProperty({ type: [ReleaseChangeDto] }) changes: ReleaseChangeDto[];
  @ApiProperty() contains_security_updates: boolean;
  @ApiProperty() version_reused: boolean;
  @ApiProperty({ type: YankedDto, nullable: true }) yanked: YankedDto | null;
}

export class MirrorListResponseDto {
  @ApiProperty({
    type: () => [MirrorTemplateDto],
    description: 'The hub’s catalog template objects as last synced, ordered by name (case-insensitive), then id.',
  })
  templates: Record<string, unknown>[];
}

export class PinDto {
  @ApiProperty({ example: 3 }) revision: number;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) at: string;
  @ApiProperty({ example: 'oidc:4f1c…', description: 'Who pinned it (auth method and user id).' }) by: string;
}

/**
 * A mirrored template: the hub's catalog template object as last synced (every field of the hub's
 * CatalogTemplateDto; the fields the fleet itself reads are named here), and for a pinned template the pinned
 * revision's object with `pinned` and `latest_revision`.
 */
export class MirrorTemplateDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'vllm' }) slug: string;
  @ApiProperty({ example: 'vLLM' }) name: string;
  @ApiProperty({ example: '0.9.1' }) version: string;
  @ApiProperty({ required: false, example: 3, description: 'Absent from a hub older than revisions.' })
  revision?: number;
  @ApiProperty({ required: false }) image_ref?: string;
  @ApiProperty({ required: false, type: DeprecatedDto, nullable: true }) deprecated?: DeprecatedDto | null;
  @ApiProperty({ required: false, type: () => PinDto }) pinned?: PinDto;
  @ApiProperty({ required: false, example: 4 }) latest_revision?: number;
  @ApiProperty({ type: SignatureDto, description: 'The signature of the revision served (its pin, or the latest).' })
  signature: SignatureDto;
}

export class MirrorTemplateResponseDto {
  @ApiProperty({
    type: MirrorTemplateDto,
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
    type: VersionEntryDto,
    nullable: true,
    description: 'The hub’s versions entry; null if not read yet.',
  })
  entry: Record<string, unknown> | null;
  @ApiProperty({ description: 'The fleet holds this revision’s template object (it can serve it offline).' })
  held: boolean;
  @ApiProperty({ type: SignatureDto }) signature: SignatureDto;
  @ApiProperty({
    type: () => RevisionYankDto,
    nullable: true,
    description: 'Its yank as the fleet treats it (docs/signing.md, "Withdrawals on the fleet"); null if not yanked.',
  })
  yank: RevisionYankDto | null;
}

export class RevisionYankDto {
  @ApiProperty({ description: 'Acted on: an update from it is `required` and it cannot be pinned (409).' })
  acted: boolean;
  @ApiProperty({
    description: 'Yanked by the hub without the publisher’s signature on a publisher’s template: shown, not acted on.',
  })
  hub_only: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The publisher whose signed yank was verified.' })
  publisher: string | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
}

export class MirrorVersionListResponseDto {
  @ApiProperty({ type: [MirrorVersionDto], description: 'Newest first.' }) versions: MirrorVersionDto[];
  @ApiProperty({ type: PinDto, nullable: true }) pinned: PinDto | null;
  @ApiProperty({ type: Number, nullable: true, example: 4 }) latest_revision: number | null;
}

export class TemplateUpdateDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'vllm-llama-3-1-8b' }) slug: string;
  @ApiProperty({ example: 'vLLM (Llama 3.1 8B)' }) name: string;
  @ApiProperty({ type: PinDto }) pinned: PinDto;
  @ApiProperty({ example: 4 }) latest_revision: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4,
    description: 'The revision to move to: the newest after the pinned one that is not yanked; null if none.',
  })
  target_revision: number | null;
  @ApiProperty({
    enum: UPDATE_CLASSES,
    description:
      '`required`: the pinned revision is yanked (with FLEET_TRUST_ROOT, on a publisher’s template: by the ' +
      'publisher’s signed yank; a hub-only yank is shown in `pinned_yanked`, not acted on); `security`: the target runs another image and a revision on the ' +
      'way that is not yanked (and is no rollback to the served image) contains security updates; `deprecated`: ' +
      'neither, and the hub deprecates the template (see `deprecation`; listed even with no newer revision); ' +
      '`recommended`: ' +
      'the same, with fixes, changes, deprecations or removals; `other`: the rest (additions only, no notes, or a ' +
      'target that runs the image the fleet already serves, or only a hub-only yank of the pin to show). Rules: ' +
      'docs/fleet-console.md, docs/signing.md.',
  })
  update_class: UpdateClass;
  @ApiProperty({
    enum: ['available', 'security', 'required'],
    description:
      '`update_class` in the older three words: `deprecated`, `recommended` and `other` are all `available`.',
  })
  action: 'available' | 'security' | 'required';
  @ApiProperty({
    example: false,
    description: 'A revision counted by `update_class` contains security updates (so `security`, unless `required`).',
  })
  contains_security_updates: boolean;
  @ApiProperty({ description: 'Moving to the target changes the image the fleet runs.' }) image_changes: boolean;
  @ApiProperty({
    type: [VersionEntryDto],
    description: 'The hub’s versions entries of the revisions after the pinned one, oldest first (with their notes).',
  })
  revisions: Record<string, unknown>[];
  @ApiProperty({ type: PinnedYankDto, nullable: true, description: 'The pinned revision’s yank.' })
  pinned_yanked: Record<string, unknown> | null;
  @ApiProperty({
    type: DeprecatedDto,
    nullable: true,
    description: 'The hub’s deprecation of the template (reason, replacement), whatever the class; null if none.',
  })
  deprecation: DeprecatedDto | null;
  @ApiProperty({ type: SignatureDto, nullable: true, description: 'The signature of `target_revision`.' })
  signature: SignatureDto | null;
}

export class UpdatesListResponseDto {
  @ApiProperty({ type: [TemplateUpdateDto] }) updates: TemplateUpdateDto[];
}
