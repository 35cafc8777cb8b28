import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { applyDecorators, type INestApplication } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { FastifyAdapter, RouteConfig } from '@nestjs/platform-fastify';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger as Pino } from 'pino';
import { PROBLEM_CONTENT_TYPE, problemBody } from './problem.js';

export const BODY_LIMIT = 1024 * 1024;
/**
 * The slowest a request body may arrive: on average BODY_MIN_RATE.bytesPerSecond once graceMs have passed (a small
 * body on any link arrives within the grace; the largest, 32 MiB, then takes at most 266 s, within Node's 300 s
 * request timeout). Slower: 408 (rest-app.ts).
 */
export const BODY_MIN_RATE = { bytesPerSecond: 128 * 1024, graceMs: 10_000, checkEveryMs: 1000 } as const;

/** Whether a request's headers announce a body (a non-zero Content-Length, or a Transfer-Encoding). */
export function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}
/** Longest path parameter the router accepts (Fastify's default is 100); longer → 414. */
export const MAX_PARAM_LENGTH = 512;

/**
 * Called for requests the router answers itself (400 bad URL, 414 parameter too long), which run
 * no route hooks; the fleet uses it to audit machine-token requests that end there. Fastify builds
 * those requests without its trust-proxy logic, so `clientAddress` is the one to record (the
 * X-Forwarded-For client when the peer is a trusted proxy, as `request.ip` is on a route).
 */
export type FrameworkErrorObserver = (request: FastifyRequest, reply: FastifyReply, clientAddress: string) => void;

const CLIENT_ERRORS: Record<string, { status: number; title: string; detail: string; code: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    title: 'Request Timeout',
    detail: 'The request was not received in time.',
    code: 'request_timeout',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    title: 'Request Header Fields Too Large',
    detail: 'The request headers are too large.',
    code: 'validation_failed',
  },
};

/**
 * Requests Node's HTTP parser refuses before any route sees them (a control character in a header, a
 * header block over the size limit, a request that never finished arriving): answered as problem+json
 * like every other error, and the connection closed, as Node does.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''];
  const { status, title, detail, code } = known ?? {
    status: 400,
    title: 'Bad Request',
    detail: 'The request is not valid HTTP (for example a control character in a header).',
    code: 'validation_failed',
  };
  const body = JSON.stringify({ ...problemBody(status, code, detail), title });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A request's id: the client's `X-Request-Id` when it is a sane token, a fresh UUID otherwise (every listener). */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify with our request ids, a 1 MiB body limit and the app's pino logger (logger.ts); Fastify's own
 * two lines per request are off, the access log writes one.
 * `observers` may be filled after the adapter is created (the app's services do not exist yet).
 * `trustedProxies`: addresses/CIDRs whose `X-Forwarded-For` sets `request.ip`; none by default, so a
 * client can never choose the address it is seen (and rate-limited) as.
 */
export function createFastifyAdapter(
  observers: FrameworkErrorObserver[] = [],
  trustedProxies: string[] = [],
  logger?: Pino,
): FastifyAdapter {
  const trusted = proxyAddr.compile(trustedProxies);
  const clientAddress = (request: FastifyRequest): string =>
    trustedProxies.length > 0 ? proxyAddr(request.raw, trusted) : (request.raw.socket.remoteAddress ?? '');
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    ...(logger
      ? {
          loggerInstance: logger,
          logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
        }
      : { logger: false }),
    clientErrorHandler,
    requestIdHeader: false,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => requestIdOf(req.headers),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Router errors (bad percent-encoding, over-long parameters) answered like every other error.
    frameworkErrors: (error: { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
      for (const observe of observers) observe(request, reply, clientAddress(request));
      const status = error.statusCode === 414 ? 414 : 400;
      const detail = status === 414 ? 'A path parameter is too long.' : 'The request URL is malformed.';
      const title = status === 414 ? 'URI Too Long' : 'Bad Request';
      void reply
        .status(status)
        .type(PROBLEM_CONTENT_TYPE)
        .send(JSON.stringify({ ...problemBody(status, 'validation_failed', detail), title }));
    },
  });
}

/** Deepest nesting of objects and arrays accepted in a body (deeper ones overflow class-transformer). */
export const MAX_DEPTH = 32;
/** Most elements of any one array in any input; fields declare tighter maxima (@ArrayMaxSize), checked as cheaply. */
export const MAX_ARRAY_ITEMS = 1000;
/** Most members of any one object in any input. */
export const MAX_OBJECT_KEYS = 256;
/** Most values (strings, numbers, objects, arrays…) in one input, however they are arranged. */
export const MAX_INPUT_VALUES = 20_000;
/**
 * The few routes that take a whole Kubernetes cluster's node inventory (up to 2,000 nodes: the fleet's
 * PUT /api/v1/inventory, the hub's PUT /api/v1/instance-info) opt into larger limits with `@LargeInput()`;
 * every other route keeps the ones above. The route's own validation still bounds each array it reads.
 */
