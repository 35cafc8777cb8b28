import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { Optional } from '../../../validation.js';
import { CatalogDocumentDto, CatalogTemplateEntryDto, SOURCE_RE } from '../../dto/catalog-document.dto.js';
import { IMPORT_FORMATS, type ImportFormat, type ImportStatus } from '../model.js';

export class CatalogImportQueryDto {
  @ApiProperty({ enum: IMPORT_FORMATS, example: 'portainer', description: 'The format of the body.' })
  @IsIn(IMPORT_FORMATS, { message: `format must be one of: ${IMPORT_FORMATS.join(', ')}` })
  format: ImportFormat;

  @ApiPropertyOptional({
    example: 'linuxserver',
    pattern: SOURCE_RE.source,
    description: 'The collection’s name: the manager of the templates it makes (default: the format).',
  })
  @Optional()
  @IsString()
  @Matches(SOURCE_RE, { message: 'source must be a source name (lowercase letters, digits, ., _, -)' })
  source?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: '`true`: a slug the hub holds under another manager maps onto that template instead of a new slug.',
  })
  @Optional()
  @IsIn(['true', 'false'])
  adopt?: 'true' | 'false';
}

/** A template of an imported document: a document entry with no registry credentials and no own source. */
export class ImportedCatalogTemplateDto extends OmitType(CatalogTemplateEntryDto, [
  'registry_credentials',
  'source',
] as const) {}

/** The document an import produces: hub-owned (no `owner_org_slug`), its `source` always named. */
export class ImportedCatalogDocumentDto extends OmitType(CatalogDocumentDto, [
  'owner_org_slug',
  'source',
  'templates',
] as const) {
  @ApiProperty({
    example: 'linuxserver',
    pattern: SOURCE_RE.source,
    description: 'The manager of the templates the document makes.',
  })
  source: string;

  @ApiProperty({ type: [ImportedCatalogTemplateDto] })
  templates: ImportedCatalogTemplateDto[];
}

export class CatalogImportReportEntryDto {
  @ApiProperty({ example: 3, description: 'Position of the entry in the source.' })
  index: number;

  @ApiProperty({ example: 'Nginx', description: 'Portainer title, CasaOS app folder or project name.' })
  source: string;

  @ApiProperty({ enum: ['mapped', 'partial', 'skipped'], example: 'partial' })
  status: ImportStatus;

  @ApiPropertyOptional({ example: 'nginx', description: 'The template produced (mapped, partial).' })
  slug?: string;

  @ApiPropertyOptional({ example: 'webserver' })
  category_slug?: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['privileged (privileged mode)'],
    description: 'Source fields whose meaning is not carried over, each with why (partial).',
  })
  dropped?: string[];

  @ApiPropertyOptional({
    type: [String],
    example: ['ports.0 (the host port)'],
    description: 'Host-side details and store presentation with no counterpart in a template.',
  })
  ignored?: string[];

  @ApiPropertyOptional({
    example: 'a Compose stack (type 3): a hub template runs one container',
    description: 'Why nothing was produced (skipped).',
  })
  reason?: string;

  @ApiPropertyOptional({ type: [String], example: ['slug nginx was taken; renamed nginx-2'] })
  notes?: string[];
}

export class CatalogImportCategoryDto {
  @ApiProperty({ example: 'database', description: 'The category as the source names it.' })
  source: string;

  @ApiProperty({ example: 'databases', description: 'The category of the document or of the hub.' })
  slug: string;

  @ApiProperty({ example: 'Databases' })
  name: string;

  @ApiProperty({ example: true, description: 'true: an existing category of the hub; false: a new one.' })
  existing: boolean;
}

export class CatalogImportResponseDto {
  @ApiProperty({ type: ImportedCatalogDocumentDto })
  document: ImportedCatalogDocumentDto;

  @ApiProperty({ example: 'linuxserver', description: 'The document’s source (its templates’ manager).' })
  source: string;

  @ApiProperty({ example: false, description: 'Whether slugs the hub holds were adopted rather than renamed.' })
  adopt: boolean;

  @ApiProperty({ type: [CatalogImportCategoryDto], description: 'How each source category was mapped.' })
  categories: CatalogImportCategoryDto[];

  @ApiProperty({ type: [CatalogImportReportEntryDto], description: 'One entry per source entry, in source order.' })
  report: CatalogImportReportEntryDto[];
}
