import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  envelopeDigest,
  generateSigningKey,
  type KeyPair,
  publicKeyEntry,
  revisionStatement,
  type RootDocument,
  signRevision,
  signRoot,
  signSnapshot,
} from '#lib/signing';
import { startTestHub, type TestHub } from '#test/support';
import { makeUser } from './account-admin.helpers.js';

// Issue 40: test/verify-independent.mjs (node:crypto only, written from docs/signing.md) verifies what a real hub
// publishes: the root chain it serves, and a snapshot and envelopes made with the project's library.
const run = promisify(execFile);
const VERIFIER = join(process.cwd(), 'test/verify-independent.mjs');

function root(
  version: number,
  rootKeys: KeyPair[],
  ts: KeyPair,
  hubKey: KeyPair,
  publishers: RootDocument['publishers'],
  more: KeyPair[] = [],
): RootDocument {
  return {
    type: 'hub-catalog/root',
    version,
    keys: Object.fromEntries([...rootKeys, ts, hubKey, ...more].map((k) => [k.keyId, publicKeyEntry(k.publicKey)])),
    roles: {
      root: { keyids: rootKeys.map((k) => k.keyId), threshold: 2 },
      timestamp: { keyids: [ts.keyId], threshold: 1 },
      hub: { keyids: [hubKey.keyId], threshold: 1 },
    },
    publishers,
    snapshot_max_validity_seconds: 6 * 3600,
  };
}

const deployable = (tag: string) => ({
  version: '1',
  kind: 'app',
  image_name: 'example/app',
  image_tag: tag,
  image_digest: null,
  registry_url: null,
  cpu_request: '1',
  memory_request: '1Gi',
  gpu_count: 0,
  vram_request: '',
  concurrent_jobs: 1,
  env: [],
  env_schema: [],
  secret_refs: [],
  command: [],
  ports: [],
  volume_mounts: [],
  node_selector: {},
  tolerations: [],
  required_network_types: [],
  min_tier: 'free',
});

