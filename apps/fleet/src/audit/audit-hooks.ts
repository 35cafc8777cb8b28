import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FrameworkErrorObserver } from '#lib/common';
import { bearerOf, credentialShapeOf } from '#lib/auth';
import { MachineTokenStrategy } from '../auth/machine-token.strategy.js';
import { AuditWriter } from './audit.writer.js';

const MAX_PATH = 2048;

/** Status recorded for a request whose client went away before the response was sent (as nginx logs it). */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Audits every request made with a machine token (spec §5.3, §6), whatever its outcome. The row is
 * written when the response is done (the socket's `close`, which follows `finish`), so that requests that
 * never reach a route (404, 413, a 401 from the guard, a 500), router errors (400/414) and requests whose
 * client hung up before the answer (recorded as 499, the handler may still have acted) are all logged,
 * once. Which token it was comes from the machine-token strategy when the guard ran it, and from a lookup
 * of the same strategy otherwise.
 */
export function installMachineTokenAudit(app: INestApplication, onFrameworkError: FrameworkErrorObserver[]): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const machineTokens = app.get(MachineTokenStrategy);
  const writer = app.get(AuditWriter);

  const track = (request: FastifyRequest, reply: FastifyReply, clientAddress: string = request.ip): void => {
    const token = bearerOf(request.headers.authorization);
    if (!token || credentialShapeOf(token) !== 'machineToken') return;
    const receivedAt = new Date();
    reply.raw.once('close', () => {
      const status = reply.raw.writableFinished ? reply.raw.statusCode : CLIENT_CLOSED_REQUEST;
      const presented = request.machineToken ? Promise.resolve(request.machineToken) : machineTokens.identify(token);
      writer.enqueueWhenReady(
        presented.then(({ id, prefix }) => ({
          token_id: id,
          token_prefix: prefix,
          method: request.method,
          path: request.url.split('?')[0].slice(0, MAX_PATH),
          status,
          at: receivedAt,
          source_address: clientAddress || null,
          request_id: String(request.id),
        })),
      );
    });
  };

  fastify.addHook('onRequest', async (request, reply) => track(request, reply));
  onFrameworkError.push((request, reply, clientAddress) => track(request, reply, clientAddress));
  // Runs once the server has stopped taking requests and in-flight ones have finished.
  fastify.addHook('onClose', async () => writer.flush());
}
