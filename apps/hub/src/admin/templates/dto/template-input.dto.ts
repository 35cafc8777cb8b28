import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNotIn,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CHANGE_KINDS, TIERS } from '#lib/domain';
import { IMAGE_DIGEST_RE } from '../../../catalog/revisions.js';
import { Nullable, Optional } from '../../validation.js';
import {
  ENV_NAME_RE,
  IMAGE_NAME_RE,
  IMAGE_TAG_RE,
  IsLabelMap,
  KIND_RE,
  LABEL_KEY_RE,
  NETWORK_TYPE_RE,
  QUANTITY_MAX,
  QUANTITY_MESSAGE,
  QUANTITY_OR_EMPTY,
  REGISTRY_URL_RE,
  RESERVED_SLUG_MESSAGE,
  RESERVED_TEMPLATE_SLUGS,
  SECRET_REF_RE,
  TAG_RE,
  TEMPLATE_SLUG_RE,
  VOLUME_NAME_RE,
} from '../template.rules.js';

export class EnvVarInputDto {
  @ApiProperty({ example: 'MODEL_ID', pattern: ENV_NAME_RE.source })
  @IsString()
  @MaxLength(256)
  @Matches(ENV_NAME_RE, { message: 'name must be an environment variable name ([A-Za-z_][A-Za-z0-9_]*)' })
  name: string;

  @ApiProperty({ example: 'meta-llama/Llama-3.1-8B-Instruct', maxLength: 32768 })
  @IsString()
  @MaxLength(32768)
  value: string;
}

export class EnvSchemaInputDto {
  @ApiProperty({ example: 'HF_TOKEN', pattern: ENV_NAME_RE.source })
  @IsString()
  @MaxLength(256)
  @Matches(ENV_NAME_RE, { message: 'name must be an environment variable name ([A-Za-z_][A-Za-z0-9_]*)' })
  name: string;

  @ApiPropertyOptional({ example: true, default: false })
  @Optional()
  @IsBoolean()
  required?: boolean;

  @ApiPropertyOptional({ example: '', default: '' })
  @Optional()
  @IsString()
  @MaxLength(32768)
  default_value?: string;

  @ApiPropertyOptional({ example: 'Hugging Face access token for gated models', default: '' })
  @Optional()
  @IsString()
  @MaxLength(2000)
  description?: string;
}

export class PortInputDto {
  @ApiProperty({ example: 8000, minimum: 1, maximum: 65535 })
  @IsInt()
  @Min(1)
  @Max(65535)
  containerPort: number;

  @ApiPropertyOptional({ enum: ['TCP', 'UDP', 'SCTP'], default: 'TCP', example: 'TCP' })
  @Optional()
  @IsIn(['TCP', 'UDP', 'SCTP'])
  protocol?: 'TCP' | 'UDP' | 'SCTP';
}

export class VolumeMountInputDto {
  @ApiProperty({ example: 'model-cache', pattern: VOLUME_NAME_RE.source })
  @IsString()
  @Matches(VOLUME_NAME_RE, { message: 'name must be a DNS label (lowercase letters, digits, inner hyphens; ≤ 63)' })
  name: string;

  @ApiProperty({ example: '/root/.cache/huggingface', description: 'An absolute path.' })
  @IsString()
  @MaxLength(1024)
  @Matches(/^\/[^\0]*$/, { message: 'mountPath must be an absolute path' })
  mountPath: string;
}

export class ReleaseChangeInputDto {
  @ApiProperty({ enum: CHANGE_KINDS, example: 'fixed' })
  @IsIn(CHANGE_KINDS)
  kind: (typeof CHANGE_KINDS)[number];

  @ApiProperty({ example: 'Model cache survives restarts.', maxLength: 1000 })
  @IsString()
  @MaxLength(1000)
  @Matches(/\S/, { message: 'description must not be blank' })
  description: string;
}

