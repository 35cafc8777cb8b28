import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { AuditService } from './audit.service.js';
import { AuditListResponseDto, AuditQueryDto } from './dto/audit.dto.js';

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
}
