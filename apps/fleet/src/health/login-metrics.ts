import type { INestApplication } from '@nestjs/common';
import type { Metrics } from '#lib/common';
import type { FastifyInstance } from 'fastify';

const LOGIN_ROUTE = '/api/v1/auth/login';

/**
 * `fleet_login_refusals_total`: sign-ins refused by the login limits (429 at POST /api/v1/auth/login). Read from
 * the answer rather than inside the limiter, so that it counts what callers saw whichever store the limiter uses.
 */
export function installLoginRefusalMetric(app: INestApplication, metrics: Metrics): void {
  const refusals = metrics.counter(
    'fleet_login_refusals_total',
    'Sign-ins refused by the login limits (429 at POST /api/v1/auth/login).',
  );
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 429 && request.method === 'POST' && request.routeOptions.url === LOGIN_ROUTE) {
      refusals.inc();
    }
  });
}