export class DeprecationInputDto {
  @ApiProperty({ example: 'Superseded by the vLLM 0.7 template.', maxLength: 1000 })
  @IsString()
  @MaxLength(1000)
  @Matches(/\S/, { message: 'reason must not be blank' })
  reason: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'vllm-0-7', pattern: TEMPLATE_SLUG_RE.source })
  @Nullable()
  @IsString()
  @Matches(TEMPLATE_SLUG_RE, { message: 'replacement_slug must be a template slug' })
  replacement_slug?: string | null;
}

export class TolerationInputDto {
  @ApiPropertyOptional({
    example: 'nvidia.com/gpu',
    description: 'A label key; empty or absent with operator Exists matches every key.',
  })
  @Optional()
  @IsString()
  @Matches(new RegExp(`^$|${LABEL_KEY_RE.source}`), { message: 'key must be a Kubernetes label key' })
  key?: string;

  @ApiPropertyOptional({ enum: ['Equal', 'Exists'], default: 'Equal', example: 'Exists' })
  @Optional()
  @IsIn(['Equal', 'Exists'])
  operator?: 'Equal' | 'Exists';

  @ApiPropertyOptional({ example: '', description: 'Must be empty when operator is Exists.' })
  @Optional()
  @IsString()
  @MaxLength(63)
  value?: string;

  @ApiPropertyOptional({ enum: ['', 'NoSchedule', 'PreferNoSchedule', 'NoExecute'], example: 'NoSchedule' })
  @Optional()
  @IsIn(['', 'NoSchedule', 'PreferNoSchedule', 'NoExecute'])
  effect?: string;

  @ApiPropertyOptional({ example: 300, description: 'Only with effect NoExecute.' })
  @Optional()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  tolerationSeconds?: number;
}

export class RegistryCredentialsDto {
  @ApiProperty({ example: 'robot$catalog' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(512)
  username: string;

  @ApiProperty({ example: 's3cr3t-t0ken', description: 'Write-only: encrypted at rest, never returned.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(8192)
  password: string;
}

/** Every writable template field except the four required on create (spec §2.1 field groups). */
export class TemplateFieldsDto {
  // Basic
  @ApiPropertyOptional({ example: 'Serves a Llama 3.1 model behind an OpenAI-compatible API.', maxLength: 10000 })
  @Optional()
  @IsString()
  @MaxLength(10000)
  description?: string;

  @ApiPropertyOptional({ example: '0.6.3', maxLength: 100 })
  @Optional()
  @IsString()
  @MaxLength(100)
  version?: string;

  @ApiPropertyOptional({ example: 'app', default: 'app', pattern: KIND_RE.source })
  @Optional()
  @IsString()
  @Matches(KIND_RE, { message: 'kind must match ^[a-z][a-z0-9-]{0,31}$' })
  kind?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    type: String,
    example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809',
    description: 'The owning organization: it always sees the template. null = no owner.',
  })
  @Nullable()
  @IsUUID('all')
  owner_org_id?: string | null;

  // Image
  @ApiPropertyOptional({ example: 'v0.6.3', default: 'latest', pattern: IMAGE_TAG_RE.source })
  @Optional()
  @IsString()
  @Matches(IMAGE_TAG_RE, { message: 'image_tag must be a Docker tag' })
  image_tag?: string;

  @ApiPropertyOptional({
    example: 'registry.example.com',
    nullable: true,
    type: String,
    description: 'null clears it.',
  })
  @Nullable()
  @IsString()
  @MaxLength(500)
  @Matches(REGISTRY_URL_RE, { message: 'registry_url must be a registry host[:port][/path] or an http(s) URL' })
  registry_url?: string | null;

  @ApiPropertyOptional({
    type: RegistryCredentialsDto,
    nullable: true,
    description: 'Write-only (AES-256-GCM at rest). Reads show `registry_credentials_set`. null clears them.',
  })
  @Nullable()
  @IsObject()
  @ValidateNested()
  @Type(() => RegistryCredentialsDto)
  registry_credentials?: RegistryCredentialsDto | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: `sha256:${'4f'.repeat(32)}`,
    pattern: IMAGE_DIGEST_RE.source,
    description: 'The image manifest digest; null clears it. Required to publish with HUB_REQUIRE_IMAGE_DIGEST=true.',
  })
  @Nullable()
  @IsString()
  @Matches(IMAGE_DIGEST_RE, { message: 'image_digest must be sha256: followed by 64 lowercase hex digits' })
  image_digest?: string | null;

