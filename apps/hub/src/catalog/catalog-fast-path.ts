import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { getMetadataStorage, IS_OPTIONAL, IS_STRING, MAX_LENGTH } from 'class-validator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseQuery } from 'fast-querystring';
import { accessLogFields, badText, markArrival, Metrics, requestIdOf } from '#lib/common';
import { bearerOf, credentialShapeOf } from '#lib/auth';
import { requestDeadline } from '#lib/database';
import { AuthService } from '../auth/auth.service.js';
import { type Caller, catalogScopeOf, scopeKey } from '../auth/caller.js';
import { HubCache } from '../cache/hub-cache.js';
import { type CatalogTemplateDto, fastPathProperties, isPerInstance, TemplateListQueryDto } from './dto/catalog.dto.js';
import { CatalogService, type Cached } from './catalog.service.js';
import {
  answerCatalog,
  cacheControlOf,
  JSON_TYPE,
  payloadBytes,
  type Representation,
  representationOf,
  VARY,
  withEncodings,
} from './http-cache.js';

const CATALOG_PREFIX = '/api/v1/catalog/';
const ANONYMOUS: Caller = { kind: 'anonymous' };
const LIST_PATH = '/api/v1/catalog/templates';

/**
 * The list's query parameters and the longest value of each (Infinity: no MaxLength), read once at start from
 * TemplateListQueryDto's class-validator rules, so the fast path checks exactly what the validation pipe does.
 * A parameter with any other rule is left out: a request that uses it goes the normal way, which applies it; so
 * are the parameters marked PerInstance (their answer depends on the calling instance's inventory).
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
  for (const name of Object.keys(parameters))
    if (refused.has(name) || isPerInstance(dto, name)) delete parameters[name];
  return parameters;
}
/**
 * The list parameters the fast path answers: those TemplateListQueryDto marks `@FastPath()`, which must be exactly
 * those listParameters finds it can check. Checked once at start, so that a rule added to a marked parameter (which
 * the fast path would not apply) or a mark forgotten on a new one stops the hub instead of silently changing which
 * way requests go.
 */
export function declaredListParameters(
  dto: new () => object = TemplateListQueryDto,
): Record<string, number | undefined> {
  const derived = listParameters(dto);
  const names = new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', true, false)
      .map((r) => r.propertyName),
  );
  const marked = fastPathProperties(dto, names).sort();
  const checkable = Object.keys(derived).sort();
  if (marked.join() !== checkable.join()) {
    throw new Error(
      `${dto.name}: the parameters marked @FastPath() (${marked.join(', ')}) must be those the fast path can check ` +
        `(only @IsOptional, @IsString, @MaxLength; not @PerInstance): ${checkable.join(', ')}`,
    );
  }
  return derived;
}
const LIST_PARAMETERS = declaredListParameters();

/** What the fast path keeps per URL: the answer, and the route pattern its metrics are counted under. */
interface Remembered {
  result: Cached<unknown>;
  route: string;
}

/**
 * A list query made only of the list's own parameters, each a plain string within the DTO's limits
 * (TemplateListQueryDto) and clean text, with `featured`, `page` and `limit` values the service accepts: what the
 * fast path may answer through the service call without the validation pipe. Anything else (an unknown or
 * repeated parameter, a value the DTO or the service would refuse) goes the normal way, which answers it, errors
 * included.
 */
