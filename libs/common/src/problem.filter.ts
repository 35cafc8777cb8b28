import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
  type LoggerService,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from '#lib/database';
import { BODY_LIMIT } from './http.js';
import {
  bodyTooLargeDetail,
  PROBLEM_CONTENT_TYPE,
  ProblemException,
  Problems,
  problemBody,
  type ProblemBody,
} from './problem.js';

const tooLarge = bodyTooLargeDetail;

const CODES: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** PostgreSQL SQLSTATEs that mean the request, not the server, was wrong. */
function fromDatabaseError(error: QueryFailedError): ProblemBody | null {
  const code = (error.driverError as { code?: string } | undefined)?.code ?? '';
  switch (code) {
    case '23505':
      return problemBody(409, 'conflict', 'A resource with this identity already exists.');
    case '23503':
      return problemBody(
        409,
        'conflict',
        'The resource is referenced by, or refers to, a resource that does not exist.',
      );
    case 'HC409':
      // The revision-signatures migration's guard: a publisher-managed template written without its signature.
      return problemBody(
        409,
        'publisher_managed',
        'This template is managed by its publisher: only a catalog apply its publisher signed (hub-catalog apply ' +
          '--sign-with) may change what fleets deploy; a takeover needs a new trust root version.',
      );
    case '40001':
    case '40P01':
      return problemBody(409, 'conflict', 'The request conflicted with a concurrent change; retry it.');
    default:
      // Class 22 (data exception: bad text encoding such as NUL, out-of-range values, invalid
      // dates or offsets…) is always the input's fault.
      return code.startsWith('22') ? problemBody(400, 'validation_failed', 'A value has the wrong format.') : null;
  }
}

/** A database error that the request caused, as the problem it should be answered with. */
export function problemFromDatabaseError(error: unknown): ProblemException | null {
  if (!(error instanceof QueryFailedError)) return null;
  const body = fromDatabaseError(error);
  return body ? new ProblemException(body.status, body.code, body.detail) : null;
}

/**
 * The problem a known error is answered with, whichever listener answers it (REST through problemAnswer, MCP
 * tools as a tool failure): our own problems as they are, the database's outage as 503 (logged once per
 * outage by the database monitor, not here), an error the request caused in the database as its 4xx. Null:
 * unexpected, the caller logs it and answers 500.
 */
export function knownProblem(error: unknown): ProblemException | null {
  if (error instanceof ProblemException) return error;
  return problemFromDatabaseError(error) ?? (isDatabaseUnavailable(error) ? Problems.unavailable() : null);
}

/** What an error is answered with: status, headers (content type included) and the JSON text of its problem. */
export interface ProblemAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The one error answer of every listener (both REST apps through ProblemFilter, the hub's MCP listener
 * directly): RFC 9457 problem+json (docs/api-decisions.md); nothing internal leaks, and an unexpected error
 * is logged with its stack here and nowhere else.
 */
export function problemAnswer(exception: unknown, logger: LoggerService, bodyLimit = BODY_LIMIT): ProblemAnswer {
  let body: ProblemBody;
  let headers: Record<string, string> = {};
  let known: ProblemException | null = null;
  if (exception instanceof ProblemException) {
    body = exception.getResponse() as ProblemBody;
    headers = exception.headers;
  } else if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'object' && response !== null && 'message' in response ? response.message : exception.message;
    const detail = status === 413 ? tooLarge(bodyLimit) : Array.isArray(message) ? message.join('; ') : String(message);
    body = problemBody(status, CODES[status] ?? 'error', detail);
  } else if (isFastifyClientError(exception)) {
    const status = exception.statusCode;
    const detail =
      status === 413
        ? tooLarge(bodyLimit)
        : status === 415
          ? 'Send the body as application/json.'
          : 'The request body is not valid JSON.';
    body = problemBody(status, CODES[status] ?? 'validation_failed', detail);
  } else if ((known = knownProblem(exception))) {
    body = known.getResponse() as ProblemBody;
    headers = known.headers;
  } else {
    logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    body = problemBody(500, 'internal_error', 'An unexpected error occurred.');
  }
  return {
    status: body.status,
    headers: { ...headers, 'content-type': PROBLEM_CONTENT_TYPE, 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

/** The REST listeners' exception filter (both apps): every error through problemAnswer. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // A route may take larger bodies than the default (catalog documents): a 413 names its own limit.
    const bodyLimit = host.switchToHttp().getRequest<FastifyRequest | undefined>()?.routeOptions?.bodyLimit;
    const answer = problemAnswer(exception, this.logger, bodyLimit);
    if (reply.sent) return;
    void reply.status(answer.status).headers(answer.headers).send(answer.body);
  }
}

function isFastifyClientError(e: unknown): e is { statusCode: number; code?: string } {
  return (
    typeof e === 'object' &&
    e !== null &&
    'statusCode' in e &&
    typeof e.statusCode === 'number' &&
    e.statusCode >= 400 &&
    e.statusCode < 500
  );
}
