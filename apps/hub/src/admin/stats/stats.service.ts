import { Injectable } from '@nestjs/common';
import type { StatsResponseDto } from './dto/stats.dto.js';
import { StatsRepository } from './stats.repository.js';

@Injectable()
export class AdminStatsService {
  constructor(private readonly repository: StatsRepository) {}

  async get(): Promise<StatsResponseDto> {
    return { stats: await this.repository.counts() };
  }
}
