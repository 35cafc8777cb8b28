import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { OverviewResponseDto } from './dto/overview.dto.js';
import { OverviewService } from './overview.service.js';

@ApiTags('overview')
@Controller('overview')
@Authenticated()
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Get()
  @ApiOperation({
    summary: 'The fleet at a glance: cluster, updates waiting, tokens about to expire, hub sync, templates that fit',
    description:
      'Gathered from the inventory, the mirror, the machine tokens and the sync state. `fit.fits` is asked of the ' +
      'hub (its list with `fits=true` under the instance key): `fit.status` is `unknown` and `hub.reachable` false ' +
      'when the hub does not answer (the rest is still answered). Updates: required, then security, recommended, ' +
      'other. Tokens: active machine tokens expiring within 14 days.',
  })
  @ApiOkResponse({ type: OverviewResponseDto })
  async get(): Promise<OverviewResponseDto> {
    return { overview: await this.overview.overview() };
  }
}
