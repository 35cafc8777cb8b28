import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, uuidParam } from '#lib/common';
import { Authenticated, CurrentCaller } from '../../auth/authenticated.decorator.js';
import type { UserCaller } from '../../auth/caller.js';
import {
  AdminTicketListQueryDto,
  AdminTicketListResponseDto,
  AdminTicketResponseDto,
  TicketMessageCreateDto,
  TicketStatusUpdateDto,
} from '../../instance/support/dto/support.dto.js';
import { SupportService } from '../../instance/support/support.service.js';

@ApiTags('admin')
@Controller('admin/support/tickets')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminSupportController {
  constructor(private readonly support: SupportService) {}

  @Get()
  @ApiOperation({ summary: 'All support tickets, most recently updated first' })
  @ApiOkResponse({ type: AdminTicketListResponseDto })
  async list(@Query() query: AdminTicketListQueryDto) {
    return { tickets: await this.support.adminList({ status: query.status, orgId: query.org_id }) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One ticket with its messages' })
  @ApiOkResponse({ type: AdminTicketResponseDto })
  async get(@Param('id', uuidParam()) id: string) {
    return { ticket: await this.support.adminGet(id) };
  }

  @Put()
  @Audited('support_ticket.status', 'id')
  @ApiOperation({ summary: 'Set a ticket’s status (`open`, `answered`, `closed`)' })
  @ApiOkResponse({ type: AdminTicketResponseDto })
  async setStatus(@Body() dto: TicketStatusUpdateDto) {
    return { ticket: await this.support.adminSetStatus(dto.id, dto.status) };
  }

  @Post(':id/messages')
  @Audited('support_ticket.reply', 'id')
  @ApiOperation({ summary: 'Reply as hub staff; the ticket becomes `answered`' })
  @ApiCreatedResponse({ type: AdminTicketResponseDto })
  async reply(
    @CurrentCaller() caller: UserCaller,
    @Param('id', uuidParam()) id: string,
    @Body() dto: TicketMessageCreateDto,
  ) {
    return { ticket: await this.support.adminReply(caller.userId, id, dto.message) };
  }
}
