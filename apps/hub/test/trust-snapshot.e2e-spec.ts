import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  authorizeStatement,
  type Envelope,
  envelopeDigest,
  generateSigningKey,
  INITIAL_SNAPSHOT_STATE,
  type KeyPair,
  loadPinnedRoot,
  publicKeyEntry,
  publicKeyFromEntry,
  readStatementEnvelope,
  type RootDocument,
  signRoot,
  signWithdrawal,
  type SnapshotState,
  type TrustedRoot,
  verifySnapshot,
  writePrivateKeyFile,
} from '#lib/signing';
import { HubCache } from '../src/cache/hub-cache.js';
import { createTestDatabase, HubFixtures, startTestHub, type TestDatabase, type TestHub } from '#test/support';
import { expectProblem, makeUser, type TestUser } from './account-admin.helpers.js';
import { runCatalogCli } from './catalog-cli.helpers.js';

// Issue 40, hub side: the hub's online key signs a snapshot per fleet scope and the console-made revisions; a fleet
// verifies both with the root alone (libs/signing, as the fleet does).
const SNAPSHOT = '/api/v1/catalog/trust/snapshot';
const ROOT_ADMIN = '/api/v1/admin/catalog/trust/root';
const UPDATES = '/api/v1/catalog/templates/updates?since=1970-01-01T00:00:00Z';

function rootDocument(
  version: number,
  r: KeyPair,
  online: KeyPair,
  acme: KeyPair,
  timestamp: KeyPair = online,
): RootDocument {
  return {
    type: 'hub-catalog/root',
    version,
    keys: Object.fromEntries([r, online, acme, timestamp].map((k) => [k.keyId, publicKeyEntry(k.publicKey)])),
    roles: {
      root: { keyids: [r.keyId], threshold: 1 },
      timestamp: { keyids: [timestamp.keyId], threshold: 1 },
      hub: { keyids: [online.keyId], threshold: 1 },
    },
    publishers: [{ name: 'acme', keyids: [acme.keyId], threshold: 1, templates: ['signed-app'], categories: [] }],
    snapshot_max_validity_seconds: 7200,
  };
}

interface SyncItem {
  slug: string;
  revision: number;
  category_slug?: string;
  signature?: Envelope | null;
  publisher?: string | null;
  hub_signed?: boolean;
  withdrawals?: Envelope[];
}

