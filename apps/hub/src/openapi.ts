import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { HubConfig } from './hub.config.js';
import { addProblemResponses } from './openapi-problems.js';
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
  return addProblemResponses(SwaggerModule.createDocument(app, builder.build()));
}

export function setupOpenApi(app: NestFastifyApplication, config: HubConfig): void {
  const document = buildOpenApiDocument(app, config);
  app.get(CatalogSchema).value = catalogJsonSchema(document);
  if (!config.docsUi) {
    // Without the UI (it needs @fastify/static, which jest's module loader cannot load), serve the JSON.
    app
      .getHttpAdapter()
      .getInstance()
      .get('/api/openapi.json', (_req, reply) => reply.send(document));
    return;
  }
  SwaggerModule.setup('api/docs', app, document, {
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
