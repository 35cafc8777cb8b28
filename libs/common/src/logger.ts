import type { INestApplication, LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger as Pino } from 'pino';
import { ConfigError } from './env.js';
import { elapsedMsOf } from './http.js';

/**
 * Logging, configured once for both apps: pino, the logger Fastify carries natively, writes one JSON
 * line per event to stdout. Fastify's request logger, the access log and Nest's own `Logger` all write
 * through the same instance, so levels, request ids and redaction are the same everywhere.
 *
 * Why not nestjs-pino: its pino-http middleware logs from Node's raw request, outside Fastify's request
 * lifecycle, with request ids of its own; Fastify already gives every request a pino child that carries
 * our request id (`request_id`).
 */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Field names whose values never reach a log, at the top of a logged object or one or two levels down
 * (`headers.authorization`, `body.password`…). Code logs no credential on purpose; this is the net under it.
 */
export const REDACTED_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'secret',
  'client_secret',
  'code_verifier',
  'instance_key',
] as const;

const SECRET_FIELDS = new Set<string>(REDACTED_FIELDS);
const CENSOR = '[redacted]';

/**
 * `value` with every REDACTED_FIELDS member at its top, one or two levels down replaced by `[redacted]`; the
 * objects on the way to a replaced field are copied, nothing is changed in place, and an object without one is
 * returned as is. Applied to what each log call logs (and to a serialized error), not to a child logger's
 * bindings, which are the app's own (the request id): pino's path redaction with wildcards ran on every
 * request's child logger and was a fifth of the CPU time of a cached catalog answer (docs/benchmarks.md).
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || value instanceof Error) return value;
  let copy: Record<string, unknown> | unknown[] | undefined;
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const field = source[key];
    const next = SECRET_FIELDS.has(key) ? CENSOR : depth < 2 ? redactSecrets(field, depth + 1) : field;
    if (next === field) continue;
    copy ??= Array.isArray(value) ? [...(value as unknown[])] : { ...source };
    (copy as Record<string, unknown>)[key] = next;
  }
  return (copy ?? value) as T;
}

/** `<APP>_LOG_LEVEL` (default `info`): one of LOG_LEVELS. */
export function envLogLevel(
  env: Record<string, string | undefined>,
  name: string,
  fallback: LogLevel = 'info',
): LogLevel {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${LOG_LEVELS.join(', ')}`);
  }
  return value as LogLevel;
}

/** The app's pino instance. Lines go through `process.stdout.write` (tests capture them there). */
export function createPino(app: string, level: LogLevel): Pino {
  return pino(
    {
      level,
      base: { app },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: (object) => redactSecrets(object) },
      serializers: { err: (error: Error) => redactSecrets(pino.stdSerializers.err(error)) },
    },
    process.stdout,
  );
}

/** Nest's start-up chatter (one line per module and per route): useful when debugging, noise otherwise. */
const DEBUG_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** Nest's LoggerService over pino: `new Logger('Context').log(…)` anywhere in the apps lands here. */
export class PinoLogger implements LoggerService {
  constructor(readonly pino: Pino) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', message: unknown, rest: unknown[]) {
    // Nest's convention: the last string argument is the context; error(message, stack, context).
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    if (level === 'info' && context && DEBUG_CONTEXTS.has(context)) level = 'debug';
    // A port that cannot be opened: Nest logs it, then throws it to the caller, which says which variable to change.
    if (level === 'error' && context === 'NestApplication' && /\blisten E[A-Z]+/.test(String(message))) level = 'debug';
    if (!this.pino.isLevelEnabled(level)) return;
    const stack = typeof rest[0] === 'string' ? rest[0] : undefined;
    if (message instanceof Error) {
      this.pino[level]({ context, err: message }, message.message);
    } else if (message !== null && typeof message === 'object') {
      const { msg, ...fields } = message as { msg?: unknown };
      this.pino[level]({ context, ...fields }, typeof msg === 'string' ? msg : '');
    } else {
      this.pino[level]({ context, stack }, String(message));
    }
  }
}

/** The fields of an access-log line (message `request`): never headers, bodies or query strings. */
export function accessLogFields(
  method: string,
  url: string,
  status: number,
  ms: number,
): { method: string; path: string; status: number; ms: number } {
  return { method, path: url.split('?')[0], status, ms: Math.round(ms * 10) / 10 };
}

/**
 * The access log: one line per request at info level, with its request id (bound by Fastify), method,
 * route path, status and time. Never headers, bodies or query strings, so no credential reaches it.
 */
export function installRequestLogging(app: INestApplication, enabled: boolean): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });
  if (!enabled) return;
  fastify.addHook('onResponse', async (req, reply) => {
    req.log.info(accessLogFields(req.method, req.url, reply.statusCode, elapsedMsOf(req, reply)), 'request');
  });
}
