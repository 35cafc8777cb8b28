import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
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
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'svcm_ machine token', description: 'Machine token (svcm_…)' },
      'machine-token',
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Fleet session token (POST /auth/login)' },
      'session',
    )
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Access token of the OIDC provider' }, 'oidc');
  return SwaggerModule.createDocument(app, builder.build());
}

export function setupFleetOpenApi(app: NestFastifyApplication, config: FleetConfig): void {
  const document = buildFleetOpenApiDocument(app);
  if (!config.docsUi) {
    app
      .getHttpAdapter()
      .getInstance()
      .get('/api/openapi.json', (_req, reply) => reply.send(document));
    return;
  }
  SwaggerModule.setup('api/docs', app, document, {
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