  // Resources
  @ApiPropertyOptional({ example: '4', maxLength: QUANTITY_MAX, description: `Kubernetes quantity; '' = none.` })
  @Optional()
  @IsString()
  @MaxLength(QUANTITY_MAX)
  @Matches(QUANTITY_OR_EMPTY, { message: `cpu_request ${QUANTITY_MESSAGE}` })
  cpu_request?: string;

  @ApiPropertyOptional({ example: '16Gi', maxLength: QUANTITY_MAX, description: `Kubernetes quantity; '' = none.` })
  @Optional()
  @IsString()
  @MaxLength(QUANTITY_MAX)
  @Matches(QUANTITY_OR_EMPTY, { message: `memory_request ${QUANTITY_MESSAGE}` })
  memory_request?: string;

  @ApiPropertyOptional({ example: 1, minimum: 0, maximum: 64, default: 0 })
  @Optional()
  @IsInt()
  @Min(0)
  @Max(64)
  gpu_count?: number;

  @ApiPropertyOptional({ example: '24Gi', maxLength: QUANTITY_MAX, description: `Kubernetes quantity; '' = none.` })
  @Optional()
  @IsString()
  @MaxLength(QUANTITY_MAX)
  @Matches(QUANTITY_OR_EMPTY, { message: `vram_request ${QUANTITY_MESSAGE}` })
  vram_request?: string;

  @ApiPropertyOptional({ example: 4, minimum: 1, maximum: 10000, default: 1 })
  @Optional()
  @IsInt()
  @Min(1)
  @Max(10000)
  concurrent_jobs?: number;

