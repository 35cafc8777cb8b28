import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { MirrorListResponseDto, SyncResultResponseDto, SyncStatusResponseDto } from './dto/hub-sync.dto.js';
import { HubSyncService } from './hub-sync.service.js';

@ApiTags('hub')
@Controller('hub')
@Authenticated()
export class HubSyncController {
  constructor(private readonly sync: HubSyncService) {}

  @Post('sync')
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
    return { sync: await this.sync.sync() };
  }

  @Get('sync')
  @ApiOperation({ summary: 'The state of the hub sync' })
  @ApiOkResponse({ type: SyncStatusResponseDto })
  async status(): Promise<SyncStatusResponseDto> {
    return { sync: await this.sync.status() };
  }

  @Get('templates')
  @ApiOperation({ summary: 'The local mirror of the organization’s visible hub catalog' })
  @ApiOkResponse({ type: MirrorListResponseDto })
  async templates(): Promise<MirrorListResponseDto> {
    return { templates: await this.sync.templates() };
  }
}
