import type { OpenAPIObject } from '@nestjs/swagger';
import { BODY_LIMIT, BODY_LIMIT_EXTENSION, bodyTooLargeDetail, problemBody } from '#lib/common';

type Operation = {
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  [BODY_LIMIT_EXTENSION]?: unknown;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;

/** The error body of every endpoint (RFC 9457 with our `code`; docs/api-decisions.md "Errors"). */
const PROBLEM_SCHEMA = {
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
      enum: [
        'validation_failed',
        'unauthenticated',
        'invalid_token',
        'token_expired',
        'forbidden',
        'not_found',
        'no_organization',
        'conflict',
        'payload_too_large',
        'unsupported_media_type',
        'method_not_allowed',
        'rate_limited',
        'internal_error',
        'unavailable',
      ],
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
};

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

/**
 * Documents the error answers of every operation (which codes a route can give follows from its inputs,
 * its credentials and its description), and `304` for the catalog's conditional GETs. Responses a
 * route declares itself are kept.
 */
export function addProblemResponses(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas = { ...document.components.schemas, Problem: PROBLEM_SCHEMA };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      const add = (status: number, response: unknown) => {
        op.responses[String(status)] ??= response;
      };
      const secured = (op.security ?? []).some((requirement) => Object.keys(requirement).length > 0);
      const text = op.description ?? '';
      if (method === 'get' && path.startsWith('/api/v1/catalog/')) {
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
          problem(
            401,
            'Unauthorized',
            'invalid_token',
            'The credential is not valid here.',
            'Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this ' +
              'route does not accept (`invalid_token`, also on public routes), or an expired instance key ' +
              '(`token_expired`). Sent with `WWW-Authenticate`.',
          ),
        );
        add(
          403,
          problem(
            403,
            'Forbidden',
            'forbidden',
            'This organization is suspended.',
            'Accepted credential, but an insufficient role or a suspended organization.',
          ),
        );
      }
      if (path.includes('{') || method === 'put' || method === 'delete' || /\b404\b/.test(text)) {
        add(
          404,
          problem(404, 'Not Found', 'not_found', 'No such resource.', 'Missing, or not visible to this caller.'),
        );
      }
      if (/\b409\b/.test(text)) {
        add(409, problem(409, 'Conflict', 'conflict', 'A template with slug "vllm" already exists.', 'Conflict.'));
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
          'The database is unreachable, lost the connection, or did not answer within its budget ' +
            '(`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with ' +
            '`Retry-After`.',
        ),
      );
    }
  }
  return document;
}
