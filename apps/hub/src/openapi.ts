import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { HubConfig } from './hub.config.js';
import { addProblemResponses, COMMON_PROBLEM_CODES } from '#lib/common';
import { OAUTH2_REDIRECT_FROM_PAGE } from './openapi-redirect.js';
import { catalogJsonSchema, CatalogSchema } from './admin/catalog/catalog-schema.js';

export function buildOpenApiDocument(app: NestFastifyApplication, config: HubConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Hub API')
    .setDescription(
      'Template catalog hub. Errors are RFC 9457 application/problem+json with a `code`. ' +
        'Credentials: `Authorization: Bearer <instance key svch_… | dashboard JWT>`. Personal access tokens (svcp_) ' +
        'are accepted only at the MCP endpoint. API decisions where the spec is silent: docs/api-decisions.md.',
    )
    .setVersion('1.0.0')
    // Relative: the server this document is served from (every path is absolute).
    .addServer('/', 'This hub')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'svch_ instance key', description: 'Instance key (svch_…)' },
      'instance-key',
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Dashboard JWT' },
      'dashboard-jwt',
    );
  if (config.oidcIssuer) {
    // The UI reads the provider's endpoints from its discovery document, so any OpenID Provider works.
    builder.addSecurity('oidc', {
      type: 'openIdConnect',
      openIdConnectUrl: `${config.oidcIssuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
      description: 'Sign in at the OpenID Provider (authorization code + PKCE), then call with its access token.',
    });
  }
  return addProblemResponses(SwaggerModule.createDocument(app, builder.build()), HUB_PROBLEMS);
}

/** The hub's error answers (docs/api-decisions.md "Errors"). */
const HUB_PROBLEMS = {
  codes: [
    ...COMMON_PROBLEM_CODES,
    'no_organization',
    'identity_conflict',
    'precondition_failed',
    // publisher signing (docs/signing.md)
    'envelope_malformed',
    'signature_invalid',
    'root_version_conflict',
    'trust_root_not_found',
    'online_key_missing',
    'online_key_not_trusted',
    'snapshot_too_large',
  ],
  unauthorized:
    'Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this ' +
    'route does not accept (`invalid_token`, also on public routes), or an expired instance key ' +
    '(`token_expired`). Sent with `WWW-Authenticate`.',
  forbidden: {
    description: 'Accepted credential, but an insufficient role or a suspended organization.',
    detail: 'This organization is suspended.',
  },
  conflictDetail: 'A template with slug "vllm" already exists.',
  unavailable:
    'The database is unreachable, lost the connection, or did not answer within its budget ' +
    '(`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with ' +
    '`Retry-After`.',
  // The catalog's conditional GETs (ETag / If-None-Match).
  notModified: (path: string, method: string) => method === 'get' && path.startsWith('/api/v1/catalog/'),
};

/**
 * Serves the OpenAPI document (and the catalog schema derived from it), built on first use and kept: walking every
 * route and DTO takes a few hundred milliseconds of CPU, which each start (each test app) paid whether or not
 * anyone asked for the document.
 */
export function setupOpenApi(app: NestFastifyApplication, config: HubConfig): void {
  let document: OpenAPIObject | undefined;
  const documentOf = (): OpenAPIObject => (document ??= buildOpenApiDocument(app, config));
  app.get(CatalogSchema).from(() => catalogJsonSchema(documentOf()));
  if (!config.docsUi) {
    // Without the UI (it needs @fastify/static, which jest's module loader cannot load), serve the JSON.
    app
      .getHttpAdapter()
      .getInstance()
      .get('/api/openapi.json', (_req, reply) => reply.send(documentOf()));
    return;
  }
  SwaggerModule.setup('api/docs', app, documentOf, {
    jsonDocumentUrl: 'api/openapi.json',
    customJsStr: OAUTH2_REDIRECT_FROM_PAGE,
    swaggerOptions: {
      persistAuthorization: true,
      // Served beside the UI; the UI's own guess (relative to /api/docs) would be /api/oauth2-redirect.html.
      // Replaced in the browser by the same path on the page's own origin (OAUTH2_REDIRECT_FROM_PAGE).
      oauth2RedirectUrl: `${config.publicUrl.replace(/\/$/, '')}/api/docs/oauth2-redirect.html`,
      initOAuth: config.oidcClientId
        ? {
            clientId: config.oidcClientId,
            usePkceWithAuthorizationCodeGrant: true,
            scopes: ['openid', 'profile', 'email'],
          }
        : undefined,
    },
  });
}
