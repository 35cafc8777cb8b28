import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentCaller } from '../auth/authenticated.decorator.js';
import type { Caller } from '../auth/caller.js';
import { HubCache } from '../cache/hub-cache.js';
import { CatalogFastPath } from './catalog-fast-path.js';
import { CatalogService, type Cached } from './catalog.service.js';
import {
  CatalogTemplateDto,
  CategoryListResponseDto,
  ChangesQueryDto,
  TemplateChangesResponseDto,
  TemplateRevisionDto,
  TemplateVersionListResponseDto,
  VersionListQueryDto,
  TemplateListQueryDto,
  TemplateListResponseDto,
  UpdatesQueryDto,
  UpdatesResponseDto,
} from './dto/catalog.dto.js';
import { CatalogLongPoll } from './events/long-poll.js';
import { FitAnswerDto } from './fit/dto/fit.dto.js';
import { FitService } from './fit/fit.service.js';
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
    private readonly fit: FitService,
    private readonly longPoll: CatalogLongPoll,
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
    description:
      'Ordered by name (case-insensitive), then id; with `search`, by relevance (docs/search.md); `sort` chooses. ' +
      '`facets` adds counts per category, tag, kind and GPU need; `did_you_mean` comes with a typo-corrected ' +
      'search. With an instance key, `fits=true` keeps only the templates ' +
      'that fit its last reported inventory and `include=fit` adds `fit` (a FitAnswer) to each item.',
  })
  @ApiExtraModels(FitAnswerDto)
  @ApiOkResponse({ type: TemplateListResponseDto })
  async list(
    @CurrentCaller() caller: Caller,
    @Query() query: TemplateListQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (FitService.asked(query)) {
      // Per instance, not per organization: never remembered for the fast path.
      const result = await this.fit.list(caller, query);
      return answerCatalog(request, reply, caller, result);
    }
    return this.answer(request, reply, caller, () => this.catalog.list(caller, query));
  }

  @Get('templates/updates')
  @ApiOperation({
    summary: 'Incremental sync',
    description:
      'Templates changed since `since` (oldest first) and `removed`: templates deleted or no longer visible to the caller. ' +
      'Apply both and pass `checked_at` as the next `since`; a template may repeat (upsert). With `wait`, a long ' +
      'poll: the answer comes as soon as it holds something, or after `wait` seconds.',
  })
  @ApiOkResponse({ type: UpdatesResponseDto })
  async updates(
    @CurrentCaller() caller: Caller,
    @Query() query: UpdatesQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (query.wait !== undefined) {
      // A long poll: never remembered for the fast path (a remembered empty answer would end the next wait at once).
      const left = new AbortController();
      reply.raw.once('close', () => left.abort());
      const result = await this.longPoll.updates(caller, query.since, query.wait, left.signal);
      return answerCatalog(request, reply, caller, result);
    }
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

  @Get('templates/:slug/versions')
  @ApiOperation({
    summary: "List a template's published revisions",
    description:
      'Newest first, paged like the list. `yanked` is null or `{reason, at}`. 404 when the template is missing or ' +
      'not visible, exactly as for a fetch by slug.',
  })
  @ApiOkResponse({ type: TemplateVersionListResponseDto })
  async versions(
    @CurrentCaller() caller: Caller,
    @Param('slug') slug: string,
    @Query() query: VersionListQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answer(request, reply, caller, () => this.catalog.versions(caller, slug, query));
  }

  @Get('templates/:slug/versions/:revision')
  @ApiOperation({
    summary: 'Get one revision of a template',
    description:
      'The snapshot as a template object: the catalog fields as they are now, the deployable fields as published, ' +
      'and `yanked`. A yanked revision stays readable here. A fetch with an instance key adds one to download_count.',
  })
  @ApiOkResponse({ type: TemplateRevisionDto })
  async version(
    @CurrentCaller() caller: Caller,
    @Param('slug') slug: string,
    @Param('revision') revision: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const countDownload = request.method === 'GET';
    return this.answer(request, reply, caller, () => this.catalog.version(caller, slug, revision, { countDownload }));
  }

  @Get('templates/:slug/changes')
  @ApiOperation({
    summary: 'What changed between two revisions',
    description:
      'The revisions in (from, to] with their notes, `contains_security_updates` over the range, the yanked ones, ' +
      'and a `diff` of the two snapshots (image reference, resources, env_schema names added, removed and newly ' +
      'required, ports and volume mounts added and removed). `to` defaults to the latest revision.',
  })
  @ApiOkResponse({ type: TemplateChangesResponseDto })
  async changes(
    @CurrentCaller() caller: Caller,
    @Param('slug') slug: string,
    @Query() query: ChangesQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answer(request, reply, caller, () => this.catalog.changes(caller, slug, query));
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
