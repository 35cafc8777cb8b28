import { type INestApplication, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createRestApp, installConsole, Metrics, MetricsListener } from '#lib/common';
import { installMachineTokenAudit } from './audit/audit-hooks.js';
import { SCRYPT_DEFAULT_LOG2_N } from '#lib/credentials';
import type { FleetConfig } from './fleet.config.js';
import { FleetModule } from './fleet.module.js';
import { installLoginRefusalMetric } from './health/login-metrics.js';
import { setupFleetOpenApi } from './openapi.js';

export interface FleetApp {
  app: NestFastifyApplication;
  /** Base URL actually listened on (port 0 resolves to a free port). */
  url: string;
  /** Metrics listener base URL (`GET /metrics`), when FLEET_METRICS_PORT is set. */
  metricsUrl?: string;
  close(): Promise<void>;
}

export async function createFleetApp(
  config: FleetConfig,
  options: { quiet?: boolean } = {},
): Promise<NestFastifyApplication> {
  const { app, frameworkErrorObservers } = await createRestApp(FleetModule.forRoot(config), {
    name: 'fleet',
    logRequests: config.logRequests,
    requestDeadlineMs: config.databaseBudgets.requestDeadlineMs,
    logLevel: config.logLevel,
    quiet: options.quiet,
    trustedProxies: config.trustedProxies,
  });
  installMachineTokenAudit(app as INestApplication, frameworkErrorObservers);
  installLoginRefusalMetric(app as INestApplication, app.get(Metrics));
  setupFleetOpenApi(app, config);
  // The fleet console (docs/consoles.md): its sign-in page reads GET /api/v1/auth/config; the code exchange
  // goes through the fleet's API, so the page fetches nothing but its own origin.
  installConsole(app.getHttpAdapter().getInstance(), { name: 'fleet', config: {} });
  const startup = new Logger('Fleet');
  if (config.tempAdmin) {
    startup.warn(
      `The temporary administrator "${config.tempAdmin.user}" is active (SVC_TEMP_ADMIN_USER/SVC_TEMP_ADMIN_PASSWORD). ` +
        'Remove both variables once permanent accounts exist.',
    );
  }
  if (config.sessionSecretGenerated && !options.quiet) {
    startup.log(
      'FLEET_SESSION_SECRET is unset: session tokens are signed with a random key, end at restart and are refused by other fleet processes.',
    );
  }
  if (config.passwordHashCost < SCRYPT_DEFAULT_LOG2_N) {
    startup.warn(
      `FLEET_PASSWORD_HASH_COST=${config.passwordHashCost} is below the default ${SCRYPT_DEFAULT_LOG2_N}: new passwords are cheaper to guess. Only for tests.`,
    );
  }
  if (config.enforceRoles) startup.log('FLEET_ENFORCE_ROLES=true: readonly callers may only read.');
  return app;
}

export async function startFleet(config: FleetConfig, options: { quiet?: boolean } = {}): Promise<FleetApp> {
  const app = await createFleetApp(config, options);
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  let metricsUrl: string | undefined;
  if (config.operations.metricsPort !== undefined) {
    metricsUrl = await app
      .get(MetricsListener)
      .listen(config.operations.metricsPort, config.operations.metricsHost)
      .catch(async (error: unknown) => {
        await app.close();
        throw error;
      });
  }
  return { app, url: `http://${host}:${port}`, metricsUrl, close: () => app.close() };
}
