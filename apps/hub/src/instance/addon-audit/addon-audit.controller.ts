import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentCaller } from '../../auth/authenticated.decorator.js';
import type { InstanceKeyCaller } from '../../auth/caller.js';
import { AddonAuditService } from './addon-audit.service.js';
import {
  AddonAuditBatchDto,
  AddonAuditBatchResultDto,
  AddonAuditListResponseDto,
  AddonAuditQueryDto,
} from './dto/addon-audit.dto.js';

@ApiTags('instance')
@Controller('addon-audit-events')
@Authenticated({ accept: ['instanceKey'] })
export class AddonAuditController {
  constructor(private readonly events: AddonAuditService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Record a batch of 1–500 addon audit events',
    description:
      'Idempotent by client event id: an id already stored (earlier or in the same batch) counts as a duplicate.',
  })
  @ApiAcceptedResponse({ type: AddonAuditBatchResultDto })
  ingest(@CurrentCaller() caller: InstanceKeyCaller, @Body() dto: AddonAuditBatchDto) {
    return this.events.ingest(caller.keyId, caller.orgId, dto.events);
  }

  @Get()
  @ApiOperation({ summary: "This instance's events, oldest first (`since`, `addon`, paged)" })
  @ApiOkResponse({ type: AddonAuditListResponseDto })
  list(@CurrentCaller() caller: InstanceKeyCaller, @Query() query: AddonAuditQueryDto) {
    return this.events.list({ instanceId: caller.keyId }, query);
  }
}