  // Config
  @ApiPropertyOptional({
    type: [EnvVarInputDto],
    example: [{ name: 'MODEL_ID', value: 'meta-llama/Llama-3.1-8B-Instruct' }],
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => EnvVarInputDto)
  env?: EnvVarInputDto[];

  @ApiPropertyOptional({
    type: [EnvSchemaInputDto],
    example: [{ name: 'HF_TOKEN', required: true, default_value: '', description: 'Hugging Face token' }],
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => EnvSchemaInputDto)
  env_schema?: EnvSchemaInputDto[];

  @ApiPropertyOptional({
    type: [String],
    example: ['hf-token'],
    description: 'Names of secrets the instance provides.',
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @Matches(SECRET_REF_RE, {
    each: true,
    message: 'each secret_refs entry must be a secret name ([A-Za-z0-9_.-], ≤ 253)',
  })
  secret_refs?: string[];

  @ApiPropertyOptional({ type: [String], example: ['python3', '-m', 'vllm.entrypoints.openai.api_server'] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(4096, { each: true })
  command?: string[];

  @ApiPropertyOptional({ type: [PortInputDto], example: [{ containerPort: 8000, protocol: 'TCP' }] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => PortInputDto)
  ports?: PortInputDto[];

  // Scheduling
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { 'nvidia.com/gpu.product': 'NVIDIA-A10G' },
    description: 'Kubernetes label keys to label values.',
  })
  @Optional()
  @IsLabelMap()
  node_selector?: Record<string, string>;

  @ApiPropertyOptional({
    type: [TolerationInputDto],
    example: [{ key: 'nvidia.com/gpu', operator: 'Exists', effect: 'NoSchedule' }],
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => TolerationInputDto)
  tolerations?: TolerationInputDto[];

  @ApiPropertyOptional({
    type: [VolumeMountInputDto],
    example: [{ name: 'model-cache', mountPath: '/root/.cache/huggingface' }],
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => VolumeMountInputDto)
  volume_mounts?: VolumeMountInputDto[];

  // Network
  @ApiPropertyOptional({ type: [String], example: ['public', 'mesh'] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Matches(NETWORK_TYPE_RE, {
    each: true,
    message: 'each required_network_types entry must match ^[a-z][a-z0-9-]{0,31}$',
  })
  required_network_types?: string[];

  // Catalog
  @ApiPropertyOptional({ example: true, default: true })
  @Optional()
  @IsBoolean()
  is_public?: boolean;

  @ApiPropertyOptional({ example: false, default: false })
  @Optional()
  @IsBoolean()
  is_featured?: boolean;

  @ApiPropertyOptional({ enum: TIERS, default: 'free', example: 'pro', description: 'Informational.' })
  @Optional()
  @IsIn(TIERS)
  min_tier?: (typeof TIERS)[number];

  @ApiPropertyOptional({
    type: [String],
    example: ['llm', 'inference'],
    description: 'Stored lowercase, duplicates dropped.',
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @Matches(TAG_RE, {
    each: true,
    message: 'each tag must be 1–50 letters, digits, spaces or +#._- (starting with a letter or digit)',
  })
  tags?: string[];

  @ApiPropertyOptional({
    example: 'https://cdn.example.com/icons/vllm.svg',
    nullable: true,
    type: String,
    description: 'An http(s) URL; null clears it.',
  })
  @Nullable()
  @IsString()
  @MaxLength(2048)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'icon_url must be an http(s) URL' },
  )
  icon_url?: string | null;

  @ApiPropertyOptional({
    type: DeprecationInputDto,
    nullable: true,
    description: 'A catalog field: deprecated templates stay listed and say so. null clears it.',
  })
  @Nullable()
  @IsObject()
  @ValidateNested()
  @Type(() => DeprecationInputDto)
  deprecated?: DeprecationInputDto | null;

  // Release notes (not stored on the template: on the revision this write publishes)
  @ApiPropertyOptional({
    type: [ReleaseChangeInputDto],
    maxItems: 50,
    description: 'Release notes of the revision this write publishes; on a write that publishes none → 400.',
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ReleaseChangeInputDto)
  changes?: ReleaseChangeInputDto[];

  @ApiPropertyOptional({
    example: false,
    description: 'Also true when any change has kind `security`. On a write that publishes no revision → 400.',
  })
  @Optional()
  @IsBoolean()
  contains_security_updates?: boolean;

  @ApiPropertyOptional({
    example: '# vLLM\n\nStart it, then call `/v1/chat/completions`.',
    description: 'Markdown.',
    maxLength: 100000,
  })
  @Optional()
  @IsString()
  @MaxLength(100000)
  documentation?: string;
}

export class TemplateCreateDto extends TemplateFieldsDto {
  @ApiProperty({ example: 'vLLM (Llama 3.1 8B)', maxLength: 200 })
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'name must not be blank' })
  name: string;

  @ApiProperty({
    example: 'vllm-llama-3-1-8b',
    pattern: TEMPLATE_SLUG_RE.source,
    description: 'Unique; a taken slug → 409. `updates` is reserved (400).',
  })
  @IsString()
  @Matches(TEMPLATE_SLUG_RE, { message: 'slug must be lowercase letters, digits and inner hyphens (1–64)' })
  @IsNotIn(RESERVED_TEMPLATE_SLUGS, { message: RESERVED_SLUG_MESSAGE })
  slug: string;

  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' })
  @IsUUID('all')
  category_id: string;

  @ApiProperty({ example: 'vllm/vllm-openai', pattern: IMAGE_NAME_RE.source })
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_NAME_RE, { message: 'image_name must be a Docker image name' })
  image_name: string;
}

/** Partial update: fields not sent keep their values (docs/api-decisions.md). */
export class TemplateUpdateDto extends TemplateFieldsDto {
  @ApiProperty({
    format: 'uuid',
    example: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9',
    description: 'The template to update.',
  })
  @IsUUID('all')
  id: string;

  @ApiPropertyOptional({ example: 'vLLM (Llama 3.1 8B)', maxLength: 200 })
  @Optional()
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'name must not be blank' })
  name?: string;

  @ApiPropertyOptional({
    example: 'vllm-llama-3-1-8b',
    pattern: TEMPLATE_SLUG_RE.source,
    description: 'Unique; a taken slug → 409. `updates` is reserved (400).',
  })
  @Optional()
  @IsString()
  @Matches(TEMPLATE_SLUG_RE, { message: 'slug must be lowercase letters, digits and inner hyphens (1–64)' })
  @IsNotIn(RESERVED_TEMPLATE_SLUGS, { message: RESERVED_SLUG_MESSAGE })
  slug?: string;

  @ApiPropertyOptional({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' })
  @Optional()
  @IsUUID('all')
  category_id?: string;

  @ApiPropertyOptional({ example: 'vllm/vllm-openai', pattern: IMAGE_NAME_RE.source })
  @Optional()
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_NAME_RE, { message: 'image_name must be a Docker image name' })
  image_name?: string;
}

export class TemplateIdOptionalDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9',
    description: 'May also be given as `?id=`.',
  })
  @IsOptional()
  @IsUUID('all')
  id?: string;
}

export class AdminTemplateListQueryDto {
  @ApiPropertyOptional({ example: '1', description: 'Page number, integer ≥ 1.', default: 1 })
  @IsOptional()
  @IsString()
  page?: string;

  @ApiPropertyOptional({
    example: '50',
    description: 'Page size, integer ≥ 1; over 100 is clamped to 100.',
    default: 50,
  })
  @IsOptional()
  @IsString()
  limit?: string;

  @ApiPropertyOptional({ example: 'llama', description: 'Case-insensitive substring of name, slug or description.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** The `signature` of a yank and of a rollback: the same envelope type, checked the same way. */
const WITHDRAWAL_SIGNATURE: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: true,
  example: { payloadType: 'application/vnd.hub-catalog.withdrawal+json', payload: 'eyJ0eXBlIjoi…', signatures: [] },
  description:
    'The publisher’s withdrawal envelope (docs/signing.md; `hub-catalog ACTION … --sign-with`), checked against ' +
    'the trust root and this request (action, slug, category, revision) and stored. Without one, the action on a ' +
    'publisher-managed template is recorded hub-only: fleets show it and do not act on it.',
};

export class TemplateYankDto {
  @ApiProperty({ format: 'uuid', example: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9' })
  @IsUUID('all')
  id: string;

  @ApiProperty({ example: 2, minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(1_000_000_000)
  revision: number;

  @ApiProperty({ example: 'Crashes on start with CUDA 12.2 drivers.', maxLength: 1000 })
  @IsString()
  @MaxLength(1000)
  @Matches(/\S/, { message: 'reason must not be blank' })
  reason: string;

  @ApiPropertyOptional(WITHDRAWAL_SIGNATURE)
  @Optional()
  @IsObject()
  signature?: Record<string, unknown>;
}

export class TemplateRollbackDto {
  @ApiProperty({ format: 'uuid', example: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9' })
  @IsUUID('all')
  id: string;

  @ApiProperty({ example: 1, minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(1_000_000_000)
  to_revision: number;

  @ApiProperty({ example: 'Revision 3 breaks the model cache.', maxLength: 1000 })
  @IsString()
  @MaxLength(1000)
  @Matches(/\S/, { message: 'reason must not be blank' })
  reason: string;

  @ApiPropertyOptional(WITHDRAWAL_SIGNATURE)
  @Optional()
  @IsObject()
  signature?: Record<string, unknown>;
}
