import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PaginationDto } from '#lib/common';
import { CATALOG_SORTS, GPU_NEEDS } from '#lib/domain';
import { EnvelopeDto } from '../../trust/dto/trust.dto.js';

const PER_INSTANCE = Symbol('perInstance');

/**
 * A list parameter whose answer depends on the calling instance's reported inventory (FitService): the catalog's
 * fast path, which answers from per-visibility-class entries, leaves a request that uses it to the controller.
 */
export function PerInstance(): PropertyDecorator {
  return (target, property) => Reflect.defineMetadata(PER_INSTANCE, true, target, property);
}

/** Whether `property` of `dto` is marked PerInstance. */
export function isPerInstance(dto: new () => object, property: string): boolean {
  return Reflect.getMetadata(PER_INSTANCE, dto.prototype, property) === true;
}

const FAST_PATH = 'hub:catalog-fast-path';

/**
 * A list parameter the catalog's fast path checks itself and answers without the validation pipe
 * (catalog-fast-path.ts). It may carry only `@IsOptional`, `@IsString` and `@MaxLength`, the rules the fast path
 * applies: the hub refuses to start when a marked parameter carries another rule (the pipe would then be skipped),
 * or when an unmarked one could be answered there (say which way each parameter goes).
 */
export function FastPath(): PropertyDecorator {
  return (target, property) => Reflect.defineMetadata(FAST_PATH, true, target, property);
}

/** The properties of `dto` marked FastPath. */
export function fastPathProperties(dto: new () => object, properties: Iterable<string>): string[] {
  return [...properties].filter((p) => Reflect.getMetadata(FAST_PATH, dto.prototype, p) === true);
}

/**
 * Every filter: an empty value (`?category=`) is the same as leaving the filter out. Parameters marked `@FastPath()`
 * are checked by the fast path itself when the answer is not cached; a request with any other parameter (`gpu`,
 * checked by `@IsIn`; `fits` and `include`, answered per instance) goes through the validation pipe.
 */
