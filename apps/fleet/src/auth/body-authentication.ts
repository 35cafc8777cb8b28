import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { problemAnswer, Problems, routeInputLimits } from '#lib/common';
import { ADMITTED, FleetAuthGuard } from './auth.guard.js';
import { type AuthRule, BODY_AUTH_RULE } from './authenticated.decorator.js';
import type { Caller } from './caller.js';

/**
 * The caller of a route that takes a large body (@LargeBody: the cluster inventory, up to 32 MiB) is checked before
 * Fastify reads a byte of the body (an `onRequest` hook, after the request deadline's and the machine-token audit's):
 * with the guard's own rule, so that nothing but a caller the route admits can make the fleet buffer or parse a
 * large body, or take the single large-body turn ahead of real callers. A refusal is the guard's own 401/403, sent
 * with `Connection: close` so the unread body is never taken for a next request; a machine token's refusal is still
 * audited (its hook ran first). The guard then takes the caller found here instead of checking it again. A
 * large-body route that declares no rule is refused (deny by default). The hub does the same (its
 * body-authentication.ts).
 */
@Injectable()
export class BodyAuthentication implements OnModuleInit {
  private readonly logger = new Logger('Errors');

  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly guard: FleetAuthGuard,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapter.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    fastify.addHook('onRequest', async (request, reply) => {
      if (!routeInputLimits(request)) return;
      const rule = (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[BODY_AUTH_RULE] as
        AuthRule | undefined;
      try {
        if (!rule) throw Problems.unauthenticated('This endpoint is not open.');
        const admitted = request as FastifyRequest & { caller?: Caller; [ADMITTED]?: Caller };
        const caller = await this.guard.admit(admitted, rule);
        admitted[ADMITTED] = caller;
        admitted.caller = caller;
      } catch (error) {
        const answer = problemAnswer(error, this.logger, request.routeOptions.bodyLimit);
        void reply
          .status(answer.status)
          .headers({ ...answer.headers, connection: 'close' })
          .send(answer.body);
      }
    });
  }
}
