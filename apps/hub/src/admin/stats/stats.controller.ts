import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import { StatsResponseDto } from './dto/stats.dto.js';
import { AdminStatsService } from './stats.service.js';

@ApiTags('admin')
@Controller('admin/stats')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  @ApiOperation({
    summary: 'System-wide counts',
    description:
      'api_keys counts active keys (not revoked, not expired); api_keys_expiring_soon those of them that expire ' +
      'within 7 days. One database round trip.',
  })
  @ApiOkResponse({ type: StatsResponseDto })
  async get(): Promise<StatsResponseDto> {
    return this.stats.get();
  }
}