export class TemplateListQueryDto {
  @ApiPropertyOptional({
    description: 'Category slug. A category the caller cannot see gives an empty page; empty = no filter.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @FastPath()
  category?: string;

  @ApiPropertyOptional({
    description:
      'Full-text search (docs/search.md), at most 200 characters: words all match (the last one also as a ' +
      'prefix), `"quoted phrases"`, `-word` excludes, `or` between alternatives; synonyms and typos in names ' +
      'and tags are tolerated. Ordered by relevance unless `sort` says otherwise.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @FastPath()
  search?: string;

  @ApiPropertyOptional({
    enum: CATALOG_SORTS,
    description:
      'Order: `relevance` (default with `search`: exact name, name prefix, text score, then featured, downloads, ' +
      'name), `name` (default without `search`), `updated` (newest first), `downloads` (most first); ties by id.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  @FastPath()
  sort?: string;

  @ApiPropertyOptional({
    description:
      'Comma-separated facets to count, of `category`, `tags`, `kind`, `gpu`: adds `facets` to the answer, each ' +
      'counted with the other filters applied but not its own.',
    example: 'category,tags,kind,gpu',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @FastPath()
  facets?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: '`true`: featured only; `false` or empty = no filter.' })
  @IsOptional()
  @IsString()
  @FastPath()
  featured?: string;

  @ApiPropertyOptional({
    description:
      'Comma-separated tags; a template matches if it has any of them, compared without case and with spaces, ' +
      '`_` and `-` alike (`Stable Diffusion` matches `stable-diffusion`).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @FastPath()
  tags?: string;

  @ApiPropertyOptional({
    description: 'Kind (`app`, `inference`…, as the `kind` facet counts them); empty = no filter.',
    example: 'inference',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @FastPath()
  kind?: string;

  @ApiPropertyOptional({
    enum: [...GPU_NEEDS, ''],
    description: 'GPU need, as the `gpu` facet counts it: `none` (no GPU), `1`, `2+` (two or more); empty = no filter.',
  })
  @IsOptional()
  @IsIn([...GPU_NEEDS, ''], { message: `gpu must be one of ${GPU_NEEDS.join(', ')}` })
  gpu?: string;

  @ApiPropertyOptional({ description: 'Page number, integer ≥ 1; a page past the end is empty.', default: 1 })
  @IsOptional()
  @IsString()
  @FastPath()
  page?: string;

  @ApiPropertyOptional({ description: 'Page size, integer ≥ 1; values over 100 are clamped to 100.', default: 50 })
  @IsOptional()
  @IsString()
  @FastPath()
  limit?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Instance key only (else 400): `true` lists only templates that fit its last reported inventory.',
  })
  @IsOptional()
  @IsString()
  @PerInstance()
  fits?: string;

  @ApiPropertyOptional({
    enum: ['fit'],
    description: "Instance key only (else 400): `fit` adds each item's fit answer (as GET …/templates/:slug/fit).",
  })
  @IsOptional()
  @IsString()
  @PerInstance()
  include?: string;
}

export class UpdatesQueryDto {
  @ApiProperty({
    description: "ISO 8601 timestamp, UTC when it has no offset; pass the previous response's `checked_at`.",
    example: '2026-01-01T00:00:00Z',
  })
  @IsString()
  since: string;

  @ApiPropertyOptional({
    description:
      'Long poll (docs/catalog-events.md): wait up to this many seconds for something you can see to change, then ' +
      'answer (at once if there is something already). 0 answers at once; more than 55 is clamped to 55; anything ' +
      'but a whole number is a 400.',
    example: '55',
  })
  @IsOptional()
  @IsString()
  wait?: string;
}

export class EnvVarDto {
  @ApiProperty({ example: 'MODEL_ID' }) name: string;
  @ApiProperty({ example: 'meta-llama/Llama-3.1-8B-Instruct' }) value: string;
}

export class EnvSchemaDto {
  @ApiProperty({ example: 'HF_TOKEN' }) name: string;
  @ApiProperty({ example: true }) required: boolean;
  @ApiProperty({ example: '' }) default_value: string;
  @ApiProperty({ example: 'Hugging Face access token for gated models' }) description: string;
}

export class PortDto {
  @ApiProperty({ example: 8000 }) containerPort: number;
  @ApiProperty({ example: 'TCP' }) protocol: string;
}

export class VolumeMountDto {
  @ApiProperty({ example: 'model-cache' }) name: string;
  @ApiProperty({ example: '/root/.cache/huggingface' }) mountPath: string;
}

export class DeprecationDto {
  @ApiProperty({ example: 'Superseded by the vLLM 0.7 template.' }) reason: string;
  @ApiProperty({ type: String, nullable: true, example: 'vllm-0-7' }) replacement_slug: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) at: string;
}

/** The spec §2.1 fields plus the revision ones of issue 23 (`revision`, `image_digest`, `image_ref`, `deprecated`). */
export class CatalogTemplateDto {
  @ApiProperty({ format: 'uuid', example: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9' }) id: string;
  @ApiProperty({ example: 'vLLM (Llama 3.1 8B)' }) name: string;
  @ApiProperty({ example: 'vllm-llama-3-1-8b' }) slug: string;
  @ApiProperty({ example: 'Serves Llama 3.1 8B Instruct behind an OpenAI-compatible API with vLLM.' })
  description: string;
  @ApiProperty({ example: '0.6.3' }) version: string;
  @ApiProperty({ example: 3, description: 'The published revision these deployable fields belong to.' })
  revision: number;
  @ApiProperty({ example: 'app' }) kind: string;
  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' }) category_id: string;
  @ApiProperty({ example: 'LLM Inference' }) category_name: string;
  @ApiProperty({ example: 'llm-inference' }) category_slug: string;
  @ApiProperty({ example: 'cpu' }) category_icon: string;
  @ApiProperty({ example: 'vllm/vllm-openai' }) image_name: string;
  @ApiProperty({ example: 'v0.6.3' }) image_tag: string;
  @ApiProperty({ type: String, nullable: true, example: `sha256:${'4f'.repeat(32)}` }) image_digest: string | null;
  @ApiProperty({
    example: `vllm/vllm-openai:v0.6.3@sha256:${'4f'.repeat(32)}`,
    description: '`[registry/]name[:tag][@digest]`.',
  })
  image_ref: string;
  @ApiProperty({ example: '4' }) cpu_request: string;
  @ApiProperty({ example: '16Gi' }) memory_request: string;
  @ApiProperty({ example: 1 }) gpu_count: number;
  @ApiProperty({ example: '24Gi' }) vram_request: string;
  @ApiProperty({ example: 1 }) concurrent_jobs: number;
  @ApiProperty({ type: [EnvVarDto] }) env: EnvVarDto[];
  @ApiProperty({ type: [EnvSchemaDto] }) env_schema: EnvSchemaDto[];
  @ApiProperty({ type: [PortDto] }) ports: PortDto[];
  @ApiProperty({ type: [VolumeMountDto] }) volume_mounts: VolumeMountDto[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { 'nvidia.com/gpu.product': 'NVIDIA-A10G' },
  })
  node_selector: Record<string, string>;
  @ApiProperty({ type: [String], example: ['public'] }) required_network_types: string[];
  @ApiProperty({ type: [String], example: ['llm', 'inference'] }) tags: string[];
  @ApiProperty({ example: true }) is_public: boolean;
  @ApiProperty({ example: true }) is_featured: boolean;
  @ApiProperty({ enum: ['free', 'pro', 'enterprise'], example: 'free' }) min_tier: string;
  @ApiProperty({ type: DeprecationDto, nullable: true, description: 'Deprecated templates stay listed and say so.' })
  deprecated: DeprecationDto | null;
  @ApiProperty({ example: 1284, description: 'Fetches by slug with an instance key.' }) download_count: number;
  @ApiProperty({
    example: '# vLLM\n\nServes Llama 3.1 8B Instruct on port 8000; call `/v1/chat/completions`.',
    description: 'Markdown.',
  })
  documentation: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) updated_at: string;
}

export class CategoryFacetDto {
  @ApiProperty({ example: 'llm-inference' }) slug: string;
  @ApiProperty({ example: 'LLM inference' }) name: string;
  @ApiProperty({ example: 12 }) count: number;
}

export class TagFacetDto {
  @ApiProperty({ example: 'stable-diffusion', description: 'Normalised: lowercase, spaces and `_` as `-`.' })
  tag: string;
  @ApiProperty({ example: 4 }) count: number;
}

export class KindFacetDto {
  @ApiProperty({ example: 'inference' }) kind: string;
  @ApiProperty({ example: 30 }) count: number;
}

export class GpuFacetDto {
  @ApiProperty({ enum: GPU_NEEDS, example: '1', description: 'GPUs a template needs (gpu_count).' })
  value: string;
  @ApiProperty({ example: 7 }) count: number;
}

/** Each facet counted over the templates that match the search and every filter but its own. */
export class FacetsDto {
  @ApiPropertyOptional({ type: [CategoryFacetDto], description: 'Most templates first.' })
  category?: CategoryFacetDto[];
  @ApiPropertyOptional({ type: [TagFacetDto], description: 'The 20 most used tags, most templates first.' })
  tags?: TagFacetDto[];
  @ApiPropertyOptional({ type: [KindFacetDto] }) kind?: KindFacetDto[];
  @ApiPropertyOptional({ type: [GpuFacetDto], description: 'Always the three values `none`, `1`, `2+`.' })
  gpu?: GpuFacetDto[];
}

export class TemplateListResponseDto {
  @ApiProperty({ type: [CatalogTemplateDto] }) templates: CatalogTemplateDto[];
  @ApiProperty() pagination: PaginationDto;
  @ApiPropertyOptional({
    example: 'stable diffusion',
    description:
      'The search with its typos corrected (names and tags the caller can see), when a correction was applied ' +
      'and the answer is not empty.',
  })
  did_you_mean?: string;
  @ApiPropertyOptional({ type: FacetsDto, description: 'Only when `facets` was asked.' })
  facets?: FacetsDto;
}

export class RemovedTemplateDto {
  @ApiProperty({ format: 'uuid', example: '9e8d7c6b-5a49-4382-b716-0f1e2d3c4b5a' }) id: string;
  @ApiProperty({ example: 'vllm-nightly-canary' }) slug: string;
}

/** A template of the incremental sync: with its signatures for callers other than anonymous ones. */
export class SyncTemplateDto extends CatalogTemplateDto {
  @ApiPropertyOptional({
    type: EnvelopeDto,
    nullable: true,
    description:
      'Instance keys and signed-in callers only: the current revision’s DSSE envelope (docs/signing.md), its ' +
      'publisher’s or, for a console-made template, the hub’s own (`hub_signed`); null: unsigned (yet: the hub ' +
      'signs console-made revisions when it next builds a snapshot, and the template then comes again in this feed). ' +
      'Its `envelopeDigest` is what the scope’s snapshot (`GET /api/v1/catalog/trust/snapshot`) lists.',
  })
  signature?: EnvelopeDto | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'acme',
    description: 'With `signature`: the trust root’s name for the publisher who signed it; null when the hub did.',
  })
  publisher?: string | null;
  @ApiPropertyOptional({
    example: false,
    description: 'With `signature`: signed by the hub’s online key (the root’s `hub` role), not by a publisher.',
  })
  hub_signed?: boolean;
  @ApiPropertyOptional({
    type: [EnvelopeDto],
    description:
      'With `signature`: the signed withdrawal envelopes in force for the template (yanks of a revision still ' +
      'yanked, the rollback that made the current revision), oldest first; their digests are the snapshot’s ' +
      '`withdrawals`.',
  })
  withdrawals?: EnvelopeDto[];
}

export class UpdatesResponseDto {
  @ApiProperty({ type: [SyncTemplateDto], description: 'Changed since `since`, oldest first; upsert them.' })
  templates: SyncTemplateDto[];
  @ApiProperty({
    type: [RemovedTemplateDto],
    description: 'Deleted, or no longer visible to this caller, since `since`; delete them.',
  })
  removed: RemovedTemplateDto[];
  @ApiProperty({
    format: 'date-time',
    example: '2026-03-14T09:26:53.000Z',
    description: 'Pass as `since` in the next request.',
  })
  checked_at: string;
}

export class CatalogCategoryDto {
  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' }) id: string;
  @ApiProperty({ example: 'LLM Inference' }) name: string;
  @ApiProperty({ example: 'llm-inference' }) slug: string;
  @ApiProperty({ example: 'OpenAI-compatible servers and runtimes for serving large language models.' })
  description: string;
  @ApiProperty({ example: 'cpu' }) icon: string;
  @ApiProperty({ example: 10 }) sort_order: number;
  @ApiProperty({ example: false }) is_private: boolean;
  @ApiProperty({ example: 8, description: 'Templates in this category the caller can see.' }) template_count: number;
}

export class CategoryListResponseDto {
  @ApiProperty({ type: [CatalogCategoryDto] }) categories: CatalogCategoryDto[];
}

export class WithdrawalDto {
  @ApiProperty({
    enum: ['yank', 'rollback'],
    example: 'yank',
    description: 'yank of this revision, or rollback to it.',
  })
  action: string;
  @ApiProperty({ example: 'Crashes on start with CUDA 12.2 drivers.' }) reason: string;
  @ApiProperty({
    type: EnvelopeDto,
    nullable: true,
    description: 'The publisher’s withdrawal envelope as accepted (docs/signing.md); null when the hub acted alone.',
  })
  signature: EnvelopeDto | null;
  @ApiProperty({ type: String, nullable: true, example: 'acme' }) publisher: string | null;
  @ApiProperty({
    example: false,
    description: 'The hub acted without its publisher’s signature: a fleet shows it and does not act on it.',
  })
  hub_only: boolean;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) at: string;
}

export class YankDto {
  @ApiProperty({ example: 'Crashes on start with CUDA 12.2 drivers.' }) reason: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) at: string;
}

export class ReleaseChangeDto {
  @ApiProperty({ enum: ['added', 'changed', 'deprecated', 'removed', 'fixed', 'security'], example: 'fixed' })
  kind: string;
  @ApiProperty({ example: 'Model cache survives restarts.' }) description: string;
}

/** The signature fields of a revision, as the versions route and a single revision both document them. */
const REVISION_SIGNATURE: ApiPropertyOptions = {
  type: EnvelopeDto,
  nullable: true,
  description:
    'The DSSE envelope its publisher signed (docs/signing.md: a `hub-catalog/revision` statement of this ' +
    'revision’s deployable fields), exactly as the hub accepted it, or, with `publisher` null, the hub’s own ' +
    'signature of a console-made revision (its online key, the root’s `hub` role); null: unsigned. Verify it ' +
    'yourself against the trust root (`GET /api/v1/catalog/trust/root`): the hub checked a publisher’s but cannot ' +
    'make one.',
};
const REVISION_PUBLISHER: ApiPropertyOptions = {
  type: String,
  nullable: true,
  example: 'acme',
  description: 'The trust root’s name for the publisher whose keys signed `signature`, as the hub checked it.',
};
const REVISION_WITHDRAWALS: ApiPropertyOptions = {
  type: [WithdrawalDto],
  description:
    'Yanks of this revision and rollbacks to it on a publisher-managed (or publisher-signed) template, oldest first.',
};

export class TemplateVersionDto {
  @ApiProperty({ example: 3 }) revision: number;
  @ApiProperty({ example: '0.6.3' }) version: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) published_at: string;
  @ApiProperty({ example: 'vllm/vllm-openai:v0.6.3' }) image_ref: string;
  @ApiProperty({ type: String, nullable: true, example: null }) image_digest: string | null;
  @ApiProperty({ type: [ReleaseChangeDto] }) changes: ReleaseChangeDto[];
  @ApiProperty({ example: false }) contains_security_updates: boolean;
  @ApiProperty({ example: false, description: 'Deployable fields changed but `version` did not.' })
  version_reused: boolean;
  @ApiProperty({ type: YankDto, nullable: true }) yanked: YankDto | null;
  @ApiProperty(REVISION_SIGNATURE) signature: EnvelopeDto | null;
  @ApiProperty(REVISION_PUBLISHER) publisher: string | null;
  @ApiProperty(REVISION_WITHDRAWALS) withdrawals: WithdrawalDto[];
}

export class TemplateVersionListResponseDto {
  @ApiProperty({ type: [TemplateVersionDto], description: 'Newest first.' }) versions: TemplateVersionDto[];
  @ApiProperty() pagination: PaginationDto;
}

export class VersionListQueryDto {
  @ApiPropertyOptional({ description: 'Page number, integer ≥ 1.', default: 1 })
  @IsOptional()
  @IsString()
  page?: string;

  @ApiPropertyOptional({ description: 'Page size, integer ≥ 1; values over 100 are clamped to 100.', default: 50 })
  @IsOptional()
  @IsString()
  limit?: string;
}

export class TemplateRevisionDto extends CatalogTemplateDto {
  @ApiProperty({ type: YankDto, nullable: true, description: 'This revision was withdrawn (still readable).' })
  yanked: YankDto | null;
  @ApiProperty(REVISION_SIGNATURE) signature: EnvelopeDto | null;
  @ApiProperty(REVISION_PUBLISHER) publisher: string | null;
  @ApiProperty(REVISION_WITHDRAWALS) withdrawals: WithdrawalDto[];
}

export class ChangesQueryDto {
  @ApiProperty({ example: '1', description: 'The revision the caller runs (integer ≥ 1).' })
  @IsString()
  from: string;

  @ApiPropertyOptional({ example: '3', description: 'Defaults to the latest revision.' })
  @IsOptional()
  @IsString()
  to?: string;
}

class FromToDto {
  @ApiProperty({ example: 'vllm/vllm-openai:v0.6.2' }) from: string;
  @ApiProperty({ example: 'vllm/vllm-openai:v0.6.3' }) to: string;
}
class ResourceChangeDto {
  @ApiProperty({
    enum: ['cpu_request', 'memory_request', 'gpu_count', 'vram_request', 'concurrent_jobs'],
    example: 'memory_request',
  })
  field: string;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'integer' }], example: '16Gi' }) from: string | number;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'integer' }], example: '24Gi' }) to: string | number;
}
class EnvSchemaDiffDto {
  @ApiProperty({ type: [String], example: ['HF_TOKEN'] }) added: string[];
  @ApiProperty({ type: [String], example: [] }) removed: string[];
  @ApiProperty({ type: [String], example: ['HF_TOKEN'], description: 'Required now, not required (or absent) before.' })
  newly_required: string[];
}
class PortsDiffDto {
  @ApiProperty({ type: [PortDto] }) added: PortDto[];
  @ApiProperty({ type: [PortDto] }) removed: PortDto[];
}
class VolumeMountsDiffDto {
  @ApiProperty({ type: [VolumeMountDto] }) added: VolumeMountDto[];
  @ApiProperty({ type: [VolumeMountDto] }) removed: VolumeMountDto[];
}
export class SnapshotDiffDto {
  @ApiProperty({ type: FromToDto, nullable: true }) image_ref: FromToDto | null;
  @ApiProperty({ type: [ResourceChangeDto] }) resources: ResourceChangeDto[];
  @ApiProperty({ type: EnvSchemaDiffDto }) env_schema: EnvSchemaDiffDto;
  @ApiProperty({ type: PortsDiffDto }) ports: PortsDiffDto;
  @ApiProperty({ type: VolumeMountsDiffDto }) volume_mounts: VolumeMountsDiffDto;
}
class YankedRevisionDto extends YankDto {
  @ApiProperty({ example: 2 }) revision: number;
}

export class TemplateChangesResponseDto {
  @ApiProperty({ example: 1 }) from: number;
  @ApiProperty({ example: 3 }) to: number;
  @ApiProperty({ type: [TemplateVersionDto], description: 'The revisions in (from, to], oldest first.' })
  revisions: TemplateVersionDto[];
  @ApiProperty({ example: true, description: 'Any revision in the range contains security updates.' })
  contains_security_updates: boolean;
  @ApiProperty({ type: [YankedRevisionDto], description: 'Yanked revisions in the range.' })
  yanked: YankedRevisionDto[];
  @ApiProperty({ type: SnapshotDiffDto, description: 'From the `from` snapshot to the `to` snapshot.' })
  diff: SnapshotDiffDto;
}
