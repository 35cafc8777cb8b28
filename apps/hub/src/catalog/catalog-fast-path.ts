import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badText } from '#lib/common';
import { bearerOf, credentialShapeOf } from '#lib/auth';
import { AuthService } from '../auth/auth.service.js';
import { type Caller, catalogScopeOf, scopeKey } from '../auth/caller.js';
import { HubCache } from '../cache/hub-cache.js';
import type { CatalogTemplateDto } from './dto/catalog.dto.js';
import { CatalogService, type Cached } from './catalog.service.js';
import { answerCatalog, payloadBytes, withEncodings } from './http-cache.js';

const CATALOG_PREFIX = '/api/v1/catalog/';
const LIST_PATH = '/api/v1/catalog/templates';
/** The list's query parameters and their longest values (TemplateListQueryDto; page and limit: 15 digits). */
const LIST_PARAMETERS: Record<string, number | undefined> = {
  category: 200,
  search: 200,
  featured: 5,
  tags: 1000,
  page: 15,
  limit: 15,
};

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
    const key = `http|${scopeKey(catalogScopeOf(caller))}|${request.url}`;
    // A search is stored on its second asking (HubCache.seenBefore), like the service's own entry.
    const search = (request.query as Record<string, unknown> | undefined)?.search;
    if (typeof search === 'string' && search !== '' && !this.cache.seenBefore(key)) return;
    // Stored compressed (the service's own entry usually has its encodings already: then this is synchronous).
    void withEncodings(result).then(
      (encoded) => this.cache.set(key, generation, encoded, payloadBytes(encoded)),
      () => undefined,
    );
  }

  private serve(request: FastifyRequest, reply: FastifyReply): false | Promise<boolean> {
    if (request.method !== 'GET' || !this.cache.enabled || !request.url.startsWith(CATALOG_PREFIX)) return false;
    const header = request.headers.authorization;
    let caller: Caller;
    if (header === undefined) caller = { kind: 'anonymous' };
    else {
      const token = bearerOf(header);
      const key = token && credentialShapeOf(token) === 'instanceKey' && this.auth.cachedInstanceKey(token);
      if (!key) return false;
      caller = key;
    }
    const entry = this.cache.get<Cached<unknown>>(`http|${scopeKey(catalogScopeOf(caller))}|${request.url}`);
    if (!entry) return this.listMiss(request, reply, caller);
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

  /**
   * A list the cache does not hold (a new search term, say), for a caller the fast path knows: the framework's
   * routing, guard and validation pipe cost more than a small query, so a query made only of the list's own
   * parameters, each a plain string within the DTO's limits (TemplateListQueryDto) and clean text, is answered
   * here through the same service call. Anything else (an unknown or repeated parameter, a value the DTO or the
   * service would refuse, an error) goes the normal way, which answers it, errors included.
   */
  private listMiss(request: FastifyRequest, reply: FastifyReply, caller: Caller): false | Promise<boolean> {
    const question = request.url.indexOf('?');
    if ((question < 0 ? request.url : request.url.slice(0, question)) !== LIST_PATH) return false;
    const query = request.query as Record<string, unknown>;
    for (const [name, value] of Object.entries(query)) {
      const max = Object.hasOwn(LIST_PARAMETERS, name) ? LIST_PARAMETERS[name] : undefined;
      if (max === undefined || typeof value !== 'string' || value.length > max || badText(value) !== null) return false;
    }
    const { page, limit, featured } = query as Record<string, string | undefined>;
    if (featured !== undefined && featured !== '' && featured !== 'true' && featured !== 'false') return false;
    if (![page, limit].every((v) => v === undefined || v === '' || (/^\d{1,15}$/.test(v) && /[1-9]/.test(v)))) {
      return false;
    }
    const generation = this.cache.begin();
    return this.catalog.list(caller, query).then((result) => {
      this.remember(request, caller, generation, result);
      this.send(request, reply, caller, result);
      return true;
    });
  }

  private send(request: FastifyRequest, reply: FastifyReply, caller: Caller, entry: Cached<unknown>): void {
    const body = answerCatalog(request, reply, caller, entry);
    // Not `instanceof Promise`: zlib's promises may come from another realm (jest's module sandbox).
    if (body === undefined || Buffer.isBuffer(body)) void reply.send(body);
    else {
      body.then(
        (compressed) => void reply.send(compressed),
        (error: unknown) => void reply.send(error),
      );
    }
  }
}
