import { Body, Controller, Delete, Get, HttpCode, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentCaller } from '../../auth/authenticated.decorator.js';
import type { InstanceKeyCaller } from '../../auth/caller.js';
import { DnsService } from './dns.service.js';
import { DnsRecordPutDto, DnsRecordResponseDto } from './dto/dns.dto.js';

@ApiTags('instance')
@Controller('dns')
@Authenticated({ accept: ['instanceKey'] })
export class DnsController {
  constructor(private readonly dns: DnsService) {}

  @Get()
  @ApiOperation({ summary: "This instance's DNS record (404 when it has none)" })
  @ApiOkResponse({ type: DnsRecordResponseDto })
  async get(@CurrentCaller() caller: InstanceKeyCaller) {
    return { record: await this.dns.get(caller.keyId) };
  }

  @Put()
  @ApiOperation({
    summary: "Set this instance's record under HUB_DNS_ZONE",
    description:
      'Replaces the record: an address not given is cleared, unless none is given; then the source address fills ' +
      'its family (X-Forwarded-For is honoured only from HUB_TRUSTED_PROXIES). Reserved hostnames and bad addresses: ' +
      '400. A hostname held by another instance: 409.',
  })
  @ApiOkResponse({ type: DnsRecordResponseDto })
  async put(@CurrentCaller() caller: InstanceKeyCaller, @Body() dto: DnsRecordPutDto, @Req() request: FastifyRequest) {
    const origin = { peer: request.raw.socket.remoteAddress, forwardedFor: request.headers['x-forwarded-for'] };
    return { record: await this.dns.put(caller.keyId, dto, origin) };
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: "Remove this instance's record; answers the removed record (404 when it had none)" })
  @ApiOkResponse({ type: DnsRecordResponseDto })
  async delete(@CurrentCaller() caller: InstanceKeyCaller) {
    return { record: await this.dns.delete(caller.keyId) };
  }
}
