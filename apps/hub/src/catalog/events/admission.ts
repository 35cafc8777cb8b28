import type { FastifyInstance } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problemBody } from '#lib/common';
import type { CatalogEvents } from './catalog-events.service.js';

export const EVENTS_PATH = '/api/v1/catalog/events';

/**
 * The event stream's admission control, before anything else runs for the request (the credential check reads the
 * database): beyond HUB_EVENTS_ADMIT_PER_SECOND new streams a second (a token bucket), 503 with a Retry-After spread
 * over the crowd, so a restart's reconnection storm cannot melt the database.
 */
export function installEventAdmission(fastify: FastifyInstance, events: CatalogEvents): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== EVENTS_PATH) return done();
    const wait = events.admit();
    if (wait === null) return done();
    const body = JSON.stringify(
      problemBody(
        503,
        'unavailable',
        'Too many event streams are connecting right now; retry after Retry-After seconds.',
      ),
    );
    void reply
      .code(503)
      .header('Content-Type', PROBLEM_CONTENT_TYPE)
      .header('Retry-After', String(wait))
      .header('Cache-Control', 'no-store')
      .send(body);
  });
}
