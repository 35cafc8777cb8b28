/**
 * `npm run bench:verify` (issue 40, docs/signing.md): the cost of publisher signing, in one process on one core.
 *
 * - sign: 1,000 revision statements signed with a publisher key read from a 0600 key file, as `hub-catalog apply
 *   --sign-with` does on the curator's machine (target ≤ 2 s);
 * - verify: what a fleet does on a sync of 1,000 signed templates: the snapshot (timestamp key, version, expiry),
 *   then for each template its envelope's publisher signature by the root and its digest against the snapshot
 *   (target ≤ 50 ms);
 * - bytes: what signing adds to a sync (the envelopes and the snapshot beside the plain statements).
 * - the floor: node:crypto's bare Ed25519 verify, 1,000 times; and the next sync, when the fleet keeps the digests
 *   it verified (only new envelopes cost a signature check).
 * Each measurement is the median of BENCH_VERIFY_RUNS runs (default 7) after one warm-up. Timings are reported, not
 * asserted; on a shared machine the figures are only comparable with each other.
 *
 *   npm run bench:verify [-- --json]
 */
import { sign as cryptoSign, verify as cryptoVerify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  authorizeStatement,
  checkListed,
  type Envelope,
  envelopeDigest,
  generateSigningKey,
  INITIAL_SNAPSHOT_STATE,
  loadPinnedRoot,
  publicKeyEntry,
  readPrivateKeyFile,
  revisionStatement,
  signRevision,
  signRoot,
  signSnapshot,
  type SnapshotDocument,
  verifySnapshot,
  writePrivateKeyFile,
} from '#lib/signing';
import { envInt, runMain } from '#lib/common';