describe('test/verify-independent.mjs against a real hub', () => {
  let hub: TestHub;
  let dir: string;
  const [r1, r2, r3, r4, ts1, ts2, hubKey, acme, stranger] = Array.from({ length: 9 }, () => generateSigningKey());
  const file = (name: string, value: unknown) => {
    writeFileSync(join(dir, name), JSON.stringify(value));
    return join(dir, name);
  };
  const verifier = async (...args: string[]) => {
    try {
      const { stdout } = await run(process.execPath, [VERIFIER, '--hub', hub.url, ...args]);
      return {
        code: 0,
        lines: stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      };
    } catch (error) {
      const e = error as { code: number; stdout: string };
      return {
        code: e.code,
        lines: e.stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      };
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'verify-independent-'));
    hub = await startTestHub();
    const admin = await makeUser(hub, { role: 'admin' });
    const v1 = signRoot(root(1, [r1, r2, r3], ts1, hubKey, []), [r1, r2]);
    writeFileSync(join(dir, 'pin.json'), JSON.stringify(v1));
    // version 2: r3 leaves for r4, a new timestamp key, publisher acme gets vllm; version 3: nothing but a bump
    const publishers = [{ name: 'acme', keyids: [acme.keyId], threshold: 1, templates: ['vllm'], categories: [] }];
    const v2 = signRoot(root(2, [r1, r2, r4], ts2, hubKey, publishers, [acme]), [r1, r2, r4]);
    const v3 = signRoot(root(3, [r1, r2, r4], ts2, hubKey, publishers, [acme]), [r2, r4]);
    for (const envelope of [v1, v2, v3]) {
      await hub.http.post('/api/v1/admin/catalog/trust/root').set(admin.auth).send(envelope).expect(200);
    }
  });
  afterAll(async () => {
    await hub.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports nothing from the project and stays under 150 lines', () => {
    const source = readFileSync(VERIFIER, 'utf8');
    expect(source.split('\n').length).toBeLessThanOrEqual(150);
    expect([...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]).sort()).toEqual([
      'node:crypto',
      'node:fs',
      'node:util',
    ]);
  });

  it('follows the chain, then verifies publisher-signed and hub-signed revisions the snapshot lists, and refuses the rest', async () => {
    const vllm = signRevision(
      revisionStatement({ slug: 'vllm', revision: 1, category_slug: 'ml', deployable: deployable('v1') }),
      [acme],
    );
    const grafana = signRevision(
      revisionStatement({ slug: 'grafana', revision: 4, category_slug: 'tools', deployable: deployable('v4') }),
      [hubKey],
    );
    const newer = signRevision(
      revisionStatement({ slug: 'vllm', revision: 2, category_slug: 'ml', deployable: deployable('v2') }),
      [acme],
    );
    const byHub = signRevision(
      revisionStatement({ slug: 'vllm', revision: 1, category_slug: 'ml', deployable: deployable('evil') }),
      [hubKey],
    );
    const forged = signRevision(
      revisionStatement({ slug: 'vllm', revision: 1, category_slug: 'ml', deployable: deployable('evil') }),
      [stranger],
    );
    forged.signatures[0].keyid = acme.keyId;
    const now = Date.now();
    const snapshot = signSnapshot(
      {
        type: 'hub-catalog/snapshot',
        scope: 'public',
        version: 7,
        root_version: 3,
        issued_at: new Date(now).toISOString(),
        expires: new Date(now + 3600_000).toISOString(),
        templates: {
          vllm: { revision: 1, digest: envelopeDigest(vllm), withdrawals: [] },
          grafana: { revision: 4, digest: envelopeDigest(grafana), withdrawals: [] },
        },
      },
      [ts2],
    );
    const names = { vllm, grafana, newer, byHub, forged };
    const files = Object.entries(names).flatMap(([name, e]) => ['--envelope', file(`${name}.json`, e)]);
    const snapshotFile = file('snapshot.json', snapshot);
    const result = await verifier(
      '--pin',
      join(dir, 'pin.json'),
      '--snapshot',
      snapshotFile,
      '--scope',
      'public',
      ...files,
    );
    expect(result.code).toBe(1); // some envelopes are refused
    const [rootLine, snapLine, ...rest] = result.lines;
    expect(rootLine).toEqual({ root: 3, publishers: ['acme'] });
    expect(snapLine).toMatchObject({ snapshot: 7, scope: 'public', templates: 2 });
    const by = Object.fromEntries(rest.map((l) => [String(l.file).replace(/^.*\/|\.json$/g, ''), l]));
    expect(by.vllm).toMatchObject({ status: 'verified', publisher: 'acme', key_id: acme.keyId });
    expect(by.grafana).toMatchObject({ status: 'hub-signed', publisher: null, key_id: hubKey.keyId });
    expect(by.newer).toMatchObject({ status: 'invalid', reason: 'vllm: not what the snapshot lists' });
    expect(by.byHub).toMatchObject({ status: 'invalid', reason: 'vllm: not signed by acme' });
    expect(by.forged).toMatchObject({ status: 'invalid', reason: 'vllm: not signed by acme' });

    // the same snapshot past its expiry (beyond the 10 minutes of skew), and signed by the rotated-out timestamp key
    const late = new Date(now + 3600_000 + 11 * 60_000).toISOString();
    expect(
      (await verifier('--pin', join(dir, 'pin.json'), '--snapshot', snapshotFile, '--now', late)).lines[1],
    ).toEqual({
      error: expect.stringMatching(/^snapshot: expired at/),
    });
    const old = file(
      'old-ts.json',
      signSnapshot(JSON.parse(Buffer.from(snapshot.payload, 'base64').toString()), [ts1]),
    );
    expect((await verifier('--pin', join(dir, 'pin.json'), '--snapshot', old)).lines[1]).toEqual({
      error: 'snapshot: not signed by the timestamp key',
    });
  });

  it('refuses a pin the hub’s chain does not continue (another root’s keys)', async () => {
    const other = signRoot(root(1, [stranger, r3, r4], ts1, hubKey, []), [stranger, r3]);
    const result = await verifier('--pin', file('other-pin.json', other));
    expect(result).toEqual({ code: 1, lines: [{ error: 'root 2: not signed by the previous root keys' }] });
  });
});
