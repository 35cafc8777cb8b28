import { type DynamicModule, type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import { requestDeadline, type RequestDeadline, restartDeadline, runWithDeadline } from '#lib/database';
import { installCompression } from './compression.js';
import { readJsonDocument } from './document-reader.js';
import { largeBodyTurn, parseLargeJson, receiveIntoOneBuffer, SPLIT_BYTES } from './large-body.js';
import {
  BODY_LIMIT,
  BODY_MIN_RATE,
  createFastifyAdapter,
  hasBody,
  type FrameworkErrorObserver,
  installInputHygiene,
  jsonHasMoreValuesThan,
  MAX_INPUT_VALUES,
  routeInputLimits,
} from './http.js';
import { createPino, installRequestLogging, type LogLevel, PinoLogger } from './logger.js';
import { installHttpMetrics, Metrics } from './metrics.js';
import { PROBLEM_CONTENT_TYPE, problemBody, Problems } from './problem.js';
import { installNosniff } from './raw-http.js';
import { ProblemFilter } from './problem.filter.js';
import { createValidationPipe } from './validation.js';

/**
 * The REST application shape both apps share: Fastify, JSON logs with request ids, `/api/v1`
 * (health probes outside it), the validation pipe, the problem+json filter, NUL refusal, HTTP metrics
 * (the module must import OperationsModule), compression of JSON answers and graceful shutdown. Each app adds its own listeners, hooks and OpenAPI document.
 */
export async function createRestApp(
  module: DynamicModule,
  options: {
    name: string;
    logRequests: boolean;
    logLevel?: LogLevel;
    quiet?: boolean;
    trustedProxies?: string[];
    /** `<APP>_REQUEST_DEADLINE_MS`: every wait on the database a request causes comes out of it (deadline.ts). */
    requestDeadlineMs?: number;
  },
): Promise<{ app: NestFastifyApplication; logger: PinoLogger; frameworkErrorObservers: FrameworkErrorObserver[] }> {
  const pino = createPino(options.name, options.quiet ? 'error' : (options.logLevel ?? 'info'));
  const logger = new PinoLogger(pino);
  const frameworkErrorObservers: FrameworkErrorObserver[] = [];
  const app = await NestFactory.create<NestFastifyApplication>(
    module,
    createFastifyAdapter(frameworkErrorObservers, options.trustedProxies, pino),
    {
      logger,
      bufferLogs: false,
    },
  );
  installNosniff(app.getHttpServer());
  // First of all hooks, so that everything a request runs (the catalog fast path included) is under its deadline.
  if (options.requestDeadlineMs) installRequestDeadline(app.getHttpAdapter().getInstance(), options.requestDeadlineMs);
  installBodyMinimumRate(app.getHttpAdapter().getInstance());
  app.setGlobalPrefix('api/v1', {
    exclude: [
      { path: 'healthz', method: RequestMethod.GET },
      { path: 'readyz', method: RequestMethod.GET },
    ],
  });
  // JSON bodies as Fastify reads them (prototype poisoning refused), except that an empty one, also a
  // chunked one of no bytes, is no body at all (a bodiless DELETE …?id= sent with application/json).
  const parseJson = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  type WithReceived = FastifyRequest & { [RECEIVED_BODY]?: Buffer };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preParsing', (request, _reply, payload, done) => {
      const limits = routeInputLimits(request);
      const length = Number(request.headers['content-length']);
      const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
      if (limits?.reader !== 'inventory' || !json || !(length > SPLIT_BYTES && length <= limits.bodyLimit)) {
        return done(null, payload);
      }
      done(
        null,
        receiveIntoOneBuffer(payload, length, (body) => ((request as WithReceived)[RECEIVED_BODY] = body)),
      );
    });
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit: BODY_LIMIT }, (request, received, done) => {
    // A large body arrives in one buffer of its own (preParsing above); Fastify's own buffer is then empty.
    const body = (request as WithReceived)[RECEIVED_BODY] ?? received;
    (request as WithReceived)[RECEIVED_BODY] = undefined;
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    const limits = routeInputLimits(request);
    if (limits?.reader === 'inventory') {
      // A cluster inventory, up to 32 MiB: one at a time (the rest of the request's work included), parsed and checked in slices, never
      // holding the event loop (large-body.ts). The request's deadline starts again once it is parsed.
      void largeBodyTurn().then(async (end) => {
        (request as FastifyRequest & { [LARGE_TURN]?: () => void })[LARGE_TURN] = end;
        request.raw.socket?.once('close', end);
        try {
          done(null, await parseLargeJson(body, limits));
        } catch (error) {
          end();
          done(error as Error, undefined);
        }
      });
      return;
    }
    if (limits) {
      // A whole document (a catalog of up to 10 MiB; only a caller the route admits gets here, the hub checks it
      // before the body is read): built in slices, a syntax error located off the loop (document-reader.ts).
      readJsonDocument(body, limits).then(
        (value) => done(null, value),
        (error: Error) => done(error, undefined),
      );
      return;
    }
    const text = body.toString('utf8');
    const maxValues = MAX_INPUT_VALUES;
    if (jsonHasMoreValuesThan(text, maxValues)) {
      done(Problems.validation(`The input holds more than ${maxValues} values.`), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  // A large body's turn ends with its answer (or with its connection).
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, _reply, done) => {
      (request as FastifyRequest & { [LARGE_TURN]?: () => void })[LARGE_TURN]?.();
      done();
    });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ProblemFilter());
  installRequestLogging(app as INestApplication, options.logRequests && !options.quiet);
  installInputHygiene(app as INestApplication);
  installHttpMetrics(app as INestApplication, app.get(Metrics));
  installCompression(app.getHttpAdapter().getInstance());
  app.enableShutdownHooks();
  return { app, logger, frameworkErrorObservers };
}

