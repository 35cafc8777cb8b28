import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import { AddonAuditService } from '../../instance/addon-audit/addon-audit.service.js';
import { AddonAuditListResponseDto, AdminAddonAuditQueryDto } from '../../instance/addon-audit/dto/addon-audit.dto.js';

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
}
