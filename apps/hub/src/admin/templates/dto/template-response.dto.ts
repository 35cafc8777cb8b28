import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PaginationDto } from '#lib/common';
import { TIERS } from '#lib/domain';
import { DeprecationDto } from '../../../catalog/dto/catalog.dto.js';

class AdminEnvVarDto {
  @ApiProperty({ example: 'MODEL_ID' }) name: string;
  @ApiProperty({ example: 'meta-llama/Llama-3.1-8B-Instruct' }) value: string;
}
class AdminEnvSchemaDto {
  @ApiProperty({ example: 'HF_TOKEN' }) name: string;
  @ApiProperty({ example: true }) required: boolean;
  @ApiProperty({ example: '' }) default_value: string;
  @ApiProperty({ example: 'Hugging Face token' }) description: string;
}
class AdminPortDto {
  @ApiProperty({ example: 8000 }) containerPort: number;
  @ApiProperty({ example: 'TCP' }) protocol: string;
}
class AdminVolumeMountDto {
  @ApiProperty({ example: 'model-cache' }) name: string;
  @ApiProperty({ example: '/root/.cache/huggingface' }) mountPath: string;
}
class AdminTolerationDto {
  @ApiPropertyOptional({ example: 'nvidia.com/gpu' }) key?: string;
  @ApiPropertyOptional({ example: 'Exists' }) operator?: string;
  @ApiPropertyOptional({ example: '' }) value?: string;
  @ApiPropertyOptional({ example: 'NoSchedule' }) effect?: string;
  @ApiPropertyOptional({ example: 300 }) tolerationSeconds?: number;
}

/** An admin read of a template: the catalog fields plus the admin-only ones; never the credentials. */
export class AdminTemplateDto {
  @ApiProperty({ format: 'uuid', example: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9' }) id: string;
  @ApiProperty({ example: 'vLLM (Llama 3.1 8B)' }) name: string;
  @ApiProperty({ example: 'vllm-llama-3-1-8b' }) slug: string;
  @ApiProperty({ example: 'Serves a Llama 3.1 model.' }) description: string;
  @ApiProperty({ example: '0.6.3' }) version: string;
  @ApiProperty({ example: 3 }) revision: number;
  @ApiProperty({ example: 'app' }) kind: string;
  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' }) category_id: string;
  @ApiProperty({ example: 'LLM Inference' }) category_name: string;
  @ApiProperty({ example: 'llm-inference' }) category_slug: string;
  @ApiProperty({ example: 'cpu' }) category_icon: string;
  @ApiProperty({ example: 'vllm/vllm-openai' }) image_name: string;
  @ApiProperty({ example: 'v0.6.3' }) image_tag: string;
  @ApiProperty({ type: String, nullable: true, example: null }) image_digest: string | null;
  @ApiProperty({ example: 'vllm/vllm-openai:v0.6.3' }) image_ref: string;
  @ApiProperty({ example: '4' }) cpu_request: string;
  @ApiProperty({ example: '16Gi' }) memory_request: string;
  @ApiProperty({ example: 1 }) gpu_count: number;
  @ApiProperty({ example: '24Gi' }) vram_request: string;
  @ApiProperty({ example: 4 }) concurrent_jobs: number;
  @ApiProperty({ type: [AdminEnvVarDto] }) env: AdminEnvVarDto[];
  @ApiProperty({ type: [AdminEnvSchemaDto] }) env_schema: AdminEnvSchemaDto[];
  @ApiProperty({ type: [AdminPortDto] }) ports: AdminPortDto[];
  @ApiProperty({ type: [AdminVolumeMountDto] }) volume_mounts: AdminVolumeMountDto[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { 'nvidia.com/gpu.product': 'NVIDIA-A10G' },
  })
  node_selector: Record<string, string>;
  @ApiProperty({ type: [String], example: ['public'] }) required_network_types: string[];
  @ApiProperty({ type: [String], example: ['llm', 'inference'] }) tags: string[];
  @ApiProperty({ example: true }) is_public: boolean;
  @ApiProperty({ example: false }) is_featured: boolean;
  @ApiProperty({ enum: TIERS, example: 'free' }) min_tier: string;
  @ApiProperty({ type: DeprecationDto, nullable: true }) deprecated: DeprecationDto | null;
  @ApiProperty({ example: 42 }) download_count: number;
  @ApiProperty({ example: '# vLLM' }) documentation: string;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' }) updated_at: string;
  @ApiProperty({ type: String, nullable: true, example: 'registry.example.com' }) registry_url: string | null;
  @ApiProperty({ example: true, description: 'Whether registry credentials are stored (they are never returned).' })
  registry_credentials_set: boolean;
  @ApiProperty({ type: [String], example: ['hf-token'] }) secret_refs: string[];
  @ApiProperty({ type: [String], example: ['python3', '-m', 'vllm.entrypoints.openai.api_server'] }) command: string[];
  @ApiProperty({ type: [AdminTolerationDto] }) tolerations: AdminTolerationDto[];
  @ApiProperty({ type: String, nullable: true, example: 'https://cdn.example.com/icons/vllm.svg' }) icon_url:
    string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null }) owner_org_id: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-01-01T09:00:00.000Z' }) created_at: string;
}

export class AdminTemplateResponseDto {
  @ApiProperty({ type: AdminTemplateDto }) template: AdminTemplateDto;
}

export class AdminTemplateListResponseDto {
  @ApiProperty({ type: [AdminTemplateDto] }) templates: AdminTemplateDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
