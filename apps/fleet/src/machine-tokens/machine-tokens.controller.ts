import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, uuidParam } from '#lib/common';
import { Authenticated, CurrentCaller } from '../auth/authenticated.decorator.js';
import type { Caller } from '../auth/caller.js';
import {
  MachineTokenCreateDto,
  MachineTokenListResponseDto,
  MachineTokenResponseDto,
  MachineTokenSecretResponseDto,
} from './dto/machine-token.dto.js';
import { MachineTokensService } from './machine-tokens.service.js';

@ApiTags('machine-tokens')
@Controller('machine-tokens')
@Authenticated()
export class MachineTokensController {
  constructor(private readonly tokens: MachineTokensService) {}

  @Get()
  @ApiOperation({ summary: 'List machine tokens (revoked ones included)' })
  @ApiOkResponse({ type: MachineTokenListResponseDto })
  async list(): Promise<MachineTokenListResponseDto> {
    return { machineTokens: await this.tokens.list() };
  }

  @Post()
  @Audited('machine_token.create')
  @ApiOperation({ summary: 'Create a machine token; the full `svcm_` token is in this response only' })
  @ApiCreatedResponse({ type: MachineTokenSecretResponseDto })
  async create(
    @Body() body: MachineTokenCreateDto,
    @CurrentCaller() caller: Caller,
  ): Promise<MachineTokenSecretResponseDto> {
    return { machineToken: await this.tokens.create(body, caller) };
  }

  @Post(':id/reissue')
  @Audited('machine_token.reissue', 'id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reissue: new secret, same id; the old secret stops working at once' })
  @ApiOkResponse({ type: MachineTokenSecretResponseDto })
  async reissue(@Param('id', uuidParam()) id: string): Promise<MachineTokenSecretResponseDto> {
    return { machineToken: await this.tokens.reissue(id) };
  }

  @Delete(':id')
  @Audited('machine_token.revoke', 'id')
  @ApiOperation({ summary: 'Revoke: the token stops working and stays in the list as `revoked`' })
  @ApiOkResponse({ type: MachineTokenResponseDto })
  async revoke(@Param('id', uuidParam()) id: string): Promise<MachineTokenResponseDto> {
    return { machineToken: await this.tokens.revoke(id) };
  }
}
