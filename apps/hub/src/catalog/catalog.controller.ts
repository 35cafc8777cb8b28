import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentCaller } from '../auth/authenticated.decorator.js';
import type { Caller } from '../auth/caller.js';
import { HubCache } from '../cache/hub-cache.js';
import { CatalogFastPath } from './catalog-fast-path.js';
import { CatalogService, type Cached } from './catalog.service.js';
import {
  CatalogTemplateDto,
  CategoryListResponseDto,
  TemplateListQueryDto,
  TemplateListResponseDto,
  UpdatesQueryDto,
  UpdatesResponseDto,
} from './dto/catalog.dto.js';
import { answerCatalog } from './http-cache.js';

const CATALOG_CALLERS = { accept: ['anonymous', 'instanceKey', 'jwt'] } as const;

@ApiTags('catalog')
@Controller('catalog')
@Authenticated({ accept: [...CATALOG_CALLERS.accept] })
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly cache: HubCache,
    private readonly fastPath: CatalogFastPath,
  ) {}

  /** Validators, 304 or the serialized body in the client's coding; a 200 is remembered for the fast path (CatalogFastPath). */
  private async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    caller: Caller,
    read: () => Promise<Cached<unknown>>,
  ): Promise<Buffer | undefined> {
    const generation = this.cache.begin();
    const result = await read();
    this.fastPath.remember(request, caller, generation, result);
    return answerCatalog(request, reply, caller, result);
  }

  @Get('templates')
  @ApiOperation({
    summary: 'List the templates the caller can see',
    description: 'Ordered by name (case-insensitive), then id.',
  })
  @ApiOkResponse({ type: TemplateListResponseDto })
  async list(
    @CurrentCaller() caller: Caller,
    @Query() query: TemplateListQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answer(request, reply, caller, () => this.catalog.list(caller, query));
  }

  @Get('templates/updates')
  @ApiOperation({
    summary: 'Incremental sync',
    description:
      'Templates changed since `since` (oldest first) and `removed`: templates deleted or no longer visible to the caller. ' +
      'Apply both and pass `checked_at` as the next `since`; a template may repeat (upsert).',
  })
  @ApiOkResponse({ type: UpdatesResponseDto })
  async updates(
    @CurrentCaller() caller: Caller,
    @Query() query: UpdatesQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answer(request, reply, caller, () => this.catalog.updates(caller, query.since));
  }

  @Get('templates/:slug')
  @ApiOperation({
    summary: 'Get one template by slug',
    description: '404 when missing or not visible. A fetch with an instance key adds one to download_count.',
  })
  @ApiOkResponse({ type: CatalogTemplateDto })
  async get(
    @CurrentCaller() caller: Caller,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // HEAD is served by this handler too; only a GET is a download.
    const countDownload = request.method === 'GET';
    return this.answer(request, reply, caller, () => this.catalog.get(caller, slug, { countDownload }));
  }

  @Get('categories')
  @ApiOperation({ summary: 'List the categories the caller can see, with its template counts' })
  @ApiOkResponse({ type: CategoryListResponseDto })
  async categories(
    @CurrentCaller() caller: Caller,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answer(request, reply, caller, () => this.catalog.categories(caller));
  }
}