export const LARGE_INPUT_LIMITS: RouteInputLimits = {
  reader: 'inventory',
  bodyLimit: 32 * 1024 * 1024,
  arrayItems: 5000,
  objectKeys: 512,
  values: 2_000_000,
  // The work on 32 MiB (checked and stored in slices, large-body.ts) takes seconds on a busy host.
  deadlineMs: 30_000,
};
export interface InputLimits {
  arrayItems: number;
  objectKeys: number;
  values: number;
}
/**
 * How a large JSON body is read (rest-app.ts): `inventory`, in one buffer of its own, one such request at a time
 * with the rest of its work, parsed in slices (large-body.ts: a cluster inventory of up to 32 MiB); `document`,
 * built in slices with a syntax error located by line and column (document-reader.ts: a catalog document).
 */
export type LargeBodyReader = 'inventory' | 'document';

/** A route's own limits: its body size in bytes, how the body is read, and the input limits it is checked against. */
export interface RouteInputLimits extends InputLimits {
  reader: LargeBodyReader;
  /** The route also takes `application/yaml` bodies (read by the app's own parser, e.g. the catalog document's). */
  yaml?: boolean;
  bodyLimit: number;
  /**
   * The request's least deadline once its body is read (`<APP>_REQUEST_DEADLINE_MS` when longer): a route that takes
   * a whole document (a catalog of thousands of templates checked and written in one transaction, a 32 MiB cluster
   * inventory) may need longer than a single-row request.
   */
  deadlineMs?: number;
}
const DEFAULT_INPUT_LIMITS: InputLimits = {
  arrayItems: MAX_ARRAY_ITEMS,
  objectKeys: MAX_OBJECT_KEYS,
  values: MAX_INPUT_VALUES,
};
/** Route config key set by `@LargeInput()`: the route's RouteInputLimits. */
export const LARGE_INPUT_FLAG = 'largeInput';
/**
 * This route takes a large document: `limits` (default LARGE_INPUT_LIMITS, a cluster inventory) instead of the
 * default input limits, and its body limit. `config`: more route config for the app's own hooks (the hub's rule
 * of who may send such a body, checked before a byte of it is read).
 */
export const LargeInput = (limits: RouteInputLimits = LARGE_INPUT_LIMITS, config: Record<string, unknown> = {}) =>
  applyDecorators(
    RouteConfig({ ...config, [LARGE_INPUT_FLAG]: limits }),
    // In the OpenAPI document: the route's body limit, so that its 413 answer can say it (openapi.ts).
    ApiExtension(BODY_LIMIT_EXTENSION, limits.bodyLimit),
  );
/** The OpenAPI operation extension that carries a `@LargeInput()` route's body limit in bytes. */
export const BODY_LIMIT_EXTENSION = 'x-body-limit';
/** The limits a request's route opted into with `@LargeInput()`, or null (the defaults apply). */
export function routeInputLimits(req: FastifyRequest): RouteInputLimits | null {
  const value = (req.routeOptions?.config as unknown as Record<string, unknown> | undefined)?.[LARGE_INPUT_FLAG];
  return typeof value === 'object' && value !== null ? (value as RouteInputLimits) : null;
}
/** Whether a request's route opted into larger limits (`@LargeInput()`). */
export function isLargeInputRoute(req: FastifyRequest): boolean {
  return routeInputLimits(req) !== null;
}

/** Bodies whose input limits were checked while they were parsed (large-body.ts): the preHandler skips them. */
export const CHECKED_BODIES = new WeakSet<object>();
const isCheckedBody = (body: unknown) => typeof body === 'object' && body !== null && CHECKED_BODIES.has(body);

/** Names every plain object inherits: class-validator's whitelist takes them for declared fields. */
const INHERITED_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
// A UTF-16 surrogate without its other half: not a Unicode character, and not storable as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be taken (NUL, a lone surrogate), or null: the one rule every listener and fast path uses. */
export function badText(text: string): string | null {
  if (text.includes('\u0000')) return 'Text may not contain NUL characters.';
  if (LONE_SURROGATE.test(text)) return 'Text must be valid Unicode (a lone surrogate was sent).';
  return null;
}

/**
 * Whether a JSON text holds more than `max` values, counted without parsing it (commas and opening
 * brackets outside strings): run before JSON.parse, so that a body of tens of thousands of tiny members
 * is refused for the cost of one scan instead of building them all.
 */
export function jsonHasMoreValuesThan(text: string, max: number): boolean {
  let count = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if ((c === 0x2c || c === 0x5b || c === 0x7b) && ++count > max) return true;
  }
  return false;
}

/**
 * Why this input is refused before validation, or null when it is fine: one pass that stops at the
 * first problem, and checks each array's and object's size before looking at its members, so its cost
 * is bounded by the limits, not by what was sent.
 */
export function inputProblem(
  value: unknown,
  isBody = false,
  limits: InputLimits = DEFAULT_INPUT_LIMITS,
): string | null {
  return inputProblemWithin(value, 0, { isBody, limits, budget: limits.values });
}