const DEADLINE = Symbol('requestDeadline');
const LARGE_TURN = Symbol('largeBodyTurn');
const RECEIVED_BODY = Symbol('receivedBody');

/**
 * One deadline per request, from its arrival: set before any other hook runs, and entered again once the body
 * is read (a body arrives on stream events, outside the request's asynchronous context). A request with a body
 * gets its whole budget again from then: the deadline covers the work, not the client's upload, which
 * installBodyMinimumRate bounds.
 */
function installRequestDeadline(fastify: FastifyInstance, budgetMs: number): void {
  type WithDeadline = FastifyRequest & { [DEADLINE]?: RequestDeadline };
  // A route that takes a whole document (@LargeInput) may say it needs longer.
  const routeBudget = (request: FastifyRequest) => Math.max(budgetMs, routeInputLimits(request)?.deadlineMs ?? 0);
  fastify.addHook('onRequest', (request, reply, done) => {
    const deadline = requestDeadline(reply.raw, routeBudget(request));
    (request as WithDeadline)[DEADLINE] = deadline;
    runWithDeadline(deadline, done);
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    const deadline = (request as WithDeadline)[DEADLINE];
    if (!deadline) return done();
    if (hasBody(request.raw.headers)) restartDeadline(deadline, routeBudget(request));
    runWithDeadline(deadline, done);
  });
}

/**
 * A body must arrive at BODY_MIN_RATE.bytesPerSecond on average once BODY_MIN_RATE.graceMs have passed (so a
 * 32 MiB inventory may take up to 266 s, within Node's 300 s request timeout); one slower is answered 408 and its
 * connection closed. Measured on the socket's byte count, so the body stream is left to the parser untouched.
 */
function installBodyMinimumRate(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request.raw.headers)) return done();
    const socket = request.raw.socket;
    const startedAt = performance.now();
    const startBytes = socket.bytesRead;
    const timer = setInterval(() => {
      if (request.raw.complete || socket.destroyed || reply.raw.headersSent) return clearInterval(timer);
      const late = performance.now() - startedAt - BODY_MIN_RATE.graceMs;
      if (late <= 0 || socket.bytesRead - startBytes >= (BODY_MIN_RATE.bytesPerSecond * late) / 1000) return;
      clearInterval(timer);
      const detail =
        `The request body arrived slower than ${BODY_MIN_RATE.bytesPerSecond / 1024} KiB/s ` +
        `(after the first ${BODY_MIN_RATE.graceMs / 1000} s).`;
      const body = JSON.stringify(problemBody(408, 'request_timeout', detail));
      reply.hijack();
      reply.raw.writeHead(408, {
        'Content-Type': PROBLEM_CONTENT_TYPE,
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
      });
      reply.raw.end(body);
    }, BODY_MIN_RATE.checkEveryMs);
    timer.unref();
    done();
  });
}
