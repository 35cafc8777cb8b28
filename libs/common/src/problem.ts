import { HttpException, HttpStatus } from '@nestjs/common';

/** Retry-After of a 503: the pool reconnects on the next request, so a short wait is enough. */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 2;

export interface FieldError {
  field: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: FieldError[];
  /** How many field errors were found beyond the MAX_FIELD_ERRORS listed in `errors`. */
  errors_omitted?: number;
}

/** The most field errors a 400 lists (CONTRACT §3); the rest are counted in `errors_omitted`. */
export const MAX_FIELD_ERRORS = 20;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function titleFor(status: number): string {
  return TITLES[status] ?? 'Error';
}

/** The media type of every error answer, on every listener. */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

const MIB = 1024 * 1024;

/** A 413's detail: the body limit of the route the body was sent to (1 MiB unless the route takes more). */
export function bodyTooLargeDetail(limit: number): string {
  return `The request body is larger than ${limit % MIB === 0 ? `${limit / MIB} MiB` : `${limit} bytes`}.`;
}

/** The body of an RFC 9457 problem with our `code` extension: the only place one is shaped. */
export function problemBody(status: number, code: string, detail: string): ProblemBody {
  return { type: 'about:blank', title: titleFor(status), status, detail, code };
}

/** An RFC 9457 problem with our `code` extension (docs/api-decisions.md). */
export class ProblemException extends HttpException {
  constructor(
    status: number,
    readonly code: string,
    detail: string,
    readonly extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    const errors = extra.errors?.slice(0, MAX_FIELD_ERRORS);
    const omitted = (extra.errors?.length ?? 0) - (errors?.length ?? 0);
    super(
      {
        ...problemBody(status, code, detail),
        ...(errors ? { errors } : {}),
        ...(omitted > 0 ? { errors_omitted: omitted } : {}),
      } satisfies ProblemBody,
      status,
    );
  }

  get headers(): Record<string, string> {
    return this.extra.headers ?? {};
  }
}

export const Problems = {
  validation: (detail: string, errors?: FieldError[]) =>
    new ProblemException(HttpStatus.BAD_REQUEST, 'validation_failed', detail, { errors }),
  unauthenticated: (detail = 'A credential is required.') =>
    new ProblemException(HttpStatus.UNAUTHORIZED, 'unauthenticated', detail, {
      headers: { 'WWW-Authenticate': 'Bearer' },
    }),
  invalidToken: (detail = 'The credential is not valid here.') =>
    new ProblemException(HttpStatus.UNAUTHORIZED, 'invalid_token', detail, {
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
    }),
  /** An instance key past its `expires_at` (docs/api-decisions.md); unknown and revoked stay `invalid_token`. */
  tokenExpired: (detail = 'The credential has expired.') =>
    new ProblemException(HttpStatus.UNAUTHORIZED, 'token_expired', detail, {
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The access token expired"' },
    }),
  forbidden: (detail = 'You are not allowed to do this.') =>
    new ProblemException(HttpStatus.FORBIDDEN, 'forbidden', detail),
  notFound: (detail = 'Not found.', code = 'not_found') => new ProblemException(HttpStatus.NOT_FOUND, code, detail),
  /** With `errors` when the conflict is one field's (a duplicate email): the console shows it at that field. */
  conflict: (detail: string, errors?: FieldError[]) =>
    new ProblemException(HttpStatus.CONFLICT, 'conflict', detail, { errors }),
  tooLarge: (detail = 'The request body is larger than 1 MiB.') =>
    new ProblemException(HttpStatus.PAYLOAD_TOO_LARGE, 'payload_too_large', detail),
  rateLimited: (retryAfterSeconds: number, detail = 'Too many requests; try again later.') =>
    new ProblemException(HttpStatus.TOO_MANY_REQUESTS, 'rate_limited', detail, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    }),
  badGateway: (detail: string) => new ProblemException(HttpStatus.BAD_GATEWAY, 'bad_gateway', detail),
  /** The database could not serve the request (CONTRACT §3): transient, so the client is told when to retry. */
  unavailable: (detail = 'The service is temporarily unavailable; retry shortly.') =>
    new ProblemException(HttpStatus.SERVICE_UNAVAILABLE, 'unavailable', detail, {
      headers: { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
    }),
};
