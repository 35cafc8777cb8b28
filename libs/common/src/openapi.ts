import { DECORATORS, type OpenAPIObject } from '@nestjs/swagger';
import { BODY_LIMIT, BODY_LIMIT_EXTENSION } from './http.js';
import { bodyTooLargeDetail, problemBody } from './problem.js';

type Operation = {
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  [BODY_LIMIT_EXTENSION]?: unknown;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;

/** The error codes both apps answer with (docs/api-decisions.md "Errors"); each app adds its own. */
export const COMMON_PROBLEM_CODES = [
  'validation_failed',
  'unauthenticated',
  'invalid_token',
  'token_expired',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'rate_limited',
  'internal_error',
  'unavailable',
] as const;

/** The error body of every endpoint (RFC 9457 with our `code`; docs/api-decisions.md "Errors"). */
const problemSchema = (codes: readonly string[]) => ({
  type: 'object',
  description: 'RFC 9457 problem details, served as application/problem+json.',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', example: 'about:blank' },
    title: { type: 'string', example: 'Not Found' },
    status: { type: 'integer', example: 404 },
    detail: { type: 'string', example: 'No such template.' },
    code: {
      type: 'string',
      description: 'Stable machine-readable error code.',
      enum: [...codes],
      example: 'not_found',
    },
    errors: {
      type: 'array',
      description: 'Validation errors, one per field (400 only), at most 20.',
      maxItems: 20,
      example: [{ field: 'limit', message: 'limit must be an integer of at least 1' }],
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: {
          field: { type: 'string', example: 'limit' },
          message: { type: 'string', example: 'limit must be an integer of at least 1' },
        },
      },
    },
    errors_omitted: {
      type: 'integer',
      minimum: 1,
      description: 'How many more field errors there were beyond the 20 listed (present only then).',
      example: 480,
    },
  },
});

function problem(status: number, title: string, code: string, detail: string, description: string, extra = {}) {
  return {
    description,
    content: {
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/Problem' },
        example: { ...problemBody(status, code, detail), title, ...extra },
      },
    },
  };
}

/** What differs between the apps' error answers; the rules that pick which answers a route has are shared. */
export interface ProblemResponseOptions {
  /** Every `code` the app answers with (the Problem schema's enum). */
  codes: readonly string[];
  /** The 401's description (which credentials, which codes). */
  unauthorized: string;
  /** The 403's description and example detail: when an accepted credential is still refused. */
  forbidden: { description: string; detail: string };
  /** The 409's example detail. */
  conflictDetail: string;
  /** The 503's description (the database budgets the app is configured with). */
  unavailable: string;
  /** Operations that also answer `304 Not Modified` to a conditional GET. */
  notModified?: (path: string, method: string) => boolean;
}

/**
 * Documents the error answers of every operation (which codes a route can give follows from its inputs,
 * its credentials and its description), and `304` for conditional GETs. Responses a route declares
 * itself are kept.
 */
export function addProblemResponses(document: OpenAPIObject, options: ProblemResponseOptions): OpenAPIObject {
  document.components ??= {};
  document.components.schemas = { ...document.components.schemas, Problem: problemSchema(options.codes) };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      const add = (status: number, response: unknown) => {
        op.responses[String(status)] ??= response;
      };
      const secured = (op.security ?? []).some((requirement) => Object.keys(requirement).length > 0);
      const text = op.description ?? '';
      if (options.notModified?.(path, method)) {
        add(304, { description: 'Not Modified: `If-None-Match` matched the current `ETag`; no body.' });
      }
      if ((op.parameters?.length ?? 0) > 0 || op.requestBody) {
        add(
          400,
          problem(
            400,
            'Bad Request',
            'validation_failed',
            'limit must be an integer of at least 1.',
            'Invalid input.',
            {
              errors: [{ field: 'limit', message: 'limit must be an integer of at least 1' }],
            },
          ),
        );
      }
      if (secured) {
        add(
          401,
          problem(401, 'Unauthorized', 'invalid_token', 'The credential is not valid here.', options.unauthorized),
        );
        add(403, problem(403, 'Forbidden', 'forbidden', options.forbidden.detail, options.forbidden.description));
      }
      if (path.includes('{') || method === 'put' || method === 'delete' || /\b404\b/.test(text)) {
        add(
          404,
          problem(404, 'Not Found', 'not_found', 'No such resource.', 'Missing, or not visible to this caller.'),
        );
      }
      if (/\b409\b/.test(text)) {
        add(409, problem(409, 'Conflict', 'conflict', options.conflictDetail, 'Conflict.'));
      }
      if (path.includes('{')) {
        add(
          414,
          problem(
            414,
            'URI Too Long',
            'validation_failed',
            'A path parameter is too long.',
            'A path parameter over 512 characters.',
          ),
        );
      }
      if (op.requestBody) {
        // A @LargeInput() route carries its own limit (x-body-limit); every other route has the default one.
        const limit = typeof op[BODY_LIMIT_EXTENSION] === 'number' ? op[BODY_LIMIT_EXTENSION] : BODY_LIMIT;
        const detail = bodyTooLargeDetail(limit);
        const size = detail.replace(/^The request body is larger than (.*)\.$/, '$1');
        add(
          413,
          problem(413, 'Payload Too Large', 'payload_too_large', detail, `Body over ${size} (this route's limit).`),
        );
      }
      add(
        500,
        problem(
          500,
          'Internal Server Error',
          'internal_error',
          'An unexpected error occurred.',
          'A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent.',
        ),
      );
      add(
        503,
        problem(
          503,
          'Service Unavailable',
          'unavailable',
          'The service is temporarily unavailable; retry shortly.',
          options.unavailable,
        ),
      );
    }
  }
  nullableInAlternatives(document);
  return document;
}

/**
 * OpenAPI 3.0 ignores `nullable` without a `type` beside it, and client generators reject it; @nestjs/swagger
 * writes it so for a union (`anyOf`/`oneOf`) that may be null. Moved into the first typed alternative (one only: a
 * `oneOf` must match exactly one), null is allowed as meant.
 */
function nullableInAlternatives(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableInAlternatives(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const alternatives = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(alternatives)) {
    delete schema.nullable;
    const typed = alternatives.find((alternative) => alternative.type !== undefined);
    if (typed) typed.nullable = true;
  }
  for (const value of Object.values(schema)) nullableInAlternatives(value);
}

/**
 * `security: []` on a route's operation: it reads no credential, and says so (a route without `security` reads as
 * one that forgot it). On a controller, for each of its routes.
 */
export function ApiNoSecurity(): ClassDecorator & MethodDecorator {
  const mark = (method: object) => {
    const operation = (Reflect.getMetadata(DECORATORS.API_OPERATION, method) ?? {}) as Record<string, unknown>;
    Reflect.defineMetadata(DECORATORS.API_OPERATION, { ...operation, security: [] }, method);
  };
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor) {
      mark(descriptor.value as object);
      return;
    }
    const prototype = (target as { prototype: Record<string, unknown> }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      if (name !== 'constructor' && typeof prototype[name] === 'function') mark(prototype[name]);
    }
  };
}
