import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PaginationDto } from '#lib/common';
import { CatalogTemplateDto } from '../../../catalog/dto/catalog.dto.js';
import { EnvelopeDto } from '../../../trust/dto/trust.dto.js';

class AdminTolerationDto {
  @ApiPropertyOptional({ example: 'nvidia.com/gpu' }) key?: string;
  @ApiPropertyOptional({ example: 'Exists' }) operator?: string;
  @ApiPropertyOptional({ example: '' }) value?: string;
  @ApiPropertyOptional({ example: 'NoSchedule' }) effect?: string;
  @ApiPropertyOptional({ example: 300 }) tolerationSeconds?: number;
}

/** An admin read of a template: the catalog fields (CatalogTemplateDto) and the admin-only ones; no credentials. */
export class AdminTemplateDto extends CatalogTemplateDto {
  @ApiProperty({ type: String, nullable: true, example: 'registry.example.com' }) registry_url: string | null;
  @ApiProperty({ example: true, description: 'Whether registry credentials are stored (they are never returned).' })
  registry_credentials_set: boolean;
  @ApiProperty({ type: [String], example: ['hf-token'] }) secret_refs: string[];
  @ApiProperty({ type: [String], example: ['python3', '-m', 'vllm.entrypoints.openai.api_server'] }) command: string[];
  @ApiProperty({ type: [AdminTolerationDto] }) tolerations: AdminTolerationDto[];
  @ApiProperty({ type: String, nullable: true, example: 'https://cdn.example.com/icons/vllm.svg' }) icon_url:
    string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null }) owner_org_id: string | null;
  @ApiProperty({
    example: 'console',
    description:
      'Who manages it: `console` (made in the console or the admin API, or by a catalog document without a ' +
      'source) or a source’s name (a catalog document’s `source`, an import’s collection). Another manager’s ' +
      'catalog apply leaves it alone unless it takes it over (docs/catalog-as-code.md).',
  })
  manager: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description:
      'The publisher managing it (its trust root name; docs/signing.md), or null. A publisher-managed template ' +
      'changes what fleets deploy only through an apply its publisher signed: other writes that would publish a ' +
      'revision (this API, the console, an unsigned or other publisher’s apply) → 409 `publisher_managed`.',
  })
  publisher: string | null;
  @ApiProperty({
    type: EnvelopeDto,
    nullable: true,
    description: 'The current revision’s publisher envelope, as accepted; null: unsigned.',
  })
  signature: EnvelopeDto | null;
  @ApiProperty({ format: 'date-time', example: '2026-01-01T09:00:00.000Z' }) created_at: string;
}

export class AdminTemplateResponseDto {
  @ApiProperty({ type: AdminTemplateDto }) template: AdminTemplateDto;
}

export class AdminTemplateListResponseDto {
  @ApiProperty({ type: [AdminTemplateDto] }) templates: AdminTemplateDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
