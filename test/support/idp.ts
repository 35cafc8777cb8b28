import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDevIdp, type DevIdp } from '../../apps/dev-idp/src/index.js';
import { scratchDir } from './database.js';

/** The test file that started a provider last (a runner worker keeps this module loaded across its files). */
let startedIn: string | undefined;

/** The test file running now, as Jest's expect knows it (none outside a test run). */
function currentTestFile(): string | undefined {
  const expectState = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState();
  return expectState?.testPath;
}

/**
 * A dev IdP on a loopback port for a test app. The first one a test file starts signs with a key generation shared
 * by every test file of the run (made once, kept 0600 in the scratch folder): an RSA key pair took 0.1-0.6 s to
 * generate, once per app started. Every later provider of the same file makes keys of its own, so two providers a
 * test sets against each other never share a key.
 */
export async function startTestIdp(): Promise<DevIdp> {
  const file = currentTestFile() ?? '(outside a test file)';
  const first = startedIn !== file;
  startedIn = file;
  if (!first) return startDevIdp({ port: 0, host: '127.0.0.1' });
  const keysFile = join(scratchDir(), `svc-test-idp-keys-${process.getuid?.() ?? 'user'}.json`);
  let keys: DevIdp['privateJwks'] | undefined;
  try {
    keys = JSON.parse(readFileSync(keysFile, 'utf8')) as DevIdp['privateJwks'];
  } catch {
    keys = undefined; // not made yet (or cut short): this file makes it
  }
  const idp = await startDevIdp({ port: 0, host: '127.0.0.1', ...(keys ? { keys } : {}) });
  if (!keys) {
    const partial = `${keysFile}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(idp.privateJwks), { mode: 0o600 });
    chmodSync(partial, 0o600);
    renameSync(partial, keysFile);
  }
  return idp;
}
