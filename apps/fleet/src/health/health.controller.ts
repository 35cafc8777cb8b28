import { Controller, Get } from '@nestjs/common';
import { Problems } from '#lib/common';
import { databaseReadiness } from '#lib/database';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { DataSource } from 'typeorm';
import { Public } from '../auth/authenticated.decorator.js';

@ApiExcludeController()
@Controller()
@Public()
export class HealthController {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

  @Get('healthz')
  health() {
    return { status: 'ok' };
  }

  @Get('readyz')
  async ready() {
    const problem = await databaseReadiness(this.db);
    if (problem) throw Problems.unavailable(`Not ready: ${problem}.`);
    return { status: 'ready' };
  }
}
