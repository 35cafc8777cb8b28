import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import { AddonAuditService } from '../../instance/addon-audit/addon-audit.service.js';
import {
  AddonAuditEventDto,
  AddonAuditListResponseDto,
  AdminAddonAuditExportQueryDto,
  AdminAddonAuditQueryDto,
} from '../../instance/addon-audit/dto/addon-audit.dto.js';

@ApiTags('admin')
@Controller('admin/addon-audit-events')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminAddonAuditController {
  constructor(private readonly events: AddonAuditService) {}

  @Get()
  @ApiOperation({
    summary: "Every instance's addon audit events, oldest first (filters: instance_id, org_id, addon, since)",
  })
  @ApiOkResponse({ type: AddonAuditListResponseDto })
  list(@Query() query: AdminAddonAuditQueryDto) {
    const { instance_id, org_id, ...rest } = query;
    return this.events.list({ instanceId: instance_id, orgId: org_id }, rest);
  }

  @Get('export')
  @ApiOperation({
    summary: 'Addon audit events of a time range as NDJSON, without paging',
    description:
      'Every event with `since` ≤ `occurred_at` < `until` (and the list filters), oldest first, one JSON object ' +
      'per line (the fields of a listed event). Streamed: no size limit, read at the pace of the client. Events ' +
      'received longer ago than HUB_AUDIT_RETENTION_DAYS have been pruned.',
  })
  @ApiProduces('application/x-ndjson')
  @ApiExtraModels(AddonAuditEventDto)
  @ApiOkResponse({
    description: 'One `AddonAuditEvent` JSON object per line.',
    content: { 'application/x-ndjson': { schema: { $ref: getSchemaPath(AddonAuditEventDto) } } },
  })
  export(@Query() query: AdminAddonAuditExportQueryDto): Promise<StreamableFile> {
    return this.events.export(query);
  }
}
