import { type ChildProcess, spawn } from 'node:child_process';
import { sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevIdp, type DevIdp } from '../../apps/dev-idp/src/index.js';
import {
  type Envelope,
  generateSigningKey,
  type KeyPair,
  pae,
  publicKeyEntry,
  type RootDocument,
  signRoot,
  signSnapshot,
  type SnapshotDocument,
  writePrivateKeyFile,
} from '#lib/signing';
import { signCatalogEntry } from '#test/support';
import { type AppProcess, freePort, ROOT } from '../cluster/processes.js';
import {
  type Answer,
  call,
  createDatabase,
  dropDatabase,
  expectStatus,
  fleetProcess,
  hubProcess,
  sleep,
  sql,
  TEMP,
} from '../operations/harness.js';

/**
 * `npm run test:attacks` (issue 40, "Prove it"; docs/signing.md, "The attack harness"): a hub and a fleet as built
 * processes on PostgreSQL databases of their own, a dev IdP, and a man in the middle (test/attacks/proxy.mjs, a
 * process of its own) between them. The harness is the operator: it made the root keys, the publishers' keys and the
 * hub's online key file. Each scenario prints one line, `ATTACK <name>: refused` or `ATTACK <name>: ACCEPTED`, fails
 * on ACCEPTED, and checks that the legitimate path (a sync, acme's template verified, a pin) still works afterwards.
 */
const lines: string[] = [];

