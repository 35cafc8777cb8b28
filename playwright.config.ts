/**
 * Browser tests of the two consoles (`npm run test:browser`): Playwright drives the system Chromium
 * (Debian's `chromium`; Playwright's own browser download is not used) against `npm start`'s system,
 * started once here on fresh embedded data in a temporary folder and on ports of its own.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BROWSER_PORTS, chromiumPath } from './test/browser/support/system.js';

const data = mkdtempSync(join(tmpdir(), 'svc-browser-'));

export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.browser-spec.ts',
  outputDir: join(data, 'results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      // Without the background-networking flags Chromium keeps dialling hosts this machine cannot reach.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: 'node dist/scripts/start-all.js',
    // The fleet starts last: its readiness means the whole system is up.
    url: `http://127.0.0.1:${BROWSER_PORTS.fleet}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HUB_PORT: String(BROWSER_PORTS.hub),
      HUB_MCP_PORT: String(BROWSER_PORTS.mcp),
      FLEET_PORT: String(BROWSER_PORTS.fleet),
      DEV_IDP_PORT: String(BROWSER_PORTS.idp),
      HUB_DATA_DIR: join(data, 'hub'),
      FLEET_DATA_DIR: join(data, 'fleet'),
      HUB_DATABASE_URL: '',
      FLEET_DATABASE_URL: '',
      HUB_LOG_REQUESTS: 'false',
      FLEET_LOG_REQUESTS: 'false',
      // An unsigned demo: the hub console specs edit demo templates, which a signed demo's publisher manages (409
      // publisher_managed). The signed demo is covered by test/fleet-catalog.e2e-spec.ts.
      HUB_SEED_DEMO_TRUST_DIR: '',
      // The fleet's sign-ins hash at the test suite's scrypt cost (test/support/fleet.ts says why).
      FLEET_PASSWORD_HASH_COST: '10',
    },
  },
});
