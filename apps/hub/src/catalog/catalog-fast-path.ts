import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthService } from '../auth/auth.service.js';
import { type Caller, catalogScopeOf, scopeKey } from '../auth/caller.js';
import { HubCache } from '../cache/hub-cache.js';
import type { CatalogTemplateDto } from './dto/catalog.dto.js';
import { CatalogService, type Cached } from './catalog.service.js';
import { cacheHeaders, matches } from './http-cache.js';

const CATALOG_PREFIX = '/api/v1/catalog/';

/**
 * Catalog GETs answered from the HubCache before the framework routes them: an anonymous caller, or an
 * instance key whose check is cached, asking for exactly a URL that the controller answered (200) for the
 * same visibility class since the last flush. Everything else (a miss, a JWT, HEAD, an unknown key) goes the
 * normal way through the guard, the validation pipe and the controller, which fills the cache. The entry is
 * keyed by the URL as sent, so only a request the controller already validated can be a hit.
 */
@Injectable()
export class CatalogFastPath {
  constructor(
    private readonly cache: HubCache,
    private readonly auth: AuthService,
    private readonly catalog: CatalogService,
  ) {}

  install(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      const served = this.serve(request, reply);
      if (served === false) {
        done();
        return;
      }
      // Any trouble (a database error while counting a download): the normal path answers, with its errors.
      served.then(
        (ok) => (ok ? undefined : done()),
        () => done(),
      );
    });
  }

  /** Called by the controller after answering 200: the URL as sent now maps to this answer. */
  remember(request: FastifyRequest, caller: Caller, generation: number, result: Cached<unknown>): void {
    if (request.method !== 'GET' || (caller.kind !== 'anonymous' && caller.kind !== 'instanceKey')) return;
    this.cache.set(
      `http|${scopeKey(catalogScopeOf(caller))}|${request.url}`,
      generation,
      result,
      result.payload.length,
    );
  }

  private serve(request: FastifyRequest, reply: FastifyReply): false | Promise<boolean> {
    if (request.method !== 'GET' || !this.cache.enabled || !request.url.startsWith(CATALOG_PREFIX)) return false;
    const header = request.headers.authorization;
    let caller: Caller;
    if (header === undefined) caller = { kind: 'anonymous' };
    else {
      const match = /^Bearer +(svch_\S+)\s*$/.exec(header);
      const key = match && this.auth.cachedInstanceKey(match[1]);
      if (!key) return false;
      caller = key;
    }
    const entry = this.cache.get<Cached<unknown>>(`http|${scopeKey(catalogScopeOf(caller))}|${request.url}`);
    if (!entry) return false;
    if (caller.kind === 'instanceKey' && entry.template) {
      return this.catalog.countDownload(entry as Cached<CatalogTemplateDto>).then((counted) => {
        if (!counted) return false;
        this.send(request, reply, caller, counted);
        return true;
      });
    }
    this.send(request, reply, caller, this.catalog.withLatestCount(entry));
    return Promise.resolve(true);
  }

  private send(request: FastifyRequest, reply: FastifyReply, caller: Caller, entry: Cached<unknown>): void {
    cacheHeaders(reply, caller, entry.etag);
    if (matches(request.headers['if-none-match'], entry.etag)) {
      void reply.status(304).send();
      return;
    }
    void reply.type('application/json; charset=utf-8').send(entry.payload);
  }
}