describe('the signed snapshot per scope (GET catalog/trust/snapshot) and hub-signed revisions', () => {
  let database: TestDatabase;
  let hub: TestHub;
  let fx: HubFixtures;
  let admin: TestUser;
  let member: TestUser;
  let dir: string;
  let keyFile: string;
  let orgA: string;
  let orgB: string;
  let keyA: { Authorization: string };
  let keyB: { Authorization: string };
  let trusted: TrustedRoot;
  let consoleId: string;
  const [r1, online, acme, other] = Array.from({ length: 4 }, () => generateSigningKey());

  const get = (auth: Record<string, string> = {}, query = '') => hub.http.get(`${SNAPSHOT}${query}`).set(auth);
  const verify = (text: string, scope: string, state: SnapshotState = INITIAL_SNAPSHOT_STATE) =>
    verifySnapshot(trusted, text, state, { now: Date.now(), scope });

  /** `hub-catalog apply --sign-with` of the publisher's one template, at image tag `tag`. */
  const applySigned = async (tag: string) => {
    const doc = {
      apiVersion: 'hub.catalog/v1',
      kind: 'Catalog',
      source: 'acme-pipeline',
      categories: [{ slug: 'sig-cat', name: 'Signed' }],
      templates: [
        {
          slug: 'signed-app',
          name: 'Signed app',
          category_slug: 'sig-cat',
          image_name: 'example/signed',
          image_tag: tag,
        },
      ],
    };
    const docPath = join(dir, `catalog-${tag}.json`);
    writeFileSync(docPath, JSON.stringify(doc));
    const acmeKey = join(dir, 'acme.key');
    if (!existsSync(acmeKey)) writePrivateKeyFile(acmeKey, acme.privateKey);
    const applied = await runCatalogCli(['apply', docPath, '--sign-with', acmeKey], {
      HUB_URL: hub.url,
      HUB_TOKEN: admin.token,
    });
    expect(applied.code).toBe(0);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hub-snapshot-'));
    keyFile = join(dir, 'online.key');
    writePrivateKeyFile(keyFile, online.privateKey);
    database = await createTestDatabase('hub');
    hub = await startTestHub({ database, env: { HUB_ONLINE_KEY_FILE: keyFile } });
    fx = new HubFixtures(hub);
    admin = await makeUser(hub, { role: 'admin' });
    member = await makeUser(hub);
    orgA = (await fx.org()).id;
    orgB = (await fx.org()).id;
    await fx.membership(orgA, member.userId, 'member');
    keyA = { Authorization: `Bearer ${(await fx.instanceKey(orgA)).token}` };
    keyB = { Authorization: `Bearer ${(await fx.instanceKey(orgB)).token}` };
  });
  afterAll(async () => {
    await hub.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 409 trust_root_not_found while the hub has no root', async () => {
    expectProblem(await get(), 409, 'trust_root_not_found');
  });

  it('lists, per scope, every visible template with its envelope digest; a fleet verifies it with the root', async () => {
    const published = signRoot(rootDocument(1, r1, online, acme), [r1]);
    await hub.http.post(ROOT_ADMIN).set(admin.auth).send(published).expect(200);
    trusted = loadPinnedRoot(published);
    // A console-made public template, a console-made one in a private category granted to org A, and a
    // publisher-signed one (hub-catalog apply --sign-with).
    const open = await fx.category({ slug: 'open-cat' });
    const closed = await fx.category({ slug: 'closed-cat', is_private: true });
    await fx.grant(orgA, closed.id);
    const made = async (slug: string, category: string) =>
      (
        await hub.http
          .post('/api/v1/admin/templates')
          .set(admin.auth)
          .send({ name: slug, slug, category_id: category, image_name: `example/${slug}`, is_public: true })
          .expect(201)
      ).body.template as { id: string };
    consoleId = (await made('console-app', open.id)).id;
    await made('private-app', closed.id);
    await applySigned('v1');

    const anonymous = await get().expect(200);
    expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const pub = verify(anonymous.text, 'public').snapshot;
    expect(pub).toMatchObject({ scope: 'public', version: 1, root_version: 1 });
    // The root's maximum (2 h) under the default validity (6 h).
    expect(Date.parse(pub.expires) - Date.parse(pub.issued_at)).toBe(7200_000);
    expect(Object.keys(pub.templates).sort()).toEqual(['console-app', 'signed-app']);

    // An organization's scope, from both sides: org A (its instance key, its member) sees the private template,
    // org B does not.
    const a = verify((await get(keyA).expect(200)).text, `org:${orgA}`).snapshot;
    expect(Object.keys(a.templates).sort()).toEqual(['console-app', 'private-app', 'signed-app']);
    const byMember = verify((await get(member.auth).expect(200)).text, `org:${orgA}`).snapshot;
    expect(byMember.templates).toEqual(a.templates);
    const b = verify((await get(keyB).expect(200)).text, `org:${orgB}`).snapshot;
    expect(Object.keys(b.templates).sort()).toEqual(['console-app', 'signed-app']);
    // An admin's own scope is public.
    expect(verify((await get(admin.auth).expect(200)).text, 'public').snapshot.templates).toEqual(pub.templates);

    // The updates feed carries each envelope the snapshot lists: console-made ones hub-signed, the publisher's
    // verified; the anonymous feed stays as it was.
    const items = (await hub.http.get(UPDATES).set(keyA).expect(200)).body.templates as SyncItem[];
    const bySlug = new Map(items.map((t) => [t.slug, t]));
    for (const [slug, entry] of Object.entries(a.templates)) {
      const item = bySlug.get(slug)!;
      expect({ slug, revision: item.revision, digest: envelopeDigest(item.signature!) }).toEqual({
        slug,
        revision: entry.revision,
        digest: entry.digest,
      });
      expect(item.withdrawals).toEqual([]);
    }
    const consoleItem = bySlug.get('console-app')!;
    expect(consoleItem).toMatchObject({ publisher: null, hub_signed: true });
    expect(authorizeStatement(trusted, consoleItem.signature!, 'console-app', 'open-cat')).toMatchObject({
      level: 'hub-signed',
      publisher: null,
      keyids: [online.keyId],
    });
    expect(readStatementEnvelope(consoleItem.signature).statement).toMatchObject({
      slug: 'console-app',
      revision: 1,
      deployable: { image_name: 'example/console-app' },
    });
    const signedItem = bySlug.get('signed-app')!;
    expect(signedItem).toMatchObject({ publisher: 'acme', hub_signed: false });
    expect(authorizeStatement(trusted, signedItem.signature!, 'signed-app', 'sig-cat')).toMatchObject({
      level: 'verified',
      publisher: 'acme',
    });
    const anonItems = (await hub.http.get(UPDATES).expect(200)).body.templates as SyncItem[];
    expect(anonItems.length).toBeGreaterThan(0);
    for (const t of anonItems) expect(t).not.toHaveProperty('signature');
    // The stored revision is the one served on its versions route too.
    const v1 = (await hub.http.get('/api/v1/catalog/templates/console-app/versions/1').expect(200)).body;
    expect(envelopeDigest(v1.signature)).toBe(pub.templates['console-app'].digest);
  });

  it('keeps the version and the bytes without a change, and signs a higher version after one', async () => {
    const first = (await get().expect(200)).text;
    expect((await get().expect(200)).text).toBe(first);
    const kept = verify(first, 'public');
    await hub.http.put('/api/v1/admin/templates').set(admin.auth).send({ id: consoleId, image_tag: 'v2' }).expect(200);
    const next = verify((await get().expect(200)).text, 'public', kept.state);
    expect(next.snapshot.version).toBeGreaterThan(kept.snapshot.version);
    expect(next.snapshot.templates['console-app'].revision).toBe(2);
    expect(next.snapshot.templates['signed-app']).toEqual(kept.snapshot.templates['signed-app']);
    // The newly hub-signed revision comes again in the sync feed with its envelope.
    const items = (await hub.http.get(UPDATES).set(keyA).expect(200)).body.templates as SyncItem[];
    const item = items.find((t) => t.slug === 'console-app')!;
    expect({ revision: item.revision, digest: envelopeDigest(item.signature!) }).toEqual({
      revision: 2,
      digest: next.snapshot.templates['console-app'].digest,
    });
    // Past half its validity, the same content is signed again under a higher version (every replica sees the
    // stored row's times; this one's remembered copy is dropped as a catalog write would).
    await hub.db.query(
      `UPDATE catalog_snapshots SET created_at = now() - interval '2 hours', expires_at = now() + interval '10 minutes'
        WHERE scope = 'public' AND version = $1`,
      [next.snapshot.version],
    );
    hub.app.get(HubCache).flush();
    const renewed = verify((await get().expect(200)).text, 'public', next.state);
    expect(renewed.snapshot.version).toBe(next.snapshot.version + 1);
    expect(renewed.snapshot.templates).toEqual(next.snapshot.templates);
    // The versions stored per scope stay bounded, and each one's bytes are what was served.
    const [{ n }] = await hub.db.query(`SELECT count(*)::int AS n FROM catalog_snapshots WHERE scope = 'public'`);
    expect(n).toBeLessThanOrEqual(10);
  });

  it('lets only hub admins choose the scope (?scope=)', async () => {
    for (const auth of [{}, keyA, member.auth]) {
      expectProblem(await get(auth, '?scope=public'), 403, 'forbidden');
      expectProblem(await get(auth, `?scope=org:${orgB}`), 403, 'forbidden');
    }
    const asked = verify((await get(admin.auth, `?scope=org:${orgA}`).expect(200)).text, `org:${orgA}`).snapshot;
    expect(Object.keys(asked.templates)).toContain('private-app');
    expect((await get(admin.auth, `?scope=org:${orgA}`).expect(200)).text).toBe((await get(keyA).expect(200)).text);
    expect(verify((await get(admin.auth, '?scope=public').expect(200)).text, 'public').snapshot.scope).toBe('public');
    expectProblem(await get(admin.auth, '?scope=everything'), 400, 'validation_failed');
  });

  it('lists the signed withdrawals in force, with the digests of the envelopes the sync feed carries', async () => {
    await applySigned('v2');
    const before = (await hub.http.get(UPDATES).set(keyA).expect(200)).body.templates as (SyncItem & { id: string })[];
    const id = before.find((t) => t.slug === 'signed-app')!.id;
    const yank = signWithdrawal(
      {
        type: 'hub-catalog/withdrawal',
        action: 'yank',
        slug: 'signed-app',
        category_slug: 'sig-cat',
        revision: 1,
        reason: 'broken',
        replacement_slug: null,
        signed_at: new Date().toISOString(),
      },
      [acme],
    );
    await hub.http
      .post('/api/v1/admin/templates/yank')
      .set(admin.auth)
      .send({ id, revision: 1, reason: 'broken', signature: yank })
      .expect(204);
    const listed = verify((await get(keyA).expect(200)).text, `org:${orgA}`).snapshot.templates['signed-app'];
    expect({ revision: listed.revision, withdrawals: listed.withdrawals }).toEqual({
      revision: 2,
      withdrawals: [envelopeDigest(yank)],
    });
    const items = (await hub.http.get(UPDATES).set(keyA).expect(200)).body.templates as SyncItem[];
    const item = items.find((t) => t.slug === 'signed-app')!;
    expect(item.withdrawals!.map(envelopeDigest)).toEqual(listed.withdrawals);
    expect(envelopeDigest(item.signature!)).toBe(listed.digest);
    expect(authorizeStatement(trusted, item.signature!, 'signed-app', 'sig-cat')).toMatchObject({ level: 'verified' });
  });

  it('two hubs on one database answer the same version with the same bytes', async () => {
    if (!database.url) return; // one PGlite directory serves one process: this is the PostgreSQL leg's
    const second = await startTestHub({ database, env: { HUB_ONLINE_KEY_FILE: keyFile } });
    try {
      await hub.http
        .put('/api/v1/admin/templates')
        .set(admin.auth)
        .send({ id: consoleId, image_tag: 'v3' })
        .expect(200);
      const [x, y] = await Promise.all([get().expect(200), second.http.get(SNAPSHOT).expect(200)]);
      const z = await second.http.get(SNAPSHOT).expect(200);
      expect(y.text).toBe(x.text);
      expect(z.text).toBe(x.text);
      expect(verify(x.text, 'public').snapshot.templates['console-app'].revision).toBe(3);
    } finally {
      await second.close();
    }
  });

  it('answers 409 online_key_not_trusted once the current root lists another timestamp key', async () => {
    const published = signRoot(rootDocument(2, r1, online, acme, other), [r1]);
    await hub.http.post(ROOT_ADMIN).set(admin.auth).send(published).expect(200);
    expectProblem(await get(), 409, 'online_key_not_trusted');
    expectProblem(await get(keyA), 409, 'online_key_not_trusted');
  });
});

