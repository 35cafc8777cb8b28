import 'reflect-metadata';
import { DataSource } from 'typeorm';
import request from 'supertest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  authorizeAt as devIdpAuthorizeAt,
  type AuthorizationCode as DevIdpAuthorizationCode,
  type DevIdp,
} from '../../apps/dev-idp/src/index.js';
import { startFleet } from '../../apps/fleet/src/bootstrap.js';
import { FLEET_DATA_SOURCE } from '../../apps/fleet/src/database/data-source-name.js';
import { loadFleetConfig, type FleetConfig } from '../../apps/fleet/src/fleet.config.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { startTestIdp } from './idp.js';

export interface TestFleet {
  url: string;
  config: FleetConfig;
  db: DataSource;
  idp: DevIdp;
  /** The running application (to reach a provider, e.g. `Readiness`). */
  app: NestFastifyApplication;
  /** The metrics listener's base URL, when the `*_METRICS_PORT` variable is in `env`. */
  metricsUrl?: string;
  /** supertest bound to the listening server. */
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The audience (resource `urn:fleet-api`) test fleets expect on provider access tokens. */
export const TEST_FLEET_AUDIENCE = 'fleet-api';

/**
 * A real fleet on a fresh database (cloned from the migrated template), signing users in at a real
 * OpenID Provider on loopback (client `fleet-ui`, audience `fleet-api`). `env` overrides variables;
 * the sync timer and the hub event listener are off unless `env` turns them on, and passwords hash at scrypt cost 10. With `database` (from createTestDatabase), the fleet
 * uses that one and leaves it in place at close: several fleets on one PostgreSQL database run side by
 * side like replicas, and one embedded data directory can be reopened (a restart).
 */
export async function startTestFleet(
  options: { env?: Record<string, string>; idp?: DevIdp; database?: TestDatabase } = {},
): Promise<TestFleet> {
  const database: TestDatabase = options.database ?? (await createTestDatabase('fleet'));
  const idp = options.idp ?? (await startTestIdp());
  const config = loadFleetConfig({
    FLEET_PORT: '0',
    FLEET_HOST: '127.0.0.1',
    FLEET_DATA_DIR: database.dataDir,
    ...(database.url ? { FLEET_DATABASE_URL: database.url } : {}),
    FLEET_OIDC_ISSUER: idp.issuer,
    FLEET_OIDC_CLIENT_ID: 'fleet-ui',
    FLEET_OIDC_AUDIENCE: TEST_FLEET_AUDIENCE,
    FLEET_OIDC_REDIRECT_URI: 'http://127.0.0.1/callback',
    FLEET_MIGRATE: 'false',
    FLEET_SYNC_INTERVAL_SECONDS: '0',
    FLEET_HUB_EVENTS: 'false',
    FLEET_LOG_REQUESTS: 'false',
    FLEET_DOCS_UI: 'false',
    // Tests hash passwords at scrypt's N = 2^10 (Devise's test stretches, Django's test hasher): the same code at a
    // cost that does not dominate the suite. libs/credentials and the login spec check the default cost itself.
    FLEET_PASSWORD_HASH_COST: '10',
    ...options.env,
  });
  const fleet = await startFleet(config, { quiet: true });
  return {
    url: fleet.url,
    config,
    db: fleet.app.get<DataSource>(getDataSourceToken(FLEET_DATA_SOURCE)),
    idp,
    app: fleet.app,
    metricsUrl: fleet.metricsUrl,
    http: request(fleet.url),
    async close() {
      await fleet.close();
      if (!options.idp) await idp.close();
      if (!options.database) await database.drop();
    },
  };
}

/** The temporary administrator test fleets run with (spread it into `env`). */
export const TEST_TEMP_ADMIN = { SVC_TEMP_ADMIN_USER: 'root-admin', SVC_TEMP_ADMIN_PASSWORD: 'temporary-Passw0rd' };

/** Signs the temporary administrator in at `fleet` and returns its session token. */
export async function tempAdminSession(fleet: Pick<TestFleet, 'http'>): Promise<string> {
  const res = await fleet.http
    .post('/api/v1/auth/login')
    .send({ email: TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_USER, password: TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_PASSWORD })
    .expect(200);
  return res.body.access_token as string;
}

export type AuthorizationCode = Omit<DevIdpAuthorizationCode, 'client'>;

/**
 * What a browser does for the fleet's sign-in page (the dev IdP's authorizeAt, client `fleet-ui` by
 * default): the code is returned, not exchanged, so that the test can hand it to the fleet.
 */
export async function authorizeAt(
  issuer: string,
  email: string,
  opts: { clientId?: string; redirectUri?: string; resource?: string; scope?: string; password?: string } = {},
): Promise<AuthorizationCode> {
  const { client: _client, ...code } = await devIdpAuthorizeAt(issuer, email, {
    clientId: 'fleet-ui',
    redirectUri: 'http://127.0.0.1/callback',
    ...opts,
  });
  return code;
}
