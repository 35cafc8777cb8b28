import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { uuidParam } from '#lib/common';
import { Authenticated, CurrentCaller } from '../../auth/authenticated.decorator.js';
import type { InstanceKeyCaller } from '../../auth/caller.js';
import {
  TicketCreateDto,
  TicketListResponseDto,
  TicketMessageCreateDto,
  TicketResponseDto,
} from './dto/support.dto.js';
import { SupportService } from './support.service.js';

const authorOf = (caller: InstanceKeyCaller) => ({ instanceId: caller.keyId, orgId: caller.orgId });

@ApiTags('instance')
@Controller('support/tickets')
@Authenticated({ accept: ['instanceKey'] })
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Post()
  @ApiOperation({ summary: 'Open a support ticket (its first message included)' })
  @ApiCreatedResponse({ type: TicketResponseDto })
  async create(@CurrentCaller() caller: InstanceKeyCaller, @Body() dto: TicketCreateDto) {
    return { ticket: await this.support.create(authorOf(caller), dto) };
  }

  @Get()
  @ApiOperation({ summary: "The organization's tickets, most recently updated first" })
  @ApiOkResponse({ type: TicketListResponseDto })
  async list(@CurrentCaller() caller: InstanceKeyCaller) {
    return { tickets: await this.support.listForOrg(caller.orgId) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One ticket with its messages (another organization’s ticket: 404)' })
  @ApiOkResponse({ type: TicketResponseDto })
  async get(@CurrentCaller() caller: InstanceKeyCaller, @Param('id', uuidParam()) id: string) {
    return { ticket: await this.support.getForOrg(caller.orgId, id) };
  }

  @Post(':id/messages')
  @ApiOperation({ summary: 'Add a message; the ticket goes back to `open`' })
  @ApiCreatedResponse({ type: TicketResponseDto })
  async addMessage(
    @CurrentCaller() caller: InstanceKeyCaller,
    @Param('id', uuidParam()) id: string,
    @Body() dto: TicketMessageCreateDto,
  ) {
    return { ticket: await this.support.addMessage(authorOf(caller), id, dto.message) };
  }
}
