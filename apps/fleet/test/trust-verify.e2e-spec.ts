import { sign } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Envelope,
  envelopeDigest,
  generateSigningKey,
  type KeyPair,
  pae,
  publicKeyEntry,
  REVISION_FIELDS,
  revisionStatement,
  type RootDocument,
  signRevision,
  signRoot,
  signSnapshot,
  type SnapshotTemplate,
} from '#lib/signing';
import {
  HubFixtures,
  type HubProxy,
  signCatalogEntry,
  startHubProxy,
  startTestFleet,
  startTestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
  type TestFleet,
  type TestHub,
} from '#test/support';

/**
 * Issue 40, fleet side (docs/signing.md): a real hub with a trust root and a publisher-signed apply, a real fleet
 * pinned to that root, and between them a real HTTP proxy that serves the scope's snapshot (signed here with the
 * root's timestamp key) and can replay, expire, tamper with or inflate what the fleet reads.
 */
describe('fleet verifies what it deploys (signatures, snapshots, freshness)', () => {
  let hub: TestHub;
  let proxy: HubProxy;
  let fleet: TestFleet;
  let fleetAdmin: string;
  let hubAdmin: string;
  let instanceKey: string;
  let scope: string;
  let dir: string;
  let rootFile: string;
  const [r1, r2, ts1, ts2, hubKey, acme, stranger] = Array.from({ length: 7 }, () => generateSigningKey());
  const signer = (k: KeyPair) => ({ keyId: k.keyId, privateKey: k.privateKey });

  const rootDoc = (version: number, rootKey: KeyPair, ts: KeyPair): RootDocument => ({
    type: 'hub-catalog/root',
    version,
    keys: Object.fromEntries(
      [...new Set([rootKey, ts, hubKey, acme])].map((k) => [k.keyId, publicKeyEntry(k.publicKey)]),
    ),
    roles: {
      root: { keyids: [rootKey.keyId], threshold: 1 },
      timestamp: { keyids: [ts.keyId], threshold: 1 },
      hub: { keyids: [hubKey.keyId], threshold: 1 },
    },
    publishers: [{ name: 'acme', keyids: [acme.keyId], threshold: 1, templates: ['sig-app'], categories: ['sig-cat'] }],
    snapshot_max_validity_seconds: 3600,
  });

  const entry = (tag: string) => ({
    slug: 'sig-app',
    name: 'Signed app',
    category_slug: 'sig-cat',
    image_name: 'example/sig-app',
    image_tag: tag,
  });
  const signedApply = async (tag: string, revision: number) => {
    const e = entry(tag);
    const envelope = await signCatalogEntry(e, revision, [acme]);
    await hub.http
      .post('/api/v1/admin/catalog/apply')
      .set('Authorization', `Bearer ${hubAdmin}`)
      .send({
        apiVersion: 'hub.catalog/v1',
        kind: 'Catalog',
        source: 'acme-pipeline',
        categories: [{ slug: 'sig-cat', name: 'Signed' }],
        templates: [e],
        signatures: [envelope],
      })
      .expect(200);
  };
  const hubVersion = async (slug: string, revision: number) =>
    (
      await hub.http
        .get(`/api/v1/catalog/templates/${slug}/versions/${revision}`)
        .set('Authorization', `Bearer ${instanceKey}`)
        .expect(200)
    ).body as Record<string, unknown> & { signature: Envelope | null };

  // What the snapshots list, and the proxy's snapshot answer.
  const listed: Record<string, SnapshotTemplate> = {};
  const list = (slug: string, revision: number, envelope: Envelope) => {
    listed[slug] = { revision, digest: envelopeDigest(envelope), withdrawals: [] };
  };
  const snapshot = (
    version: number,
    options: { key?: KeyPair; rootVersion?: number; validitySeconds?: number; templates?: typeof listed } = {},
  ) => {
    const now = Date.now();
    return signSnapshot(
      {
        type: 'hub-catalog/snapshot',
        scope,
        version,
        root_version: options.rootVersion ?? 1,
        issued_at: new Date(now).toISOString(),
        expires: new Date(now + (options.validitySeconds ?? 1800) * 1000).toISOString(),
        templates: structuredClone(options.templates ?? listed),
      },
      [signer(options.key ?? ts1)],
    );
  };
  const serve = (envelope: Envelope) => {
    proxy.snapshot = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
    };
  };

  const call = (f: TestFleet, token: string, method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    f.http[method](`/api/v1/${path}`).set('Authorization', `Bearer ${token}`);
  const api = (method: 'get' | 'post' | 'put' | 'delete', path: string) => call(fleet, fleetAdmin, method, path);
  const sync = async () => (await api('post', 'hub/sync').expect(200)).body.sync;
  const trust = async () => (await api('get', 'hub/sync').expect(200)).body.sync.trust;
  const template = async (slug: string) =>
    (await api('get', 'hub/templates').expect(200)).body.templates.find((t: { slug: string }) => t.slug === slug);
  const versionSignature = async (slug: string, revision: number) =>
    (await api('get', `hub/templates/${slug}/versions`).expect(200)).body.versions.find(
      (v: { revision: number }) => v.revision === revision,
    )?.signature;
  const pin = (slug: string, revision: number) => api('put', `hub/templates/${slug}/pin`).send({ revision });
  const expectProblem = (
    res: { status: number; body: { code?: string }; headers: Record<string, string> },
    status: number,
    code: string,
  ) => {
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  };
  const versionPath = (slug: string, revision: number) => `/api/v1/catalog/templates/${slug}/versions/${revision}`;

  let consoleEnvelope: Envelope;
  let rev1: Envelope;
  let rev2: Envelope;

  beforeAll(async () => {
    hub = await startTestHub();
    const fx = new HubFixtures(hub);
    hubAdmin = (await fx.signIn('admin@demo.local')).token;
    const org = await fx.org();
    scope = `org:${org.id}`;
    instanceKey = (await fx.instanceKey(org.id)).token;
    const admin = (path: string, body: Record<string, unknown>) =>
      hub.http.post(`/api/v1/admin/${path}`).set('Authorization', `Bearer ${hubAdmin}`).send(body);

    const v1 = signRoot(rootDoc(1, r1, ts1), [signer(r1)]);
    await hub.http
      .post('/api/v1/admin/catalog/trust/root')
      .set('Authorization', `Bearer ${hubAdmin}`)
      .send(v1)
      .expect(200);
    dir = mkdtempSync(join(tmpdir(), 'fleet-trust-'));
    rootFile = join(dir, 'root.json');
    writeFileSync(rootFile, JSON.stringify(v1));

    await signedApply('v1', 1);
    const category = (await admin('categories', { name: 'Console', slug: 'console-cat' }).expect(201)).body.category;
    for (const slug of ['console-app', 'plain-app']) {
      await admin('templates', {
        name: slug,
        slug,
        category_id: category.id,
        image_name: `example/${slug}`,
        image_tag: 'v1',
        version: '1.0',
      }).expect(201);
    }
    // The hub signs console-made revisions when it builds its own snapshot, which the proxy answers here instead:
    // the test signs one with the root's hub key and the proxy serves that envelope with the revision.
    const served = await hubVersion('console-app', 1);
    const defaults: Record<string, unknown> = { registry_url: null, secret_refs: [], command: [], tolerations: [] };
    consoleEnvelope = signRevision(
      revisionStatement({
        slug: 'console-app',
        revision: 1,
        category_slug: 'console-cat',
        deployable: Object.fromEntries(REVISION_FIELDS.map((f) => [f, f in served ? served[f] : defaults[f]])),
      }),
      [signer(hubKey)],
    );
    proxy = await startHubProxy(hub.url);
    proxy.rewrite.set(versionPath('console-app', 1), (body) => ({ ...body, signature: consoleEnvelope }));
    // The hub's signed sync feed carries each current revision's envelope inline (docs/signing.md); this test serves
    // and tampers with them on the versions route, so the proxy drops the inline ones (a hub that does not send them)
    // and the fleet fetches each revision's envelope there.
    proxy.rewrite.set('/api/v1/catalog/templates/updates', (body) => ({
      ...body,
      templates: (body.templates as Record<string, unknown>[]).map(
        ({ signature: _s, publisher: _p, hub_signed: _h, withdrawals: _w, ...t }) => t,
      ),
    }));
    rev1 = (await hubVersion('sig-app', 1)).signature!;
    list('sig-app', 1, rev1);
    list('console-app', 1, consoleEnvelope);

    fleet = await startTestFleet({
      idp: hub.idp,
      env: {
        ...TEST_TEMP_ADMIN,
        FLEET_HUB_URL: proxy.url,
        FLEET_HUB_INSTANCE_KEY: instanceKey,
        FLEET_TRUST_ROOT: rootFile,
        FLEET_REQUIRE_SIGNATURE: 'hub',
      },
    });
    fleetAdmin = await tempAdminSession(fleet);
  });
  afterAll(async () => {
    await fleet?.close();
    await proxy?.close();
    await hub?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is frozen until a snapshot verifies; then shows verified (with the publisher), hub-signed and unsigned', async () => {
    await sync(); // the proxy has no snapshot yet: 404
    expect(await trust()).toMatchObject({ enabled: true, root_version: 1, frozen: true, snapshot_version: null });
    expectProblem(await pin('sig-app', 1), 409, 'catalog_frozen');

    serve(snapshot(1));
    await sync();
    const state = await trust();
    expect(state).toMatchObject({
      enabled: true,
      require_signature: 'hub',
      root_version: 1,
      snapshot_version: 1,
      frozen: false,
      frozen_since: null,
      last_error: null,
      rollback: null,
    });
    expect((await template('sig-app')).signature).toEqual({
      status: 'verified',
      publisher: 'acme',
      key_id: acme.keyId,
      snapshot_version: 1,
      expires_at: state.expires_at,
      reason: null,
    });
    expect((await template('console-app')).signature).toMatchObject({
      status: 'hub-signed',
      publisher: null,
      key_id: hubKey.keyId,
      snapshot_version: 1,
    });
    expect((await template('plain-app')).signature).toMatchObject({
      status: 'unsigned',
      publisher: null,
      reason: expect.stringContaining('no signature'),
    });
    expect(await versionSignature('sig-app', 1)).toMatchObject({ status: 'verified', publisher: 'acme' });
    const catalog = (await api('get', 'hub/catalog').expect(200)).body.templates;
    expect(catalog.find((t: { slug: string }) => t.slug === 'sig-app').signature.status).toBe('verified');

    // FLEET_REQUIRE_SIGNATURE=hub: verified and hub-signed pin, unsigned does not (and nothing is pinned).
    expect((await pin('sig-app', 1).expect(200)).body.template.signature.status).toBe('verified');
    await pin('console-app', 1).expect(200);
    const refused = await pin('plain-app', 1);
    expectProblem(refused, 409, 'signature_required');
    expect(refused.body.detail).toContain('unsigned');
    expect((await template('plain-app')).pinned).toBeUndefined();
  });

  it('refuses an edited envelope or an edited image (invalid, pin 409 signature_invalid), then recovers', async () => {
    await signedApply('v2', 2);
    rev2 = (await hubVersion('sig-app', 2)).signature!;
    list('sig-app', 2, rev2);
    serve(snapshot(2));
    // The envelope's payload edited (another image): its signature no longer verifies.
    proxy.rewrite.set(versionPath('sig-app', 2), (body) => {
      const envelope = body.signature as Envelope;
      const payload = Buffer.from(envelope.payload, 'base64').toString('utf8').replace('"v2"', '"evil"');
      return { ...body, signature: { ...envelope, payload: Buffer.from(payload).toString('base64') } };
    });
    await sync();
    expect(await versionSignature('sig-app', 2)).toMatchObject({
      status: 'invalid',
      reason: expect.stringMatching(/valid signature|No signature/),
    });
    const [update] = (await api('get', 'hub/updates').expect(200)).body.updates;
    expect(update).toMatchObject({ slug: 'sig-app', target_revision: 2, signature: { status: 'invalid' } });
    expectProblem(await pin('sig-app', 2), 409, 'signature_invalid');
    expect((await template('sig-app')).pinned.revision).toBe(1);

    // The hub serves another image than the one signed (the envelope intact).
    proxy.rewrite.set(versionPath('sig-app', 2), (body) => ({ ...body, image_tag: 'evil' }));
    await sync();
    expect(await versionSignature('sig-app', 2)).toMatchObject({
      status: 'invalid',
      reason: expect.stringContaining('image_tag'),
    });
    expectProblem(await pin('sig-app', 2), 409, 'signature_invalid');

    proxy.rewrite.delete(versionPath('sig-app', 2));
    await sync();
    expect(await versionSignature('sig-app', 2)).toMatchObject({ status: 'verified', snapshot_version: 2 });
    expect((await pin('sig-app', 2).expect(200)).body.template.signature).toMatchObject({
      status: 'verified',
      publisher: 'acme',
    });
  });

  it('refuses mix and match: another revision’s envelope, with the snapshot or in the answer', async () => {
    // The snapshot lists revision 1's envelope for revision 2.
    serve(snapshot(3, { templates: { ...listed, 'sig-app': { ...listed['sig-app'], digest: envelopeDigest(rev1) } } }));
    await sync();
    expect((await template('sig-app')).signature).toMatchObject({
      status: 'invalid',
      reason: expect.stringContaining('not what the snapshot lists'),
    });
    expectProblem(await pin('sig-app', 2), 409, 'signature_invalid');
    // The hub serves revision 2's envelope as revision 3's (a revision is verified once: a new one is checked).
    await signedApply('v3', 3);
    list('sig-app', 3, (await hubVersion('sig-app', 3)).signature!);
    serve(snapshot(4));
    proxy.rewrite.set(versionPath('sig-app', 3), (body) => ({ ...body, signature: rev2 }));
    await sync();
    expect((await template('sig-app')).signature).toMatchObject({ status: 'verified', snapshot_version: null });
    expect(await versionSignature('sig-app', 3)).toMatchObject({
      status: 'invalid',
      reason: expect.stringContaining('revision 2, not sig-app revision 3'),
    });
    expectProblem(await pin('sig-app', 3), 409, 'signature_invalid');
    proxy.rewrite.delete(versionPath('sig-app', 3));
    await sync();
    expect(await versionSignature('sig-app', 3)).toMatchObject({ status: 'verified', snapshot_version: 4 });
  });

  it('refuses a key id of a trusted key over a signature made with another key', async () => {
    await signedApply('v4', 4);
    list('sig-app', 4, (await hubVersion('sig-app', 4)).signature!);
    serve(snapshot(5));
    proxy.rewrite.set(versionPath('sig-app', 4), (body) => {
      const envelope = body.signature as Envelope;
      const forged = sign(
        null,
        pae(envelope.payloadType, Buffer.from(envelope.payload, 'base64')),
        stranger.privateKey,
      );
      return {
        ...body,
        signature: { ...envelope, signatures: [{ keyid: acme.keyId, sig: forged.toString('base64') }] },
      };
    });
    await sync();
    expect(await versionSignature('sig-app', 4)).toMatchObject({ status: 'invalid', publisher: null });
    expectProblem(await pin('sig-app', 4), 409, 'signature_invalid');
    proxy.rewrite.delete(versionPath('sig-app', 4));
    await sync();
    expect(await versionSignature('sig-app', 4)).toMatchObject({ status: 'verified', key_id: acme.keyId });
  });

  it('refuses an older snapshot replayed (rollback), reports it, and keeps its state', async () => {
    const older = snapshot(5, { validitySeconds: 1700 });
    serve(snapshot(6));
    await sync();
    serve(older);
    await sync();
    const state = await trust();
    expect(state).toMatchObject({ snapshot_version: 6, frozen: false });
    expect(state.rollback.detail).toContain('older than 6');
    expect(state.last_error).toContain('rollback');
    expect(await versionSignature('sig-app', 4)).toMatchObject({ status: 'verified', snapshot_version: 6 });
    // Another document under the version already seen is refused too.
    serve(snapshot(6, { validitySeconds: 1700 }));
    await sync();
    expect((await trust()).last_error).toContain('Another snapshot with version 6');
    serve(snapshot(7));
    await sync();
    expect(await trust()).toMatchObject({ snapshot_version: 7, last_error: null });
  });

  it('refuses a 100 MB answer without reading it all (size cap)', async () => {
    let sent = 0;
    const total = 100 * 1024 * 1024;
    proxy.snapshot = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (sent < total && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    };
    await sync();
    const state = await trust();
    expect(state.last_error).toContain(`more than ${4 * 1024 * 1024} bytes`);
    expect(state.snapshot_version).toBe(7);
    expect(sent).toBeLessThan(32 * 1024 * 1024);
    serve(snapshot(8));
    await sync();
    expect(await trust()).toMatchObject({ snapshot_version: 8, last_error: null });
  });

  it('freezes when the snapshot expires (pins 409 catalog_frozen), and thaws with a fresh one', async () => {
    serve(snapshot(9, { validitySeconds: 120 }));
    await sync();
    const fresh = await trust();
    expect(fresh).toMatchObject({ snapshot_version: 9, frozen: false });
    const realNow = Date.now;
    Date.now = () => realNow() + 15 * 60 * 1000; // past expiry + 10 min of allowed skew
    try {
      expect(await trust()).toMatchObject({ frozen: true, frozen_since: fresh.expires_at });
      const refused = await pin('sig-app', 1);
      expectProblem(refused, 409, 'catalog_frozen');
      expect(refused.body.detail).toContain(`since ${fresh.expires_at}`);
      await sync(); // the same snapshot replayed past its expiry
      expect((await trust()).last_error).toContain('expired');
      expect((await template('sig-app')).pinned.revision).toBe(2); // what runs is left alone
    } finally {
      Date.now = realNow;
    }
    serve(snapshot(10));
    await sync();
    expect(await trust()).toMatchObject({ frozen: false, snapshot_version: 10 });
    await pin('sig-app', 2).expect(200);
  });

  it('catches up three root rotations, restarting the version floor when the timestamp key changes', async () => {
    // A stolen timestamp key pushes a huge version: the real hub's next snapshot is then refused as a rollback.
    serve(snapshot(1_000_000));
    await sync();
    serve(snapshot(11));
    await sync();
    expect((await trust()).snapshot_version).toBe(1_000_000);
    expect((await trust()).rollback.detail).toContain('older than 1000000');
    // Recovery: v2 rotates the timestamp key, v3 the root key (signed by the old and the new), v4 just follows.
    const publish = (envelope: Envelope) =>
      hub.http
        .post('/api/v1/admin/catalog/trust/root')
        .set('Authorization', `Bearer ${hubAdmin}`)
        .send(envelope)
        .expect(200);
    await publish(signRoot(rootDoc(2, r1, ts2), [signer(r1)]));
    await publish(signRoot(rootDoc(3, r2, ts2), [signer(r1), signer(r2)]));
    await publish(signRoot(rootDoc(4, r2, ts2), [signer(r2)]));
    // The old timestamp key no longer counts once the fleet follows the chain.
    serve(snapshot(1_000_001, { key: ts1, rootVersion: 4 }));
    await sync();
    let state = await trust();
    expect(state).toMatchObject({ root_version: 4, snapshot_version: null, frozen: true });
    expect(state.last_error).toContain('threshold');
    serve(snapshot(1, { key: ts2, rootVersion: 4 }));
    await sync();
    state = await trust();
    expect(state).toMatchObject({ root_version: 4, snapshot_version: 1, last_error: null, frozen: false });
    expect((await template('sig-app')).signature).toMatchObject({ status: 'verified', publisher: 'acme' });
  });

  it('FLEET_REQUIRE_SIGNATURE=publisher refuses a hub-signed pin and takes a verified one; unset root: unsigned', async () => {
    const strict = await startTestFleet({
      idp: hub.idp,
      env: {
        ...TEST_TEMP_ADMIN,
        FLEET_HUB_URL: proxy.url,
        FLEET_HUB_INSTANCE_KEY: instanceKey,
        FLEET_TRUST_ROOT: rootFile,
        FLEET_REQUIRE_SIGNATURE: 'publisher',
      },
    });
    const open = await startTestFleet({
      idp: hub.idp,
      env: { ...TEST_TEMP_ADMIN, FLEET_HUB_URL: proxy.url, FLEET_HUB_INSTANCE_KEY: instanceKey },
    });
    try {
      const token = await tempAdminSession(strict);
      await call(strict, token, 'post', 'hub/sync').expect(200);
      expect((await call(strict, token, 'get', 'hub/sync').expect(200)).body.sync.trust).toMatchObject({
        root_version: 4,
        require_signature: 'publisher',
        frozen: false,
      });
      const refused = await call(strict, token, 'put', 'hub/templates/console-app/pin').send({ revision: 1 });
      expectProblem(refused, 409, 'signature_required');
      expect(refused.body.detail).toContain('hub-signed');
      await call(strict, token, 'put', 'hub/templates/sig-app/pin').send({ revision: 2 }).expect(200);

      const openToken = await tempAdminSession(open);
      await call(open, openToken, 'post', 'hub/sync').expect(200);
      expect((await call(open, openToken, 'get', 'hub/sync').expect(200)).body.sync.trust).toMatchObject({
        enabled: false,
        frozen: false,
      });
      const templates = (await call(open, openToken, 'get', 'hub/templates').expect(200)).body.templates;
      expect(templates.find((t: { slug: string }) => t.slug === 'sig-app').signature).toMatchObject({
        status: 'unsigned',
        reason: expect.stringContaining('verification is off'),
      });
      await call(open, openToken, 'put', 'hub/templates/plain-app/pin').send({ revision: 1 }).expect(200);
    } finally {
      await strict.close();
      await open.close();
    }
  });
});