describe('the hub without HUB_ONLINE_KEY_FILE', () => {
  let hub: TestHub;
  afterAll(() => hub.close());

  it('on PostgreSQL has no online key (409 online_key_missing); embedded, makes one (0600) that a root can list', async () => {
    hub = await startTestHub();
    const admin = await makeUser(hub, { role: 'admin' });
    const r = generateSigningKey();
    const publisher = generateSigningKey();
    if (hub.config.databaseUrl) {
      const published = signRoot(rootDocument(1, r, publisher, publisher), [r]);
      await hub.http.post(ROOT_ADMIN).set(admin.auth).send(published).expect(200);
      expectProblem(await hub.http.get(SNAPSHOT), 409, 'online_key_missing');
      return;
    }
    const path = join(hub.config.dataDir, 'online.key');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const pub = JSON.parse(readFileSync(`${path}.pub`, 'utf8')) as { key_id: string; public_key: string };
    const onlinePublic = publicKeyFromEntry({ algorithm: 'ed25519', public_key: pub.public_key });
    const generated = { keyId: pub.key_id, publicKey: onlinePublic } as KeyPair;
    const published = signRoot(rootDocument(1, r, generated, publisher), [r]);
    await hub.http.post(ROOT_ADMIN).set(admin.auth).send(published).expect(200);
    const text = (await hub.http.get(SNAPSHOT).expect(200)).text;
    const verified = verifySnapshot(loadPinnedRoot(published), text, INITIAL_SNAPSHOT_STATE, {
      now: Date.now(),
      scope: 'public',
    });
    expect(verified.snapshot.version).toBe(1);
  });
});
