import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { AuthService, bearerOf, type PresentedMachineToken } from '../auth/auth.service.js';
import { AuditWriter } from './audit.writer.js';

declare module 'fastify' {
  interface FastifyRequest {
    fleetMachineToken: PresentedMachineToken | null;
  }
}

const MAX_PATH = 2048;

/**
 * Audits every request made with a machine token (spec §5.3, §6). The token is looked up when the
 * request arrives (the guard reuses the result) and the row is written when the response finishes,
 * so that requests that never reach a route (404, 413, a 401 from the guard, a 500) are logged too.
 */
export function installMachineTokenAudit(app: INestApplication): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const auth = app.get(AuthService);
  const writer = app.get(AuditWriter);
  fastify.decorateRequest('fleetMachineToken', null);
  fastify.addHook('onRequest', async (request) => {
    const token = bearerOf(request.headers.authorization);
    if (token && token.startsWith('svcm_')) request.fleetMachineToken = await auth.lookupMachineToken(token);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const presented = request.fleetMachineToken;
    if (!presented) return;
    writer.enqueue({
      token_id: presented.row?.id ?? null,
      token_prefix: presented.prefix,
      method: request.method,
      path: request.url.split('?')[0].slice(0, MAX_PATH),
      status: reply.statusCode,
      at: new Date(),
      source_address: request.ip ?? null,
      request_id: String(request.id),
    });
  });
  // Runs once the server has stopped taking requests and in-flight ones have finished.
  fastify.addHook('onClose', async () => writer.flush());
}
