import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import { DnsService } from '../../instance/dns/dns.service.js';

@ApiTags('admin')
@Controller('admin/dns')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminDnsController {
  constructor(private readonly dns: DnsService) {}

  @Get('zone')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/plain')
  @ApiOperation({
    summary: 'Zone export: an RFC 1035 master file of all published records',
    description:
      '$ORIGIN, $TTL, SOA (serial = export time in Unix seconds), NS and one A/AAAA per address of each active ' +
      "instance's record, for an authoritative DNS server to load.",
  })
  @ApiOkResponse({ schema: { type: 'string' } })
  zone(): Promise<string> {
    return this.dns.zoneFile();
  }
}
