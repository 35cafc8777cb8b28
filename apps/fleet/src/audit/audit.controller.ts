import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { AuditService } from './audit.service.js';
import { AuditEntryDto, AuditExportQueryDto, AuditListResponseDto, AuditQueryDto } from './dto/audit.dto.js';

@ApiTags('audit-log')
@Controller('audit-log')
@Authenticated()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary: 'Requests made with machine tokens, whatever their outcome',
    description: 'One entry per request (method, path, status, token, time, source address); newest first.',
  })
  @ApiOkResponse({ type: AuditListResponseDto })
  list(@Query() query: AuditQueryDto): Promise<AuditListResponseDto> {
    return this.audit.list(query);
  }

  @Get('export')
  @ApiOperation({
    summary: 'The audit log of a time range as NDJSON, without paging',
    description:
      'Every entry with `since` ≤ `at` < `until`, oldest first, one JSON object per line (the fields of a list ' +
      'entry). Streamed: no size limit, read at the pace of the client. Entries older than ' +
      'FLEET_AUDIT_RETENTION_DAYS have been pruned.',
  })
  @ApiProduces('application/x-ndjson')
  @ApiExtraModels(AuditEntryDto)
  @ApiOkResponse({
    description: 'One `AuditEntry` JSON object per line.',
    content: { 'application/x-ndjson': { schema: { $ref: getSchemaPath(AuditEntryDto) } } },
  })
  export(@Query() query: AuditExportQueryDto): Promise<StreamableFile> {
    return this.audit.export(query);
  }
}
