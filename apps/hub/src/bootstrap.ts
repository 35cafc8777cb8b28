import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createRestApp, installConsole, MetricsListener } from '#lib/common';
import { CatalogFastPath } from './catalog/catalog-fast-path.js';
import { installEventAdmission } from './catalog/events/admission.js';
import { CatalogEvents } from './catalog/events/catalog-events.service.js';
import { HubModule } from './hub.module.js';
import type { HubConfig } from './hub.config.js';
import { McpListener } from './mcp/mcp.listener.js';
import { setupOpenApi } from './openapi.js';

export interface HubApp {
  app: NestFastifyApplication;
  /** REST base URL actually listened on (port 0 resolves to a free port). */
  url: string;
  /** MCP listener base URL (`{mcp_url}`; the endpoint is `{mcp_url}/mcp`). */
  mcpUrl: string;
  /** Metrics listener base URL (`GET /metrics`), when HUB_METRICS_PORT is set. */
  metricsUrl?: string;
  close(): Promise<void>;
}

export async function createHubApp(
  config: HubConfig,
  options: { quiet?: boolean } = {},
): Promise<NestFastifyApplication> {
  const { app, logger } = await createRestApp(HubModule.forRoot(config), {
    name: 'hub',
    logRequests: config.logRequests,
    requestDeadlineMs: config.databaseBudgets.requestDeadlineMs,
    logLevel: config.logLevel,
    quiet: options.quiet,
    // request.ip: the client a trusted proxy names (the revocation endpoint's rate limit counts per address).
    trustedProxies: config.trustedProxies,
  });
  // Catalog documents (admin catalog import): up to 10 MiB, YAML as well as JSON; before the routes are registered.
  if (config.devEncryptionKey) {
    logger.warn(
      'HUB_ENCRYPTION_KEY is not set: using the public development key. Set it before storing real credentials.',
    );
  }
  if (config.oidcIssuer && !config.oidcAudience) {
    logger.warn(
      'HUB_OIDC_AUDIENCE is not set: any token the issuer signs for any of its clients is accepted as a dashboard JWT. ' +
        'Set it to the audience of the hub API.',
    );
  }
  // The event stream's admission control, before the credential check (docs/catalog-events.md).
  installEventAdmission(app.getHttpAdapter().getInstance(), app.get(CatalogEvents));
  // Before the framework's routing: cached catalog answers cost a Map lookup and a write (docs/catalog-cache.md).
  app
    .get(CatalogFastPath)
    .install(
      app.getHttpAdapter().getInstance(),
      config.logRequests && !options.quiet,
      config.databaseBudgets.requestDeadlineMs,
    );
  setupOpenApi(app, config);
  // The hub console (docs/consoles.md): signs in at the OIDC provider from the browser (code + PKCE).
  installConsole(app.getHttpAdapter().getInstance(), {
    name: 'hub',
    config: {
      oidc: config.oidcIssuer
        ? { issuer: config.oidcIssuer, client_id: config.oidcClientId ?? null, scopes: 'openid profile email' }
        : null,
      mcp_url: config.mcpPublicUrl,
    },
    connectOrigins: config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [],
  });
  return app;
}

/** Starts the hub's REST listener, then its MCP listener (HUB_MCP_PORT). */
export async function startHub(config: HubConfig, options: { quiet?: boolean } = {}): Promise<HubApp> {
  const app = await createHubApp(config, options);
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  // The MCP endpoint: a second listener in this process; app.close() (and SIGTERM) stops it first.
  const mcpUrl = await app
    .get(McpListener)
    .listen(config.mcpPort, config.host)
    .catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
  const metricsUrl = await listenMetrics(app, config.operations);
  return {
    app,
    url: `http://${host}:${port}`,
    mcpUrl,
    metricsUrl,
    close: () => app.close(),
  };
}

/** The metrics listener (docs/operations.md, "Metrics"), when its port is set; a failure to bind stops the start. */
export async function listenMetrics(
  app: NestFastifyApplication,
  operations: { metricsPort?: number; metricsHost: string },
): Promise<string | undefined> {
  if (operations.metricsPort === undefined) return undefined;
  return app
    .get(MetricsListener)
    .listen(operations.metricsPort, operations.metricsHost)
    .catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
}
