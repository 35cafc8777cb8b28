import { Controller, Get } from '@nestjs/common';
import { Problems } from '#lib/common';
import { databaseReadiness } from '#lib/database';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OpenEndpoint } from '../auth/authenticated.decorator.js';

@ApiExcludeController()
@Controller()
@OpenEndpoint()
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