describe('attacks on the signed catalog (hub, fleet and a proxy as processes)', () => {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const db = { hub: `svc_attacks_hub_${suffix}`, fleet: `svc_attacks_fleet_${suffix}` };
  const dir = mkdtempSync(join(tmpdir(), 'svc-attacks-'));
  let idp: DevIdp;
  let hub: AppProcess;
  let fleet: AppProcess;
  let proxy: ChildProcess;
  let proxyUrl: string;
  let adminToken: string;
  let instanceKey: string;
  let scope: string;
  let session: string;
  let consoleId: string;
  let sigId: string;
  let rootVersion = 1;
  let acmeRevision = 0;
  let bumps = 0;
  const envelopes: Record<number, Envelope> = {};

  const [r1, r2, r3, r4, online1, online2, acme, other, stranger] = Array.from({ length: 9 }, () =>
    generateSigningKey(),
  );
  const signer = (k: KeyPair) => ({ keyId: k.keyId, privateKey: k.privateKey });
  const rootDoc = (version: number, rootKey: KeyPair, online: KeyPair): RootDocument => ({
    type: 'hub-catalog/root',
    version,
    keys: Object.fromEntries([rootKey, online, acme, other].map((k) => [k.keyId, publicKeyEntry(k.publicKey)])),
    roles: {
      root: { keyids: [rootKey.keyId], threshold: 1 },
      timestamp: { keyids: [online.keyId], threshold: 1 },
      hub: { keyids: [online.keyId], threshold: 1 },
    },
    publishers: [
      { name: 'acme', keyids: [acme.keyId], threshold: 1, templates: ['sig-app'], categories: ['acme-cat'] },
      { name: 'other', keyids: [other.keyId], threshold: 1, templates: ['other-app'], categories: [] },
    ],
    snapshot_max_validity_seconds: 3600,
  });

  // --- the hub, the proxy, the fleet ---
  const hubCall = (method: string, path: string, body?: unknown, token = adminToken) =>
    call(hub.url, method, path, token, body);
  const publishRoot = async (envelope: Envelope) => {
    expectStatus(await hubCall('POST', '/api/v1/admin/catalog/trust/root', envelope), 200, 'publish root');
    rootVersion = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')).version;
  };
  const entry = (tag: string, slug = 'sig-app') => ({
    slug,
    name: `Signed ${slug}`,
    category_slug: 'acme-cat',
    image_name: `example/${slug}`,
    image_tag: tag,
  });
  const apply = async (e: ReturnType<typeof entry>, envelope: Envelope) =>
    hubCall('POST', '/api/v1/admin/catalog/apply', {
      apiVersion: 'hub.catalog/v1',
      kind: 'Catalog',
      source: 'acme-pipeline',
      categories: [{ slug: 'acme-cat', name: 'Acme' }],
      templates: [e],
      signatures: [envelope],
    });
  /** The publisher acme signs and applies its next revision (the legitimate publish path). */
  const acmePublish = async () => {
    const revision = acmeRevision + 1;
    const e = entry(`v${revision}`);
    const envelope = await signCatalogEntry(e, revision, [acme]);
    expectStatus(await apply(e, envelope), 200, `acme publishes revision ${revision}`);
    envelopes[revision] = envelope;
    acmeRevision = revision;
    return envelope;
  };
  /** The scope's snapshot as the hub serves it now (read directly, with the fleet's instance key). */
  const hubSnapshot = async () => {
    const answer = expectStatus(
      await call(hub.url, 'GET', '/api/v1/catalog/trust/snapshot', instanceKey),
      200,
      'hub snapshot',
    );
    const document = JSON.parse(
      Buffer.from((answer.body as Envelope).payload, 'base64').toString('utf8'),
    ) as SnapshotDocument;
    return { text: answer.text, document };
  };
  /** A console edit of a hub-signed template: a new revision, so the hub's next snapshot has a new version. */
  const bump = async () => {
    bumps += 1;
    expectStatus(
      await hubCall('PUT', '/api/v1/admin/templates', { id: consoleId, image_tag: `b${bumps}` }),
      200,
      'console edit',
    );
    return (await hubSnapshot()).document.version;
  };
  type Rule = { path: string; body?: string; status?: number; inflate?: number; set?: unknown };
  const rules = async (list: Rule[]) => {
    const res = await fetch(`${proxyUrl}/__attack/rules`, { method: 'PUT', body: JSON.stringify(list) });
    if (res.status !== 204) throw new Error(`proxy rules: ${res.status}`);
  };
  const SNAPSHOT = '/api/v1/catalog/trust/snapshot';
  const UPDATES = '/api/v1/catalog/templates/updates';
  /** Rules serving `envelope` as sig-app's revision `revision`: inline on the sync feed and on its version route. */
  const swap = (revision: number, envelope: Envelope): Rule[] => [
    { path: UPDATES, set: { slug: 'sig-app', fields: { signature: envelope } } },
    { path: `/api/v1/catalog/templates/sig-app/versions/${revision}`, set: { fields: { signature: envelope } } },
  ];
  const forgeSnapshot = (key: KeyPair, version: number, base: SnapshotDocument, issued: number, expires: number) =>
    JSON.stringify(
      signSnapshot(
        {
          ...base,
          version,
          issued_at: new Date(issued).toISOString(),
          expires: new Date(expires).toISOString(),
        },
        [signer(key)],
      ),
    );

  const fleetCall = (method: string, path: string, body?: unknown) =>
    call(fleet.url, method, `/api/v1/${path}`, session, body);
  const login = async () => {
    session = expectStatus(
      await call(fleet.url, 'POST', '/api/v1/auth/login', undefined, {
        email: TEMP.SVC_TEMP_ADMIN_USER,
        password: TEMP.SVC_TEMP_ADMIN_PASSWORD,
      }),
      200,
      'fleet login',
    ).body.access_token as string;
  };
  const sync = async () => expectStatus(await fleetCall('POST', 'hub/sync'), 200, 'fleet sync').body.sync;
  const trust = async () => expectStatus(await fleetCall('GET', 'hub/sync'), 200, 'fleet trust').body.sync.trust;
  const versionSignature = async (slug: string, revision: number) =>
    (
      expectStatus(await fleetCall('GET', `hub/templates/${slug}/versions`), 200, 'versions').body.versions as {
        revision: number;
        signature: { status: string; publisher: string | null; key_id: string | null };
      }[]
    ).find((v) => v.revision === revision)?.signature;
  const pin = (slug: string, revision: number) => fleetCall('PUT', `hub/templates/${slug}/pin`, { revision });
  const problem = (answer: Answer) => `${answer.status} ${answer.body.code ?? answer.text.slice(0, 80)}`;

  /** The legitimate path after an attack: a sync, acme's current revision verified, and a pin of it accepted. */
  const legitimate = async () => {
    await sync();
    const state = await trust();
    const signature = await versionSignature('sig-app', acmeRevision);
    const pinned = await pin('sig-app', acmeRevision);
    const ok =
      !state.frozen &&
      state.last_error === null &&
      signature?.status === 'verified' &&
      signature?.publisher === 'acme' &&
      pinned.status === 200;
    if (!ok) {
      throw new Error(
        `legitimate path broken: trust ${JSON.stringify(state)}, sig-app ${acmeRevision} ${JSON.stringify(signature)}, pin ${problem(pinned)}`,
      );
    }
  };

  /** Runs a scenario: it returns whether the attack was refused and why; prints the line; fails on ACCEPTED. */
  const attack = async (name: string, scenario: () => Promise<{ refused: boolean; detail: string }>) => {
    let outcome: { refused: boolean; detail: string };
    try {
      outcome = await scenario();
    } catch (error) {
      outcome = { refused: false, detail: `not shown refused: ${(error as Error).message}` };
    }
    const line = `ATTACK ${name}: ${outcome.refused ? 'refused' : 'ACCEPTED'} (${outcome.detail})`;
    lines.push(line);
    process.stdout.write(`${line}\n`);
    await rules([]);
    expect(line).toMatch(new RegExp(`^ATTACK ${name}: refused`));
  };

  beforeAll(async () => {
    for (const name of Object.values(db)) await createDatabase(name);
    idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
    writePrivateKeyFile(join(dir, 'online1.key'), online1.privateKey);
    writePrivateKeyFile(join(dir, 'online2.key'), online2.privateKey);
    hub = await hubProcess('hub', db.hub, idp, { migrate: true });
    hub.env.HUB_ONLINE_KEY_FILE = join(dir, 'online1.key');
    fleet = await fleetProcess('fleet', db.fleet, { migrate: true });
    hub.start();
    fleet.start();

    const proxyPort = await freePort();
    proxyUrl = `http://127.0.0.1:${proxyPort}`;
    proxy = spawn(process.execPath, [join(ROOT, 'test/attacks/proxy.mjs'), hub.url, String(proxyPort)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      proxy.stdout!.once('data', () => resolve());
      proxy.once('exit', (code) => reject(new Error(`proxy exited (${code})`)));
    });
    await hub.ready();

    adminToken = (await idp.login('admin@demo.local')).access_token;
    const aliceToken = (await idp.login('alice@demo.local')).access_token;
    const org = expectStatus(
      await call(hub.url, 'POST', '/api/v1/account/organizations', aliceToken, { name: 'Attacked', slug: 'attacked' }),
      201,
      'org',
    ).body.organization;
    scope = `org:${org.id}`;
    instanceKey = expectStatus(
      await call(hub.url, 'POST', '/api/v1/account/api-keys', aliceToken, { name: 'fleet' }),
      201,
      'instance key',
    ).body.apiKey.key;

    const v1 = signRoot(rootDoc(1, r1, online1), [signer(r1)]);
    await publishRoot(v1);
    writeFileSync(join(dir, 'root.json'), JSON.stringify(v1));
    await acmePublish();
    const category = expectStatus(
      await hubCall('POST', '/api/v1/admin/categories', { name: 'Console', slug: 'console-cat' }),
      201,
      'category',
    ).body.category;
    consoleId = expectStatus(
      await hubCall('POST', '/api/v1/admin/templates', {
        name: 'Console app',
        slug: 'console-app',
        category_id: category.id,
        image_name: 'example/console',
        image_tag: 'b0',
      }),
      201,
      'console template',
    ).body.template.id;
    const [sig] = await sql<{ id: string }>(db.hub, `SELECT id FROM templates WHERE slug = 'sig-app'`);
    sigId = sig.id;
    await hubSnapshot(); // the hub signs console-app with its online key as it builds the snapshot

    await fleet.stop(); // started early beside the hub to migrate; now with the trust settings
    Object.assign(fleet.env, {
      FLEET_HUB_URL: proxyUrl,
      FLEET_HUB_INSTANCE_KEY: instanceKey,
      FLEET_TRUST_ROOT: join(dir, 'root.json'),
      FLEET_REQUIRE_SIGNATURE: 'hub',
      FLEET_MIGRATE: 'false',
    });
    fleet.start();
    await fleet.ready();
    await login();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([fleet?.stop(), hub?.stop()]);
    if (proxy && proxy.exitCode === null) proxy.kill('SIGTERM');
    await idp?.close();
    for (const name of Object.values(db)) await dropDatabase(name);
    rmSync(dir, { recursive: true, force: true });
    process.stdout.write(`\nattack harness:\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
  });

  test('baseline: acme’s template verified, the console one hub-signed, both pinned', async () => {
    await sync();
    await legitimate();
    expect(await versionSignature('console-app', 1)).toMatchObject({ status: 'hub-signed', key_id: online1.keyId });
    expect((await hubSnapshot()).document).toMatchObject({ scope, root_version: rootVersion });
    expectStatus(await pin('console-app', 1), 200, 'pin console-app');
  });

  test('10. a hub admin token changes the image of a publisher-signed template', async () => {
    await attack('admin-token', async () => {
      const put = await hubCall('PUT', '/api/v1/admin/templates', { id: sigId, image_tag: 'evil' });
      let sqlError = '';
      try {
        await sql(db.hub, `UPDATE templates SET image_tag = 'evil' WHERE id = $1`, [sigId]);
      } catch (error) {
        sqlError = (error as Error).message;
      }
      await legitimate();
      return {
        refused: put.status === 409 && put.body.code === 'publisher_managed' && /managed by publisher/.test(sqlError),
        detail: `admin PUT ${problem(put)}; plain SQL UPDATE: trigger refused; forced SQL: see db-edit`,
      };
    });
  });

  test('1. a template’s image edited in the hub’s database, trigger bypassed', async () => {
    await attack('db-edit', async () => {
      const edit = async (tag: string) => {
        await sql(
          db.hub,
          `BEGIN;
           SET LOCAL session_replication_role = replica;
           UPDATE templates SET image_tag = '${tag}', updated_at = now() WHERE id = '${sigId}';
           UPDATE template_revisions SET snapshot = jsonb_set(snapshot, '{image_tag}', '"${tag}"')
             WHERE template_id = '${sigId}' AND revision = ${acmeRevision};
           COMMIT;
           SELECT pg_notify('hub_catalog', 'templates 0');`,
        );
      };
      await edit('evil');
      // What the hub now serves (its cache flushed as any later write would): the edited image.
      const served = await call(
        hub.url,
        'GET',
        `/api/v1/catalog/templates/sig-app/versions/${acmeRevision}`,
        instanceKey,
      );
      await sync();
      const signature = await versionSignature('sig-app', acmeRevision);
      const pinned = await pin('sig-app', acmeRevision);
      const refused =
        served.body.image_tag === 'evil' &&
        signature?.status === 'invalid' &&
        pinned.status === 409 &&
        pinned.body.code === 'signature_invalid';
      await edit(`v${acmeRevision}`);
      await legitimate();
      return {
        refused,
        detail: `served image_tag ${served.body.image_tag}; fleet ${signature?.status}; pin ${problem(pinned)}`,
      };
    });
  });

  test('9. a second publisher’s signed document changes acme’s template', async () => {
    await attack('second-publisher', async () => {
      const e = entry('evil');
      const answer = await apply(e, await signCatalogEntry(e, acmeRevision + 1, [other]));
      await legitimate();
      const signature = await versionSignature('sig-app', acmeRevision);
      return {
        refused: [400, 409].includes(answer.status) && signature?.publisher === 'acme',
        detail: `hub ${problem(answer)}; fleet still shows acme ${signature?.status}`,
      };
    });
  });

  test('4. an envelope of one revision served with the snapshot of another (mix and match)', async () => {
    await acmePublish();
    await legitimate();
    await attack('mix-and-match', async () => {
      const older = envelopes[acmeRevision];
      await acmePublish();
      // A consistent man in the middle: the same envelope on the sync feed and on the revision's version route.
      await rules(swap(acmeRevision, older));
      await sync();
      const signature = await versionSignature('sig-app', acmeRevision);
      const pinned = await pin('sig-app', acmeRevision);
      await rules([]);
      await legitimate();
      return {
        refused: signature?.status === 'invalid' && pinned.body.code === 'signature_invalid',
        detail: `revision ${acmeRevision - 1}'s envelope as ${acmeRevision}'s: ${signature?.status}; pin ${problem(pinned)}`,
      };
    });
  });

  test('8. a key id naming a trusted key over a signature made with another key', async () => {
    await attack('wrong-key', async () => {
      const envelope = await acmePublish();
      const forged = sign(
        null,
        pae(envelope.payloadType, Buffer.from(envelope.payload, 'base64')),
        stranger.privateKey,
      );
      const swapped = { ...envelope, signatures: [{ keyid: acme.keyId, sig: forged.toString('base64') }] };
      await rules(swap(acmeRevision, swapped));
      await sync();
      const signature = await versionSignature('sig-app', acmeRevision);
      const pinned = await pin('sig-app', acmeRevision);
      await rules([]);
      await legitimate();
      return {
        refused: signature?.status === 'invalid' && pinned.body.code === 'signature_invalid',
        detail: `acme's key id over another key's signature: ${signature?.status}; pin ${problem(pinned)}`,
      };
    });
  });

  test('2. an older snapshot replayed by the proxy (rollback)', async () => {
    await attack('rollback', async () => {
      const old = await hubSnapshot();
      await bump();
      await sync();
      const before = await trust();
      await rules([{ path: SNAPSHOT, body: old.text }]);
      await sync();
      const after = await trust();
      await rules([]);
      await legitimate();
      return {
        refused:
          after.rollback !== null &&
          after.snapshot_version === before.snapshot_version &&
          after.snapshot_version > old.document.version,
        detail: `version ${old.document.version} replayed over ${before.snapshot_version}: ${after.last_error}`,
      };
    });
  });

  test('3. the current snapshot replayed past its expiry', async () => {
    await attack('expired-replay', async () => {
      // The harness holds the hub's online key (it is the operator): it signs the snapshot the hub made earlier,
      // the current content under the next version, issued 15 minutes ago, expired but still within the 10 minutes
      // of allowed clock skew for 8 more seconds (room for a loaded machine's sync). The fleet accepts it; then it
      // expires for good, and the proxy keeps replaying it.
      const current = (await hubSnapshot()).document;
      const version = current.version + 1;
      const expires = Date.now() - 10 * 60 * 1000 + 8000;
      await rules([
        { path: SNAPSHOT, body: forgeSnapshot(online1, version, current, expires - 5 * 60 * 1000, expires) },
      ]);
      await sync();
      const accepted = await trust();
      await sleep(Math.max(0, expires + 10 * 60 * 1000 + 1000 - Date.now()));
      await sync(); // the same snapshot, replayed past its expiry
      const frozen = await trust();
      const pinned = await pin('sig-app', acmeRevision);
      await rules([]);
      // The real hub's next snapshots: its version passes the one signed above.
      while ((await bump()) <= version);
      await legitimate();
      return {
        refused:
          accepted.snapshot_version === version &&
          frozen.frozen === true &&
          pinned.status === 409 &&
          pinned.body.code === 'catalog_frozen',
        detail: `frozen since ${frozen.frozen_since}; pin ${problem(pinned)}; ${frozen.last_error}`,
      };
    });
  });

  test('7. a 100 MB metadata answer from the proxy', async () => {
    await attack('huge-answer', async () => {
      const rss = (field: string) => {
        const status = readFileSync(`/proc/${fleet.child!.pid}/status`, 'utf8');
        return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
      };
      const before = rss('VmRSS');
      const kept = (await trust()).snapshot_version;
      await rules([{ path: SNAPSHOT, inflate: 100 * 1024 * 1024 }]);
      await sync();
      const state = await trust();
      const after = rss('VmRSS');
      const sent = ((await (await fetch(`${proxyUrl}/__attack/stats`)).json()) as { inflated_bytes: number })
        .inflated_bytes;
      await rules([]);
      await legitimate();
      const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
      return {
        refused:
          state.snapshot_version === kept &&
          /more than/.test(state.last_error ?? '') &&
          sent < 32 * 1024 * 1024 &&
          after - before < 48 * 1024 * 1024,
        detail: `proxy sent ${mb(sent)} before the fleet hung up; fleet RSS ${mb(before)} → ${mb(after)}`,
      };
    });
  });

  test('6. a fleet offline across three root rotations catches up', async () => {
    await attack('offline-rotations', async () => {
      await fleet.stop();
      await publishRoot(signRoot(rootDoc(2, r2, online1), [signer(r1), signer(r2)]));
      await publishRoot(signRoot(rootDoc(3, r3, online1), [signer(r2), signer(r3)]));
      await publishRoot(signRoot(rootDoc(4, r4, online1), [signer(r3), signer(r4)]));
      fleet.start();
      await fleet.ready();
      await login();
      await sync();
      const caught = await trust();
      // No stale root trusted: a version 5 signed by the first root's key alone (which version 1 trusted).
      await rules([
        { path: '/api/v1/catalog/trust/root/5', body: JSON.stringify(signRoot(rootDoc(5, r1, online1), [signer(r1)])) },
      ]);
      await sync();
      const stale = await trust();
      await rules([]);
      await legitimate();
      return {
        refused: caught.root_version === 4 && stale.root_version === 4 && stale.last_error !== null,
        detail: `caught up 1 → ${caught.root_version}; a version 5 signed by a retired root key: root stays ${stale.root_version} (${stale.last_error})`,
      };
    });
  });

  test('5. a huge snapshot version signed by a stolen timestamp key, then recovery', async () => {
    await attack('stolen-timestamp-key', async () => {
      const current = (await hubSnapshot()).document;
      const now = Date.now();
      await rules([{ path: SNAPSHOT, body: forgeSnapshot(online1, 1_000_000, current, now, now + 30 * 60 * 1000) }]);
      await sync();
      const taken = await trust(); // validly signed: accepted, that is what a stolen key can do
      await rules([]);
      await bump();
      await sync();
      const stuck = await trust(); // the real hub's next snapshot is now a "rollback"
      // Recovery: the root holders rotate the timestamp (and hub) key, the hub restarts with the new key file.
      await publishRoot(signRoot(rootDoc(5, r4, online2), [signer(r4)]));
      await hub.stop();
      hub.env.HUB_ONLINE_KEY_FILE = join(dir, 'online2.key');
      hub.start();
      await hub.ready();
      await sync();
      const recovered = await trust();
      await legitimate();
      // The console template's current revision was hub-signed with the rotated-out key: the hub signs it again with
      // the new one when it builds its next snapshot (during the sync above), and the next sync carries it.
      await sync();
      const consoleSignature = await versionSignature('console-app', bumps + 1);
      return {
        refused:
          taken.snapshot_version === 1_000_000 &&
          stuck.rollback !== null &&
          recovered.root_version === 5 &&
          recovered.snapshot_version < 1_000_000 &&
          recovered.frozen === false &&
          consoleSignature?.status === 'hub-signed',
        detail:
          `accepted version ${taken.snapshot_version} (validly signed), the hub's next refused as a rollback, then ` +
          `root 5 rotated the key: fleet on the hub's snapshot ${recovered.snapshot_version}, not frozen, acme verified; ` +
          `the console template, hub-signed again with the new key: ${consoleSignature?.status}`,
      };
    });
  });
});
