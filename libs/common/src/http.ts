import { randomUUID } from 'node:crypto';
import { ConsoleLogger, type INestApplication, type LoggerService } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

export const BODY_LIMIT = 1024 * 1024;

/** Fastify with our request ids, a 1 MiB body limit and no built-in logger (we log JSON ourselves). */
export function createFastifyAdapter(): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    logger: false,
    requestIdHeader: false,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
}

export function createLogger(app: string, quiet = false): LoggerService {
  return new ConsoleLogger(app, { json: true, logLevels: quiet ? ['error'] : ['log', 'warn', 'error'] });
}

/**
 * One JSON access-log line per request, with its request id. Only method, route path, status and
 * timing are logged: never headers, bodies or query strings, so no credential reaches a log.
 */
export function installRequestLogging(app: INestApplication, logger: LoggerService, enabled: boolean): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });
  if (!enabled) return;
  fastify.addHook('onResponse', async (req, reply) => {
    logger.log(
      {
        msg: 'request',
        request_id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'http',
    );
  });
}
