import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { addProblemResponses, COMMON_PROBLEM_CODES } from '#lib/common';
import type { FleetConfig } from './fleet.config.js';

export function buildFleetOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Fleet API')
    .setDescription(
      'Self-hosted fleet service. Errors are RFC 9457 application/problem+json with a `code` (a 400 lists at ' +
        'most 20 `errors` and counts the rest in `errors_omitted`; an unreachable database is 503 `unavailable` ' +
        'with `Retry-After`). Credentials: ' +
        '`Authorization: Bearer <machine token svcm_… | fleet session token | OIDC provider access token>`. ' +
        'Authorization is flat: every authenticated caller may call every endpoint, whatever its stored role; ' +
        'FLEET_ENFORCE_ROLES=true limits `readonly` callers to reads (and keeps secret values from them).',
    )
    .setVersion('1.0.0')
    // Relative: the server this document is served from (every path is absolute).
    .addServer('/', 'This fleet')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'svcm_ machine token', description: 'Machine token (svcm_…)' },
      'machine-token',
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Fleet session token (POST /auth/login)' },
      'session',
    )
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Access token of the OIDC provider' }, 'oidc');
  return addProblemResponses(SwaggerModule.createDocument(app, builder.build()), FLEET_PROBLEMS);
}

/** The fleet's error answers (docs/api-decisions.md "Errors"). */
const FLEET_PROBLEMS = {
  codes: [
    ...COMMON_PROBLEM_CODES,
    'invalid_credentials',
    'invalid_grant',
    'oidc_not_configured',
    'identity_conflict',
    'hub_not_configured',
    'sync_in_progress',
    'inventory_from_cluster',
    'hub_unavailable',
  ],
  unauthorized:
    'Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, ' +
    '`token_expired`). Sent with `WWW-Authenticate`.',
  forbidden: {
    description:
      'With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values.',
    detail: 'This needs the admin role (FLEET_ENFORCE_ROLES is on).',
  },
  conflictDetail: 'A local user with this email exists.',
  unavailable:
    'The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with ' +
    '`Retry-After`.',
};

/** Serves the OpenAPI document, built on first use and kept (as the hub's: apps/hub/src/openapi.ts). */
export function setupFleetOpenApi(app: NestFastifyApplication, config: FleetConfig): void {
  let document: OpenAPIObject | undefined;
  const documentOf = (): OpenAPIObject => (document ??= buildFleetOpenApiDocument(app));
  if (!config.docsUi) {
    app
      .getHttpAdapter()
      .getInstance()
      .get('/api/openapi.json', (_req, reply) => reply.send(documentOf()));
    return;
  }
  SwaggerModule.setup('api/docs', app, documentOf, {
    jsonDocumentUrl: 'api/openapi.json',
    swaggerOptions: { persistAuthorization: true },
  });
}

/** The committed OpenAPI document, checked for drift by apps/fleet/test/openapi.e2e-spec.ts. */
export const FLEET_OPENAPI_FILE = 'apps/fleet/openapi.json';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Keys sorted at every level, so that generation order never shows as a diff. */
export function canonicalFleetOpenApiJson(document: OpenAPIObject | Record<string, unknown>): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}