const COUNT = 1000;
const SIGN_TARGET_MS = 2000;
const VERIFY_TARGET_MS = 50;
const runs = envInt(process.env, 'BENCH_VERIFY_RUNS', 7, 1);
const json = process.argv.includes('--json');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(fn: () => void): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** A realistic deployable content (an app with env, a schema, ports and a volume). */
function deployable(i: number): Record<string, unknown> {
  return {
    version: `1.${i}.0`,
    kind: 'app',
    image_name: `example/app-${i}`,
    image_tag: `v1.${i}.0`,
    image_digest: `sha256:${i.toString(16).padStart(64, '0')}`,
    registry_url: null,
    cpu_request: '500m',
    memory_request: '512Mi',
    gpu_count: 0,
    vram_request: '',
    concurrent_jobs: 1,
    env: [
      { name: 'PORT', value: '8080' },
      { name: 'LOG_LEVEL', value: 'info' },
    ],
    env_schema: [{ name: 'ADMIN_PASSWORD', required: true, secret: true, description: 'The first admin’s password' }],
    secret_refs: [],
    command: [],
    ports: [{ container_port: 8080, protocol: 'TCP', name: 'http' }],
    volume_mounts: [{ name: 'data', mount_path: '/data', size: '10Gi' }],
    node_selector: {},
    tolerations: [],
    required_network_types: [],
    min_tier: 'free',
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-verify-'));
  try {
    const rootKey = generateSigningKey();
    const timestamp = generateSigningKey();
    const publisher = generateSigningKey();
    const keyFile = join(dir, 'publisher.key');
    writePrivateKeyFile(keyFile, publisher.privateKey);
    const slugs = Array.from({ length: COUNT }, (_, i) => `app-${i}`);
    const root = loadPinnedRoot(
      signRoot(
        {
          type: 'hub-catalog/root',
          version: 1,
          keys: Object.fromEntries([rootKey, timestamp, publisher].map((k) => [k.keyId, publicKeyEntry(k.publicKey)])),
          roles: {
            root: { keyids: [rootKey.keyId], threshold: 1 },
            timestamp: { keyids: [timestamp.keyId], threshold: 1 },
            hub: { keyids: [timestamp.keyId], threshold: 1 },
          },
          publishers: [{ name: 'bench', keyids: [publisher.keyId], threshold: 1, templates: [], categories: ['apps'] }],
          snapshot_max_validity_seconds: 3600,
        },
        [rootKey],
      ),
    );

    let envelopes: Envelope[] = [];
    const sign = () => {
      const key = readPrivateKeyFile(keyFile);
      envelopes = slugs.map((slug, i) =>
        signRevision(revisionStatement({ slug, revision: 1, category_slug: 'apps', deployable: deployable(i) }), [key]),
      );
    };
    sign();
    const signMs = median(Array.from({ length: runs }, () => time(sign)));

    const now = Date.now();
    const snapshot: SnapshotDocument = {
      type: 'hub-catalog/snapshot',
      scope: 'public',
      version: 1,
      root_version: 1,
      issued_at: new Date(now).toISOString(),
      expires: new Date(now + 3600_000).toISOString(),
      templates: Object.fromEntries(
        slugs.map((slug, i) => [slug, { revision: 1, digest: envelopeDigest(envelopes[i]), withdrawals: [] }]),
      ),
    };
    const snapshotText = JSON.stringify(signSnapshot(snapshot, [timestamp]));
    const envelopeTexts = envelopes.map((e) => JSON.stringify(e));

    let verified = 0;
    const verify = () => {
      // as a fleet receives them: text off the wire, parsed and checked
      const { snapshot: s } = verifySnapshot(root, snapshotText, INITIAL_SNAPSHOT_STATE, { now, scope: 'public' });
      verified = 0;
      for (let i = 0; i < COUNT; i++) {
        const envelope = JSON.parse(envelopeTexts[i]) as Envelope;
        authorizeStatement(root, envelope, slugs[i], 'apps');
        checkListed(s, slugs[i], 1, envelope);
        verified++;
      }
    };
    verify();
    const verifyMs = median(Array.from({ length: runs }, () => time(verify)));

    // The next sync: a fleet keeps the digests of the envelopes it verified (the snapshot binds each template to
    // one digest), so only new envelopes cost a signature check.
    const seen = new Set(envelopes.map(envelopeDigest));
    const verifyCached = () => {
      const { snapshot: s } = verifySnapshot(root, snapshotText, INITIAL_SNAPSHOT_STATE, { now, scope: 'public' });
      for (let i = 0; i < COUNT; i++) {
        const envelope = JSON.parse(envelopeTexts[i]) as Envelope;
        if (!seen.has(envelopeDigest(envelope))) authorizeStatement(root, envelope, slugs[i], 'apps');
        checkListed(s, slugs[i], 1, envelope);
      }
    };
    const cachedMs = median(Array.from({ length: runs }, () => time(verifyCached)));

    // The floor: node:crypto's Ed25519 verify alone, COUNT times (what no format can go below per signature).
    const input = Buffer.from(envelopes[0].payload, 'base64');
    const sig = cryptoSign(null, input, publisher.privateKey);
    const rawMs = median(
      Array.from({ length: runs }, () =>
        time(() => {
          for (let i = 0; i < COUNT; i++) cryptoVerify(null, input, publisher.publicKey, sig);
        }),
      ),
    );

    const statementBytes = envelopes.reduce((n, e) => n + Buffer.from(e.payload, 'base64').length, 0);
    const envelopeBytes = envelopeTexts.reduce((n, t) => n + Buffer.byteLength(t), 0);
    const snapshotBytes = Buffer.byteLength(snapshotText);
    const result = {
      templates: COUNT,
      runs,
      sign_ms: Math.round(signMs),
      sign_target_ms: SIGN_TARGET_MS,
      verify_ms: Math.round(verifyMs * 10) / 10,
      verify_target_ms: VERIFY_TARGET_MS,
      verify_cached_ms: Math.round(cachedMs * 10) / 10,
      raw_ed25519_verify_ms: Math.round(rawMs * 10) / 10,
      verified,
      bytes: {
        statements: statementBytes,
        envelopes: envelopeBytes,
        snapshot: snapshotBytes,
        added_per_template: Math.round((envelopeBytes + snapshotBytes - statementBytes) / COUNT),
      },
    };
    if (json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    else {
      process.stdout.write(
        `sign ${COUNT} revisions: ${result.sign_ms} ms (target ≤ ${SIGN_TARGET_MS})\n` +
          `verify ${COUNT} templates (snapshot + signatures + digests): ${result.verify_ms} ms (target ≤ ${VERIFY_TARGET_MS}); ` +
          `${COUNT} bare Ed25519 verifications take ${result.raw_ed25519_verify_ms} ms here\n` +
          `next sync, verified digests kept: ${result.verify_cached_ms} ms\n` +
          `bytes: statements ${statementBytes}, envelopes ${envelopeBytes} (base64 + signature), snapshot ${snapshotBytes}; ` +
          `${result.bytes.added_per_template} bytes added per template\n` +
          `(median of ${runs} runs, one process; on a shared machine compare figures with each other only)\n`,
      );
    }
    if (verified !== COUNT) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await runMain(main);
