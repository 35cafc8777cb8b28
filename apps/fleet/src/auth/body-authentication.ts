import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { addBodyAuthentication } from '#lib/auth';
import { ADMITTED, FleetAuthGuard } from './auth.guard.js';
import { type AuthRule, BODY_AUTH_RULE } from './authenticated.decorator.js';
import type { Caller } from './caller.js';

/**
 * Checks the caller of a large-body route (the cluster inventory, up to 32 MiB; a machine token's refusal is still audited, its hook ran first) before its body is read, with this
 * guard's rule (libs/auth addBodyAuthentication says how).
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
    addBodyAuthentication<AuthRule, Caller>(fastify, {
      ruleKey: BODY_AUTH_RULE,
      admitted: ADMITTED,
      logger: this.logger,
      admit: (request, rule) => this.guard.admit(request, rule),
    });
  }
}
