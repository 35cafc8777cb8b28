import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import { AdminAuditService } from './admin-audit.service.js';
import { AdminAuditEventListDto, AdminAuditQueryDto } from './dto/admin-audit.dto.js';

@ApiTags('admin')
@Controller('admin/audit-events')
@Authenticated({ accept: ['jwt'], superadmin: true })
export class AdminAuditController {
  constructor(private readonly audit: AdminAuditService) {}

  @Get()
  @ApiOperation({
    summary: 'The record of admin writes (superadmins only)',
    description:
      'Who changed what at the hub, and when: each admin write that succeeded (templates, categories, catalog ' +
      'documents, grants, users, organizations, keys, synonyms, support), newest first. An admin who is not a ' +
      'superadmin → 403.',
  })
  @ApiOkResponse({ type: AdminAuditEventListDto })
  list(@Query() query: AdminAuditQueryDto): Promise<AdminAuditEventListDto> {
    return this.audit.list(query);
  }
}