function acceptedListQuery(query: Record<string, unknown>): boolean {
  for (const name in query) {
    const value = query[name];
    const max = Object.hasOwn(LIST_PARAMETERS, name) ? LIST_PARAMETERS[name] : undefined;
    if (max === undefined || typeof value !== 'string' || value.length > max || badText(value) !== null) return false;
  }
  const { page, limit, featured } = query as Record<string, string | undefined>;
  if (featured !== undefined && featured !== '' && featured !== 'true' && featured !== 'false') return false;
  return [page, limit].every((v) => v === undefined || v === '' || (/^\d{1,15}$/.test(v) && /[1-9]/.test(v)));
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Catalog GETs answered before the framework routes them, for an anonymous caller or an instance key whose check
 * is cached: exactly a URL that the controller answered (200) for the same visibility class since the last flush
 * (from the HubCache), or a list the cache does not hold (a new search term) whose query the fast path can check
 * itself (acceptedListQuery). Everything else (a JWT, HEAD, an unknown key, any other query) goes the normal way
 * through the guard, the validation pipe and the controller, which fills the cache.
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
   * Two levels. What can be answered without the framework (a cached answer whose bytes are ready, the common
   * case of a fleet polling or a console listing; a list the cache does not hold) is answered with plain
   * node:http before Fastify sees the request: the request id, the deadline (`requestDeadlineMs`,
   * HUB_REQUEST_DEADLINE_MS), the metrics and the access log line are made here exactly as Fastify's hooks make
   * them, and nothing else runs (docs/benchmarks.md: what the framework's layers cost per request). Everything
   * else goes to Fastify, whose first hook of ours (below) answers the rest of the cached reads (a counted
   * download, an answer compressed for this request) before the guard, pipe and controller run.
   * `logRequests`: the access log is on (HUB_LOG_REQUESTS).
   */
  install(fastify: FastifyInstance, logRequests: boolean, requestDeadlineMs: number): void {
    const server = fastify.server;
    const framework = server.listeners('request') as Listener[];
    server.removeAllListeners('request');
    const toFramework: Listener = (req, res) => {
      for (const listener of framework) listener.call(server, req, res);
    };
    const log = logRequests ? fastify.log : undefined;
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      // The caller is read once (a cached key's check is an HMAC): a hit, else a list miss, else the framework.
      const caller = this.rawCaller(req);
      if (caller !== undefined && this.serveRaw(req, res, caller, log)) return;
      if (caller !== undefined && this.listMissRaw(req, res, caller, log, requestDeadlineMs, toFramework)) return;
      toFramework(req, res);
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
    if (request.method !== 'GET') return;
    const search = (request.query as Record<string, unknown> | undefined)?.search;
    this.rememberUrl(request.url, search, caller, request.routeOptions.url ?? request.url, generation, result);
  }

  private rememberUrl(
    url: string,
    search: unknown,
    caller: Caller,
    route: string,
    generation: number,
    result: Cached<unknown>,
  ): void {
    if (caller.kind !== 'anonymous' && caller.kind !== 'instanceKey') return;
    const key = `http|${scopeKey(catalogScopeOf(caller))}|${url}`;
    // A search is stored on its second asking (HubCache.seenBefore), like the service's own entry.
    if (typeof search === 'string' && search !== '' && !this.cache.seenBefore(key)) return;
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

  /** The caller of a GET under the catalog prefix that node:http may answer itself (known, cached), else undefined. */
  private rawCaller(req: IncomingMessage): Caller | undefined {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !url.startsWith(CATALOG_PREFIX) || this.closing) return undefined;
    if (!this.cache.enabled) return undefined;
    return this.callerOf(req.headers.authorization);
  }

  /** Answers a cached catalog read with node:http alone when its bytes are ready; false: not answered. */
  private serveRaw(
    req: IncomingMessage,
    res: ServerResponse,
    caller: Caller,
    log: FastifyInstance['log'] | undefined,
  ): boolean {
    const started = performance.now();
    const stored = this.cache.peek<Remembered>(`http|${scopeKey(catalogScopeOf(caller))}|${req.url}`);
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
    this.writeRaw(req, res, caller, answer as Representation & { body?: Buffer }, stored.route, started, log);
    return true;
  }

  /**
   * A list the cache does not hold, for a caller the fast path knows, whose query acceptedListQuery lets through
   * (a new search term, say): the framework's routing, hooks, guard and validation pipe cost more than a small
   * query, so node:http answers it through the same service call, under the request's deadline (passed by hand,
   * deadline.ts: this path runs without AsyncLocalStorage). Any error (the
   * database is down, the deadline passed) hands the request to the framework, which answers it with the same
   * deadline (requestDeadline keeps the one of the response), so the client gets the normal path's error.
   */
  private listMissRaw(
    req: IncomingMessage,
    res: ServerResponse,
    caller: Caller,
    log: FastifyInstance['log'] | undefined,
    deadlineMs: number,
    toFramework: Listener,
  ): boolean {
    const url = req.url!;
    const question = url.indexOf('?');
    if ((question < 0 ? url : url.slice(0, question)) !== LIST_PATH || url.includes('#')) return false;
    const query = question < 0 ? {} : (parseQuery(url.slice(question + 1)) as Record<string, unknown>);
    if (!acceptedListQuery(query)) return false;
    const started = performance.now();
    const deadline = requestDeadline(res, deadlineMs);
    const generation = this.cache.begin();
    this.catalog
      .list(caller, query, deadline)
      .then(async (result) => {
        this.rememberUrl(url, query.search, caller, LIST_PATH, generation, result);
        const answer = representationOf(req.headers['accept-encoding'], req.headers['if-none-match'], result);
        if (answer.body !== undefined) answer.body = await answer.body;
        this.writeRaw(req, res, caller, answer as Representation & { body?: Buffer }, LIST_PATH, started, log);
      })
      .catch(() => {
        // A client that went away gets nothing; else the framework answers, timed from the arrival.
        if (res.headersSent || res.destroyed) return;
        markArrival(req, started);
        toFramework(req, res);
      });
    return true;
  }

  /** Writes a catalog answer with node:http, then counts and logs it as Fastify's hooks would. */
  private writeRaw(
    req: IncomingMessage,
    res: ServerResponse,
    caller: Caller,
    answer: Representation & { body?: Buffer },
    route: string,
    started: number,
    log: FastifyInstance['log'] | undefined,
  ): void {
    const id = requestIdOf(req.headers);
    const headers: Record<string, string | number> = {
      etag: answer.etag,
      vary: VARY,
      'cache-control': cacheControlOf(caller),
      'x-request-id': id,
      // The framework's listeners (installNosniff's among them) do not run for an answer written here.
      'x-content-type-options': 'nosniff',
    };
    if (answer.status === 200) {
      headers['content-type'] = JSON_TYPE;
      if (answer.coding !== 'identity') headers['content-encoding'] = answer.coding;
      headers['content-length'] = answer.body!.length;
    }
    res.writeHead(answer.status, headers);
    res.end(answer.status === 200 ? answer.body : undefined);
    const ms = performance.now() - started;
    this.metrics.recordHttp(route, 'GET', answer.status, ms / 1000);
    log?.info({ request_id: id, ...accessLogFields('GET', req.url!, answer.status, ms) }, 'request');
  }

  private serve(request: FastifyRequest, reply: FastifyReply): false | Promise<boolean> {
    if (request.method !== 'GET' || !this.cache.enabled || !request.url.startsWith(CATALOG_PREFIX)) return false;
    const header = request.headers.authorization;
    const caller = this.callerOf(header);
    if (caller === undefined) return false;
    const entry = this.cache.get<Remembered>(`http|${scopeKey(catalogScopeOf(caller))}|${request.url}`)?.result;
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
