import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FrameworkErrorObserver } from '#lib/common';
import { AuthService, bearerOf, type PresentedMachineToken } from '../auth/auth.service.js';
import { AuditWriter } from './audit.writer.js';

declare module 'fastify' {
  interface FastifyRequest {
    fleetMachineToken: PresentedMachineToken | null;
  }
}

const MAX_PATH = 2048;

/** Status recorded for a request whose client went away before the response was sent (as nginx logs it). */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Audits every request made with a machine token (spec §5.3, §6). The token is looked up when the
 * request arrives (the guard reuses the result) and the row is written when the response is done
 * (the socket's `close`, which follows `finish`), so that requests that never reach a route (404,
 * 413, a 401 from the guard, a 500), router errors (400/414) and requests whose client hung up
 * before the answer (recorded as 499, the handler may still have acted) are all logged, once.
 */
export function installMachineTokenAudit(app: INestApplication, onFrameworkError: FrameworkErrorObserver[]): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const auth = app.get(AuthService);
  const writer = app.get(AuditWriter);

  const track = (
    request: FastifyRequest,
    reply: FastifyReply,
    clientAddress: string = request.ip,
  ): Promise<PresentedMachineToken> | null => {
    const token = bearerOf(request.headers.authorization);
    if (!token || !token.startsWith('svcm_')) return null;
    const lookup = auth.lookupMachineToken(token);
    const receivedAt = new Date();
    reply.raw.once('close', () => {
      const status = reply.raw.writableFinished ? reply.raw.statusCode : CLIENT_CLOSED_REQUEST;
      void lookup.then((presented) =>
        writer.enqueue({
          token_id: presented.row?.id ?? null,
          token_prefix: presented.prefix,
          method: request.method,
          path: request.url.split('?')[0].slice(0, MAX_PATH),
          status,
          at: receivedAt,
          source_address: clientAddress || null,
          request_id: String(request.id),
        }),
      );
    });
    return lookup;
  };

  fastify.decorateRequest('fleetMachineToken', null);
  fastify.addHook('onRequest', async (request, reply) => {
    const lookup = track(request, reply);
    if (lookup) request.fleetMachineToken = await lookup;
  });
  onFrameworkError.push((request, reply, clientAddress) => void track(request, reply, clientAddress));
  // Runs once the server has stopped taking requests and in-flight ones have finished.
  fastify.addHook('onClose', async () => writer.flush());
}
