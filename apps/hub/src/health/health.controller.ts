import { Controller, Get } from '@nestjs/common';
import { Problems, Readiness } from '#lib/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/authenticated.decorator.js';

@ApiExcludeController()
@Controller()
@Public()
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  @Get('healthz')
  health() {
    return { status: 'ok' };
  }

  /** 503 with every reason that holds (database, migrations, shutting down, what components registered). */
  @Get('readyz')
  async ready() {
    const reasons = await this.readiness.reasons();
    if (reasons.length > 0) throw Problems.unavailable(`Not ready: ${reasons.join('; ')}.`);
    return { status: 'ready' };
  }
}
