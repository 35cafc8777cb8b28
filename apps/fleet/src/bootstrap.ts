import { type INestApplication, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createRestApp } from '#lib/common';
import { installMachineTokenAudit } from './audit/audit-hooks.js';
import type { FleetConfig } from './fleet.config.js';
import { FleetModule } from './fleet.module.js';
import { setupFleetOpenApi } from './openapi.js';

export interface FleetApp {
  app: NestFastifyApplication;
  /** Base URL actually listened on (port 0 resolves to a free port). */
  url: string;
  close(): Promise<void>;
}

export async function createFleetApp(
  config: FleetConfig,
  options: { quiet?: boolean } = {},
): Promise<NestFastifyApplication> {
  const { app, frameworkErrorObservers } = await createRestApp(FleetModule.forRoot(config), {
    name: 'fleet',
    logRequests: config.logRequests,
    quiet: options.quiet,
    trustedProxies: config.trustedProxies,
  });
  installMachineTokenAudit(app as INestApplication, frameworkErrorObservers);
  setupFleetOpenApi(app, config);
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
  if (config.enforceRoles) startup.log('FLEET_ENFORCE_ROLES=true: readonly callers may only read.');
  return app;
}

export async function startFleet(config: FleetConfig, options: { quiet?: boolean } = {}): Promise<FleetApp> {
  const app = await createFleetApp(config, options);
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return { app, url: `http://${host}:${port}`, close: () => app.close() };
}
