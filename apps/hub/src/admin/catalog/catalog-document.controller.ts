import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiPreconditionFailedResponse,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { stringify } from 'yaml';
import { Audited, Problems } from '#lib/common';
import { Authenticated, type AuthRule, CurrentCaller, LargeBody } from '../../auth/authenticated.decorator.js';
import type { UserCaller } from '../../auth/caller.js';
import { CATALOG_INPUT_LIMITS } from './catalog-document.js';
import { CatalogSchema } from './catalog-schema.js';
import { CatalogDocumentService } from './catalog-document.service.js';
import {
  CatalogApplyDto,
  CatalogDocumentDto,
  CatalogExportQueryDto,
  CatalogPlanDto,
  CatalogPlanQueryDto,
  CatalogTakeoverQueryDto,
  CatalogTakeoversDto,
} from './dto/catalog-document.dto.js';

const DOCUMENT_TYPES = ['application/json', 'application/yaml', 'text/yaml'];
const BODY = {
  type: CatalogDocumentDto,
  description: 'A catalog document, as JSON or YAML (at most 10 MB and 5,000 templates).',
};

/** Hub admins only; checked before a document's body is read (@LargeBody). */
export const CATALOG_ADMINS: AuthRule = { accept: ['jwt'], admin: true };

function options(query: CatalogPlanQueryDto) {
  return { prune: query.prune === 'true', force: query.force === 'true', takeOver: query.take_over === 'true' };
}

@ApiTags('admin')
@Controller('admin/catalog')
@Authenticated(CATALOG_ADMINS)
export class CatalogDocumentController {
  constructor(
    private readonly catalog: CatalogDocumentService,
    private readonly schema: CatalogSchema,
  ) {}

  @Get('schema')
  @ApiOperation({
    summary: 'The catalog document’s JSON Schema (draft 2020-12)',
    description: 'Generated from the admin DTOs; the same as apps/hub/catalog.schema.json. For editors and CI.',
  })
  @ApiProduces('application/schema+json')
  @ApiOkResponse({ description: 'The schema.', schema: { type: 'object' } })
  getSchema(@Res({ passthrough: true }) reply: FastifyReply): Record<string, unknown> {
    if (!this.schema.value) throw Problems.unavailable('The schema is not built yet; retry shortly.');
    void reply.header('content-type', 'application/schema+json; charset=utf-8');
    return this.schema.value;
  }

  @Post('plan')
  @HttpCode(200)
  @LargeBody(CATALOG_INPUT_LIMITS, CATALOG_ADMINS)
  @ApiOperation({
    summary: 'What applying a catalog document would do',
    description:
      'Per category and template: `create`, `update` (the fields that change, old and new), `unchanged`, or ' +
      '`delete` (only with `prune=true`, inside the document’s scope; a pruned template is deprecated unless ' +
      '`force=true`; only what the document’s own manager manages), `conflict` (a template another manager ' +
      'manages: apply leaves it unless `take_over=true`), and every refusal. Writes nothing. The `etag` (also the ETag header) is the state of the ' +
      'scope the plan was computed on: send it as If-Match to apply. A malformed document → 400 naming each entry ' +
      '(index and slug) and field.',
  })
  @ApiConsumes(...DOCUMENT_TYPES)
  @ApiBody(BODY)
  @ApiOkResponse({ type: CatalogPlanDto })
  async plan(
    @Body() body: unknown,
    @Query() query: CatalogPlanQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CatalogPlanDto> {
    const plan = await this.catalog.plan(body, options(query));
    void reply.header('etag', plan.etag);
    return plan;
  }

  @Post('apply')
  @Audited('catalog.apply')
  @HttpCode(200)
  @LargeBody(CATALOG_INPUT_LIMITS, CATALOG_ADMINS)
  @ApiOperation({
    summary: 'Apply a catalog document in one transaction',
    description:
      'The plan, carried out through the admin writes (revisions, release notes, digest and version rules, ' +
      'visibility tracking), all or nothing; a document with refusals → 400 and nothing is written. Applying the ' +
      'same document again writes nothing (`applied: false`). Conflicts (templates another manager manages) are ' +
      'left untouched unless `take_over=true`, which records each takeover. Other hub processes flush their caches once. ' +
      '`If-Match` with the plan’s etag → 412 when the catalog changed since.',
  })
  @ApiConsumes(...DOCUMENT_TYPES)
  @ApiBody(BODY)
  @ApiHeader({ name: 'If-Match', required: false, description: 'The etag of the reviewed plan.' })
  @ApiOkResponse({ type: CatalogApplyDto })
  @ApiPreconditionFailedResponse({
    description: 'The catalog changed since the plan whose etag was sent.',
    content: {
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/Problem' },
        example: {
          type: 'about:blank',
          title: 'Precondition Failed',
          status: 412,
          detail: 'The catalog changed since the plan (its etag is now "…"): plan again and review.',
          code: 'precondition_failed',
        },
      },
    },
  })
  async apply(
    @Body() body: unknown,
    @Query() query: CatalogPlanQueryDto,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentCaller() caller: UserCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CatalogApplyDto> {
    const result = await this.catalog.apply(body, options(query), ifMatch, caller.userId);
    void reply.header('etag', result.etag_after);
    return result;
  }

  @Get('takeovers')
  @ApiOperation({
    summary: 'Templates taken over from another manager',
    description:
      'Each takeover an apply with `take_over=true` made: the template, from and to which manager, who, when.',
  })
  @ApiOkResponse({ type: CatalogTakeoversDto })
  takeovers(@Query() query: CatalogTakeoverQueryDto): Promise<CatalogTakeoversDto> {
    return this.catalog.takeovers(query.slug);
  }

  @Get('export')
  @ApiOperation({
    summary: 'The catalog document of what is there',
    description:
      'Hub-owned templates (with all categories), or `owner_org_slug`’s templates (with the categories they use), ' +
      'in a stable order; a template whose manager is not `console` names it (`source`), or with `source=NAME` ' +
      'only that manager’s templates. Write-only fields (registry_credentials) are never exported. YAML with `format=yaml` or ' +
      'an Accept naming YAML.',
  })
  @ApiProduces('application/json', 'application/yaml')
  @ApiExtraModels(CatalogDocumentDto)
  @ApiOkResponse({
    description: 'The document.',
    content: {
      'application/json': { schema: { $ref: getSchemaPath(CatalogDocumentDto) } },
      'application/yaml': { schema: { type: 'string', description: 'The same document as YAML.' } },
    },
  })
  async export(
    @Query() query: CatalogExportQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    const document = await this.catalog.export(query.owner_org_slug, query.source);
    const yaml =
      query.format === 'yaml' ||
      (query.format === undefined && /\b(?:application|text)\/(?:x-)?yaml\b/.test(accept ?? ''));
    if (!yaml) return document;
    void reply.header('content-type', 'application/yaml; charset=utf-8');
    return stringify(document, { lineWidth: 0 });
  }
}