/** inputProblem's walk over a part of an input found at `depth`, counting values against the shared `state.budget`. */
export function inputProblemWithin(
  value: unknown,
  depth: number,
  state: { isBody: boolean; limits: InputLimits; budget: number },
): string | null {
  const { isBody, limits } = state;
  const visit = (node: unknown, depth: number): string | null => {
    if ((state.budget -= 1) < 0) return `The input holds more than ${limits.values} values.`;
    if (typeof node === 'string') return badText(node);
    if (node === null || typeof node !== 'object') return null;
    if (depth >= MAX_DEPTH) return `The input is nested more than ${MAX_DEPTH} levels deep.`;
    if (Array.isArray(node)) {
      if (node.length > limits.arrayItems) return `An array holds more than ${limits.arrayItems} elements.`;
      for (const item of node) {
        const problem = visit(item, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    const keys = Object.keys(node);
    if (keys.length > limits.objectKeys) return `An object holds more than ${limits.objectKeys} members.`;
    for (const key of keys) {
      const problem = memberNameProblem(key, isBody) ?? visit((node as Record<string, unknown>)[key], depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return visit(value, depth);
}

/** Why an object member's name is refused (bad text; in a body, a name Object.prototype has), or null. */
export function memberNameProblem(key: string, isBody: boolean): string | null {
  return badText(key) ?? (isBody && INHERITED_NAMES.has(key) ? `Unknown field: ${key}.` : null);
}

/**
 * Input refused before any validation (400 `validation_failed`): arrays, objects and inputs over the
 * size limits above (before any per-element work, so a small body cannot make a huge answer), NUL characters (PostgreSQL text cannot
 * hold them) and lone surrogates (they cannot be stored as UTF-8 and crash some validators) anywhere in
 * the path, query or JSON body, bodies nested more than MAX_DEPTH levels deep, and body fields named like Object.prototype's members (`toString`,
 * `constructor`…), which the validator's whitelist would let through as if declared. A request with an
 * empty body is read as having none, whatever its Content-Type says (some clients and proxies send
 * `application/json` on a bodiless DELETE with `?id=`).
 */
export function installInputHygiene(app: INestApplication): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.addHook('onRoute', (route) => {
    const limits = (route.config as Record<string, unknown> | undefined)?.[LARGE_INPUT_FLAG];
    if (typeof limits === 'object' && limits !== null) route.bodyLimit = (limits as RouteInputLimits).bodyLimit;
  });
  fastify.addHook('onRequest', (req, _reply, done) => {
    const length = req.headers['content-length'];
    const empty = length === '0' || (length === undefined && req.headers['transfer-encoding'] === undefined);
    if (empty && req.headers['content-type'] !== undefined) delete req.headers['content-type'];
    done();
  });
  fastify.addHook('preHandler', async (req, reply) => {
    const problem =
      inputProblem(req.params) ??
      inputProblem(req.query) ??
      (isCheckedBody(req.body) ? null : inputProblem(req.body, true, routeInputLimits(req) ?? DEFAULT_INPUT_LIMITS));
    if (!problem) return;
    await reply
      .status(400)
      .type(PROBLEM_CONTENT_TYPE)
      .send(JSON.stringify(problemBody(400, 'validation_failed', problem)));
  });
}

const ARRIVED_AT = Symbol('arrivedAt');

/**
 * Marks when a request arrived (`performance.now()`), for a layer that worked on it before handing it to Fastify
 * (the hub's catalog fast path): its metrics and access-log time then count from arrival, not from the hand-off.
 */
export function markArrival(req: object, at: number): void {
  (req as { [ARRIVED_AT]?: number })[ARRIVED_AT] = at;
}

/** Milliseconds since the request arrived (markArrival), else since Fastify took it. */
export function elapsedMsOf(request: { raw: object }, reply: { elapsedTime: number }): number {
  const at = (request.raw as { [ARRIVED_AT]?: number })[ARRIVED_AT];
  return at === undefined ? reply.elapsedTime : performance.now() - at;
}

/** Line and column (both from 1) of a character offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** The error JSON.parse gives a text, or null when it parses. */
function jsonParseError(text: string): Error | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Why a JSON text does not parse, with the line and column of the fault, or null when it parses. V8 names the
 * position of most faults; for the others (an unexpected token) the fault is where the longest prefix that is
 * still the beginning of a JSON text ends, found by bisection (a few parses of prefixes).
 */
export function jsonSyntaxError(text: string): { message: string; line: number; column: number } | null {
  const error = jsonParseError(text);
  if (!error) return null;
  const message = error.message.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');
  const at = /at position (\d+)/.exec(error.message);
  let offset: number;
  if (at) offset = Number(at[1]);
  else if (/Unexpected end of JSON input/.test(error.message)) offset = text.length;
  else {
    const startsJson = (length: number): boolean => {
      const e = jsonParseError(text.slice(0, length));
      if (!e || /Unexpected end of JSON input/.test(e.message)) return true;
      const p = /at position (\d+)/.exec(e.message);
      return p !== null && Number(p[1]) >= length;
    };
    let low = 0;
    let high = text.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (startsJson(mid)) low = mid;
      else high = mid - 1;
    }
    offset = low;
  }
  return { message, ...lineColumn(text, offset) };
}
