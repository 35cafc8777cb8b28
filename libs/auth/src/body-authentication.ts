import type { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { problemAnswer, Problems, routeInputLimits } from '#lib/common';

/** What an app's guard gives the hook: how to admit a request under a rule, and where it keeps the answer. */
export interface BodyAuthenticationOptions<Rule, Caller> {
  /** The route option (`routeOptions.config[ruleKey]`) where @LargeBody put the route's rule. */
  ruleKey: string;
  /** The guard's own check of a caller against a rule (throws its 401/403). */
  admit(request: FastifyRequest, rule: Rule): Promise<Caller>;
  /** Where the guard finds the caller admitted here (it does not check it again). */
  admitted: symbol;
  logger: Logger;
}

/**
 * The caller of a route that takes a large body (@LargeBody) is checked before Fastify reads a byte of the body: an
 * `onRequest` hook (added after the request deadline's, and at the fleet after the machine-token audit's), so before
 * every preParsing hook, the one that receives a large body into a buffer of its own included. It applies the app
 * guard's own rule, so that nothing but a caller the route admits can make the app buffer, parse (YAML included) or
 * queue for the large-body turn. A refusal is the guard's own 401/403, sent with `Connection: close` so the unread
 * body is never taken for a next request. The guard then takes the caller found here instead of checking it again.
 * A large-body route that declares no rule is refused (deny by default). Used by the hub and the fleet
 * (their auth/body-authentication.ts).
 */
export function addBodyAuthentication<Rule, Caller>(
  fastify: FastifyInstance,
  options: BodyAuthenticationOptions<Rule, Caller>,
): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!routeInputLimits(request)) return;
    const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
    const rule = config?.[options.ruleKey] as Rule | undefined;
    try {
      if (!rule) throw Problems.unauthenticated('This endpoint is not open.');
      const admitted = request as FastifyRequest & { caller?: Caller } & Record<symbol, Caller | undefined>;
      const caller = await options.admit(request, rule);
      admitted[options.admitted] = caller;
      admitted.caller = caller;
    } catch (error) {
      const answer = problemAnswer(error, options.logger, request.routeOptions.bodyLimit);
      void reply
        .status(answer.status)
        .headers({ ...answer.headers, connection: 'close' })
        .send(answer.body);
    }
  });
}
