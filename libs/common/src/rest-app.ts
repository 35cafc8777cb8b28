import { type DynamicModule, type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import { requestDeadline, type RequestDeadline, runWithDeadline } from '#lib/database';
import { installCompression } from './compression.js';
import {
  BODY_LIMIT,
  createFastifyAdapter,
  type FrameworkErrorObserver,
  installInputHygiene,
  jsonHasMoreValuesThan,
  jsonSyntaxError,
  MAX_INPUT_VALUES,
  routeInputLimits,
} from './http.js';
import { createPino, installRequestLogging, type LogLevel, PinoLogger } from './logger.js';
import { installHttpMetrics, Metrics } from './metrics.js';
import { Problems } from './problem.js';
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
  // First of all hooks, so that everything a request runs (the catalog fast path included) is under its deadline.
  if (options.requestDeadlineMs) installRequestDeadline(app.getHttpAdapter().getInstance(), options.requestDeadlineMs);
  app.setGlobalPrefix('api/v1', {
    exclude: [
      { path: 'healthz', method: RequestMethod.GET },
      { path: 'readyz', method: RequestMethod.GET },
    ],
  });
  // JSON bodies as Fastify reads them (prototype poisoning refused), except that an empty one, also a
  // chunked one of no bytes, is no body at all (a bodiless DELETE …?id= sent with application/json).
  const parseJson = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit: BODY_LIMIT }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    const text = body.toString('utf8');
    const maxValues = routeInputLimits(request)?.values ?? MAX_INPUT_VALUES;
    if (jsonHasMoreValuesThan(text, maxValues)) {
      done(Problems.validation(`The input holds more than ${maxValues} values.`), undefined);
      return;
    }
    // Routes that take a whole document (@LargeInput) say where its syntax error is: a 10 MB file needs a line.
    if (!routeInputLimits(request)) {
      void parseJson(request, text, done);
      return;
    }
    void parseJson(request, text, (error: Error | null, value?: unknown) => {
      const fault = error ? jsonSyntaxError(text) : null;
      if (!fault) {
        done(error, value);
        return;
      }
      const where = `line ${fault.line}, column ${fault.column}`;
      done(
        Problems.validation(`The request body is not valid JSON: ${fault.message} (${where}).`, [
          { field: 'body', message: `${where}: ${fault.message}` },
        ]),
        undefined,
      );
    });
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

/**
 * One deadline per request, from its arrival: set before any other hook runs, and entered again once the body
 * is read (a body arrives on stream events, outside the request's asynchronous context).
 */
function installRequestDeadline(fastify: FastifyInstance, budgetMs: number): void {
  type WithDeadline = FastifyRequest & { [DEADLINE]?: RequestDeadline };
  fastify.addHook('onRequest', (request, reply, done) => {
    const deadline = requestDeadline(reply.raw, routeInputLimits(request)?.deadlineMs ?? budgetMs);
    (request as WithDeadline)[DEADLINE] = deadline;
    runWithDeadline(deadline, done);
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    const deadline = (request as WithDeadline)[DEADLINE];
    if (deadline) runWithDeadline(deadline, done);
    else done();
  });
}
