import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { getMetadataStorage, IS_OPTIONAL, IS_STRING, MAX_LENGTH } from 'class-validator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessLogFields, badText, Metrics, requestIdOf } from '#lib/common';
import { bearerOf, credentialShapeOf } from '#lib/auth';
import { AuthService } from '../auth/auth.service.js';
import { type Caller, catalogScopeOf, scopeKey } from '../auth/caller.js';
import { HubCache } from '../cache/hub-cache.js';
import { type CatalogTemplateDto, TemplateListQueryDto } from './dto/catalog.dto.js';
import { CatalogService, type Cached } from './catalog.service.js';
import {
  answerCatalog,
  cacheControlOf,
  JSON_TYPE,
  payloadBytes,
  representationOf,
  VARY,
  withEncodings,
} from './http-cache.js';

const CATALOG_PREFIX = '/api/v1/catalog/';
const ANONYMOUS: Caller = { kind: 'anonymous' };
const LIST_PATH = '/api/v1/catalog/templates';
/** List parameters whose answer depends on the instance's reported inventory (FitService): never answered here. */
const PER_INSTANCE_PARAMETERS = ['fits', 'include'];

/**
 * The list's query parameters and the longest value of each (Infinity: no MaxLength), read once at start from
 * TemplateListQueryDto's class-validator rules, so the fast path checks exactly what the validation pipe does.
 * A parameter with any other rule is left out: a request that uses it goes the normal way, which applies it; so
 * are PER_INSTANCE_PARAMETERS.
 * (`featured`, `page` and `limit` are further checked by value in listMiss, as the service parses them.)
 */
export function listParameters(dto: new () => object = TemplateListQueryDto): Record<string, number | undefined> {
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const parameters: Record<string, number | undefined> = {};
  const refused = new Set<string>();
  for (const rule of rules) {
    const name = rule.propertyName;
    parameters[name] ??= Infinity;
    if (rule.name === MAX_LENGTH) parameters[name] = Math.min(parameters[name], Number(rule.constraints[0]));
    else if (rule.name !== IS_OPTIONAL && rule.name !== IS_STRING) refused.add(name);
  }
  for (const name of refused) delete parameters[name];
  for (const name of PER_INSTANCE_PARAMETERS) delete parameters[name];
  return parameters;
}
const LIST_PARAMETERS = listParameters();

/** What the fast path keeps per URL: the answer, and the route pattern its metrics are counted under. */
interface Remembered {
  result: Cached<unknown>;
  route: string;
}

/**
 * Catalog GETs answered from the HubCache before the framework routes them: an anonymous caller, or an
 * instance key whose check is cached, asking for exactly a URL that the controller answered (200) for the
 * same visibility class since the last flush. Everything else (a miss, a JWT, HEAD, an unknown key) goes the
 * normal way through the guard, the validation pipe and the controller, which fills the cache. The entry is
 * keyed by the URL as sent, so only a request the controller already validated can be a hit.
 */
@Injectable()
export class CatalogFastPath implements BeforeApplicationShutdown {
  /** Set when the app starts closing: from then on Fastify answers everything (503 while it drains). */
  private closing = false;

  constructor(
    private readonly cache: HubCache,
    private readonly auth: AuthService,
    private readonly catalog: CatalogService,
    private readonly metrics: Metrics,
  ) {}

  beforeApplicationShutdown(): void {
    this.closing = true;
  }

  /**
   * Two levels. A cached answer whose bytes are ready (the common case: a fleet polling, a console listing) is
   * written by plain node:http before Fastify sees the request: the request id, the metrics and the access log
   * line are made here exactly as Fastify's hooks make them, and nothing else runs (README, "Benchmark": what
   * the framework's layers cost per request). Everything else goes to Fastify, whose first hook of ours (below)
   * answers the rest of the cached reads (a counted download, an answer compressed for this request, a list the
   * cache does not hold) before the guard, pipe and controller run.
   * `logRequests`: the access log is on (HUB_LOG_REQUESTS).
   */
  install(fastify: FastifyInstance, logRequests: boolean): void {
    const server = fastify.server;
    const framework = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (this.serveRaw(req, res, fastify, logRequests)) return;
      for (const listener of framework) listener.call(server, req, res);
    });
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
    const route = request.routeOptions.url ?? request.url;
    // Stored compressed (the service's own entry usually has its encodings already).
    void withEncodings(result).then(
      (encoded) =>
        this.cache.set(key, generation, { result: encoded, route } satisfies Remembered, payloadBytes(encoded)),
      () => undefined,
    );
  }

  private callerOf(header: string | undefined): Caller | undefined {
    if (header === undefined) return ANONYMOUS;
    const token = bearerOf(header);
    return (token && credentialShapeOf(token) === 'instanceKey' && this.auth.cachedInstanceKey(token)) || undefined;
  }

  /** Answers a cached catalog read with node:http alone when its bytes are ready; false: Fastify answers it. */
  private serveRaw(req: IncomingMessage, res: ServerResponse, fastify: FastifyInstance, logRequests: boolean): boolean {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !url.startsWith(CATALOG_PREFIX) || this.closing) return false;
    if (!this.cache.enabled) return false;
    const started = performance.now();
    const caller = this.callerOf(req.headers.authorization);
    if (caller === undefined) return false;
    const stored = this.cache.peek<Remembered>(`http|${scopeKey(catalogScopeOf(caller))}|${url}`);
    // A fetch by slug with an instance key counts a download: a database write, through Fastify.
    if (stored === undefined || (caller.kind === 'instanceKey' && stored.result.template)) return false;
    const answer = representationOf(
      req.headers['accept-encoding'],
      req.headers['if-none-match'],
      this.catalog.withLatestCount(stored.result),
    );
    if (answer.body !== undefined && !Buffer.isBuffer(answer.body)) {
      answer.body.catch(() => undefined);
      return false;
    }
    this.cache.countHit();
    const id = requestIdOf(req.headers);
    const headers: Record<string, string | number> = {
      etag: answer.etag,
      vary: VARY,
      'cache-control': cacheControlOf(caller),
      'x-request-id': id,
    };
    if (answer.status === 200) {
      headers['content-type'] = JSON_TYPE;
      if (answer.coding !== 'identity') headers['content-encoding'] = answer.coding;
      headers['content-length'] = answer.body!.length;
    }
    res.writeHead(answer.status, headers);
    res.end(answer.status === 200 ? answer.body : undefined);
    const ms = performance.now() - started;
    this.metrics.recordHttp(stored.route, 'GET', answer.status, ms / 1000);
    if (logRequests) fastify.log.info({ request_id: id, ...accessLogFields('GET', url, answer.status, ms) }, 'request');
    return true;
  }

  private serve(request: FastifyRequest, reply: FastifyReply): false | Promise<boolean> {
    if (request.method !== 'GET' || !this.cache.enabled || !request.url.startsWith(CATALOG_PREFIX)) return false;
    const header = request.headers.authorization;
    const caller = this.callerOf(header);
    if (caller === undefined) return false;
    const entry = this.cache.get<Remembered>(`http|${scopeKey(catalogScopeOf(caller))}|${request.url}`)?.result;
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
