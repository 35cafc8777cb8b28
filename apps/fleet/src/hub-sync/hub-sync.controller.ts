import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, noteAudit, slugParam } from '#lib/common';
import { Authenticated, CurrentCaller } from '../auth/authenticated.decorator.js';
import type { Caller } from '../auth/caller.js';
import {
  MirrorListResponseDto,
  MirrorTemplateResponseDto,
  MirrorVersionListResponseDto,
  PinInputDto,
  SyncResultResponseDto,
  SyncStatusResponseDto,
  UpdatesListResponseDto,
} from './dto/hub-sync.dto.js';
import { CatalogQueryDto, CatalogResponseDto, ChangesQueryDto, TemplateChangesDto } from './dto/hub-catalog.dto.js';
import { HubCatalogService } from './hub-catalog.service.js';
import { HubSyncService } from './hub-sync.service.js';
import { HubTemplatesService } from './hub-templates.service.js';

@ApiTags('hub')
@Controller('hub')
@Authenticated()
export class HubSyncController {
  constructor(
    private readonly sync: HubSyncService,
    private readonly mirror: HubTemplatesService,
    private readonly catalog: HubCatalogService,
  ) {}

  @Post('sync')
  @Audited('hub.sync')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pull catalog changes from the hub now (also runs every FLEET_SYNC_INTERVAL_SECONDS)',
    description:
      '409 `hub_not_configured` without a hub URL and key; 502 `hub_unavailable` when the hub fails. One fleet ' +
      'process syncs at a time: while another process of the same database syncs, this call waits for it to ' +
      'finish (up to FLEET_SYNC_LOCK_WAIT_SECONDS, 20 s by default) and then syncs, or answers 409 ' +
      '`sync_in_progress` with Retry-After. A call while this process syncs gets that sync’s result.',
  })
  @ApiOkResponse({ type: SyncResultResponseDto })
  async run(): Promise<SyncResultResponseDto> {
    const sync = await this.sync.sync();
    noteAudit({ changes: { status: sync.status, upserted: sync.upserted, removed: sync.removed } });
    return { sync };
  }

  @Get('sync')
  @ApiOperation({
    summary: 'The state of the hub sync',
    description:
      '`trust`: signature verification (FLEET_TRUST_ROOT): the trusted root version, the kept snapshot, whether the ' +
      'catalog is frozen and since when, and the last refusal (a rollback, an expired or oversized answer).',
  })
  @ApiOkResponse({ type: SyncStatusResponseDto })
  async status(): Promise<SyncStatusResponseDto> {
    return { sync: await this.sync.status() };
  }

  @Get('templates')
  @ApiOperation({
    summary: 'The local mirror of the organization’s visible hub catalog',
    description:
      'A pinned template is answered as its pinned revision, with `pinned: {revision, at, by}` and `latest_revision`.',
  })
  @ApiOkResponse({ type: MirrorListResponseDto })
  async templates(): Promise<MirrorListResponseDto> {
    return { templates: await this.mirror.list() };
  }

  @Get('catalog')
  @ApiOperation({
    summary: 'The catalog as the hub ranks it, with each template’s fit for this cluster, its pin and its update',
    description:
      'Asks the hub (`GET /api/v1/catalog/templates` with `include=fit` and `facets=category,tags`, with the ' +
      'instance key) and answers its order, facets, `did_you_mean` and fit verdicts (`ranking: hub`), joined with ' +
      'the mirror’s pins and the updates they miss. When the hub is not configured or does not answer: ' +
      '`ranking: local`, a plain filter over the mirror by name, `fit: null`, `fits` not applied, and `hub_error`.',
  })
  @ApiOkResponse({ type: CatalogResponseDto })
  search(@Query() query: CatalogQueryDto): Promise<CatalogResponseDto> {
    return this.catalog.search(query);
  }

  @Get('updates')
  @ApiOperation({
    summary: 'Pinned templates with an update to take: a newer revision that is not yanked, or a yanked pin',
    description:
      '`update_class` (`required`, `security`, `recommended`, `other`; rules in docs/fleet-console.md): a rollback to ' +
      'the image the fleet already serves is never `security`. `target_revision`: where to move; `revisions`: the ' +
      'hub’s versions entries after the pinned one, with their notes. Answered from the mirror (also while the hub ' +
      'is unreachable).',
  })
  @ApiOkResponse({ type: UpdatesListResponseDto })
  updates(): Promise<UpdatesListResponseDto> {
    return this.mirror.updates();
  }

  @Get('templates/:slug')
  @ApiOperation({
    summary: 'One mirrored template',
    description: 'As in the list: a pinned template is its pinned revision. 404 when the mirror does not hold it.',
  })
  @ApiOkResponse({ type: MirrorTemplateResponseDto })
  async template(@Param('slug', slugParam()) slug: string): Promise<MirrorTemplateResponseDto> {
    return { template: await this.mirror.get(slug) };
  }

  @Get('templates/:slug/versions')
  @ApiOperation({ summary: 'The mirrored revisions of a template, newest first, with its pin' })
  @ApiOkResponse({ type: MirrorVersionListResponseDto })
  versions(@Param('slug', slugParam()) slug: string): Promise<MirrorVersionListResponseDto> {
    return this.mirror.versions(slug);
  }

  @Get('templates/:slug/changes')
  @ApiOperation({
    summary: 'What changes from one revision to another: the hub’s release notes and diff',
    description:
      'The hub’s `GET /api/v1/catalog/templates/:slug/changes` asked with the instance key: the revisions in ' +
      '(from, to] with their notes, and the diff of the two snapshots (image, resources, env, ports, volume ' +
      'mounts). 404 when the hub has no such template or revision; 502 `hub_unavailable` when it does not answer.',
  })
  @ApiOkResponse({ type: TemplateChangesDto })
  changes(@Param('slug', slugParam()) slug: string, @Query() query: ChangesQueryDto): Promise<TemplateChangesDto> {
    return this.catalog.changes(slug, query.from, query.to);
  }

  @Put('templates/:slug/pin')
  @Audited('template.pin', 'slug')
  @ApiOperation({
    summary: 'Pin a template to a revision',
    description:
      'The fleet then serves that revision until unpinned. The revision must exist (404) and not be yanked (409); ' +
      'a revision the fleet does not hold yet is fetched from the hub (502 `hub_unavailable` if it cannot be). ' +
      'With FLEET_TRUST_ROOT (docs/signing.md): 409 `signature_invalid` for a revision whose signature is invalid, ' +
      '409 `signature_required` below FLEET_REQUIRE_SIGNATURE, 409 `catalog_frozen` while the hub’s snapshot is ' +
      'expired (nothing is pinned).',
  })
  @ApiOkResponse({ type: MirrorTemplateResponseDto })
  async pin(
    @Param('slug', slugParam()) slug: string,
    @Body() body: PinInputDto,
    @CurrentCaller() caller: Caller,
  ): Promise<MirrorTemplateResponseDto> {
    return { template: await this.mirror.pin(slug, body.revision, caller) };
  }

  @Delete('templates/:slug/pin')
  @Audited('template.unpin', 'slug')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Unpin a template: follow the latest revision again',
    description: 'With FLEET_TRUST_ROOT: 409 `catalog_frozen` while the hub’s snapshot is expired (docs/signing.md).',
  })
  @ApiNoContentResponse({ description: 'Unpinned.' })
  async unpin(@Param('slug', slugParam()) slug: string): Promise<void> {
    await this.mirror.unpin(slug);
  }
}
