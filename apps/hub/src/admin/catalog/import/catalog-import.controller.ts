import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Problems } from '#lib/common';
import { Authenticated, LargeBody } from '../../../auth/authenticated.decorator.js';
import { CATALOG_ADMINS } from '../catalog-document.controller.js';
import { CATALOG_INPUT_LIMITS } from '../catalog-document.js';
import { CatalogImportQueryDto, CatalogImportResponseDto } from './dto/import.dto.js';
import { CatalogImportService } from './catalog-import.service.js';

@ApiTags('admin')
@Controller('admin/catalog/import')
@Authenticated(CATALOG_ADMINS)
export class CatalogImportController {
  constructor(private readonly imports: CatalogImportService) {}

  @Post()
  @HttpCode(200)
  @LargeBody(CATALOG_INPUT_LIMITS, CATALOG_ADMINS)
  @ApiOperation({
    summary: 'Convert a Portainer or CasaOS catalog into a catalog document (nothing is written)',
    description:
      '`format=portainer`: an App Templates file, v1 (a bare array), v2 or v3, as JSON. `format=casaos`: one ' +
      "app's docker-compose.yml with `x-casaos` (YAML, sent as application/yaml, text/yaml or text/plain), or a " +
      'JSON object of app folder names to their compose text (a whole AppStore). The answer is the document and a ' +
      'report with one entry per source entry: `mapped`, `partial` (the dropped fields named) or `skipped` (why). ' +
      'The document names its `source` (the `source` parameter, default the format): the manager of what it ' +
      'makes, so a later import of the same collection updates them. A slug the hub holds under another manager ' +
      'is renamed (`-2`…, with a note) unless `adopt=true` (then the plan lists it as a conflict to take over). ' +
      'Categories map onto the hub’s of the same meaning (case, plural, punctuation), the others title-cased and ' +
      'ordered after them (`categories` shows the mapping). ' +
      'The document then goes through plan and apply. Up to 10 MiB (413 beyond) and 5,000 entries; input that ' +
      'cannot be read → 400 naming the entry and field (docs/catalog-import.md).',
  })
  @ApiConsumes('application/json', 'application/yaml', 'text/yaml', 'application/x-yaml', 'text/plain')
  @ApiBody({
    description: 'The source catalog.',
    schema: { oneOf: [{ type: 'array', items: { type: 'object' } }, { type: 'object' }, { type: 'string' }] },
  })
  @ApiOkResponse({ type: CatalogImportResponseDto })
  async convert(@Query() query: CatalogImportQueryDto, @Body() body: unknown): Promise<CatalogImportResponseDto> {
    if (body === undefined || body === null || body === '') {
      throw Problems.validation('A body is required: the catalog to convert.', [
        { field: 'body', message: 'body is required' },
      ]);
    }
    return this.imports.convert(query.format, body, { source: query.source, adopt: query.adopt === 'true' });
  }
}
