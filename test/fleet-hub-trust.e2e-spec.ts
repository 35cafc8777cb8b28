import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSigningKey, type KeyPair, publicKeyEntry, signRoot, writePrivateKeyFile } from '#lib/signing';
import {
  HubFixtures,
  signCatalogEntry,
  startTestFleet,
  startTestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
  type TestFleet,
  type TestHub,
} from '#test/support';

/**
 * Issue 40 end to end, nothing in between: the hub signs its scope's snapshot and its console-made revisions with
 * its online key and carries every envelope on the sync feed; a fleet pinned to the root verifies them
 * (docs/signing.md).
 */
describe('fleet ↔ hub: the hub’s own snapshot and hub-signed revisions verify at the fleet', () => {
  let hub: TestHub;
  let fleet: TestFleet;
  let fleetAdmin: string;
  let dir: string;
  const [rootKey, online, acme] = Array.from({ length: 3 }, () => generateSigningKey());
  const signer = (k: KeyPair) => ({ keyId: k.keyId, privateKey: k.privateKey });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fleet-hub-trust-'));
    writePrivateKeyFile(join(dir, 'online.key'), online.privateKey);
    hub = await startTestHub({ env: { HUB_ONLINE_KEY_FILE: join(dir, 'online.key') } });
    const fx = new HubFixtures(hub);
    const hubAdmin = (await fx.signIn('admin@demo.local')).token;
    const org = await fx.org();
    const instanceKey = (await fx.instanceKey(org.id)).token;
    const root = signRoot(
      {
        type: 'hub-catalog/root',
        version: 1,
        keys: Object.fromEntries([rootKey, online, acme].map((k) => [k.keyId, publicKeyEntry(k.publicKey)])),
        roles: {
          root: { keyids: [rootKey.keyId], threshold: 1 },
          timestamp: { keyids: [online.keyId], threshold: 1 },
          hub: { keyids: [online.keyId], threshold: 1 },
        },
        publishers: [{ name: 'acme', keyids: [acme.keyId], threshold: 1, templates: ['sig-app'], categories: [] }],
        snapshot_max_validity_seconds: 3600,
      },
      [signer(rootKey)],
    );
    const auth = { Authorization: `Bearer ${hubAdmin}` };
    await hub.http.post('/api/v1/admin/catalog/trust/root').set(auth).send(root).expect(200);
    writeFileSync(join(dir, 'root.json'), JSON.stringify(root));
    const entry = {
      slug: 'sig-app',
      name: 'Signed app',
      category_slug: 'sig-cat',
      image_name: 'example/sig-app',
      image_tag: 'v1',
    };
    await hub.http
      .post('/api/v1/admin/catalog/apply')
      .set(auth)
      .send({
        apiVersion: 'hub.catalog/v1',
        kind: 'Catalog',
        source: 'acme-pipeline',
        categories: [{ slug: 'sig-cat', name: 'Signed' }],
        templates: [entry],
        signatures: [await signCatalogEntry(entry, 1, [acme])],
      })
      .expect(200);
    const category = (
      await hub.http
        .post('/api/v1/admin/categories')
        .set(auth)
        .send({ name: 'Console', slug: 'console-cat' })
        .expect(201)
    ).body.category;
    await hub.http
      .post('/api/v1/admin/templates')
      .set(auth)
      .send({ name: 'Console app', slug: 'console-app', category_id: category.id, image_name: 'example/console' })
      .expect(201);
    fleet = await startTestFleet({
      idp: hub.idp,
      env: {
        ...TEST_TEMP_ADMIN,
        FLEET_HUB_URL: hub.url,
        FLEET_HUB_INSTANCE_KEY: instanceKey,
        FLEET_TRUST_ROOT: join(dir, 'root.json'),
        FLEET_REQUIRE_SIGNATURE: 'hub',
      },
    });
    fleetAdmin = await tempAdminSession(fleet);
  });
  afterAll(async () => {
    await fleet?.close();
    await hub?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const api = (method: 'get' | 'post' | 'put', path: string) =>
    fleet.http[method](`/api/v1/${path}`).set('Authorization', `Bearer ${fleetAdmin}`);
  const signatureOf = async (slug: string) =>
    (
      (await api('get', 'hub/templates').expect(200)).body.templates as {
        slug: string;
        signature: Record<string, unknown>;
      }[]
    ).find((t) => t.slug === slug)?.signature;

  it('verifies the publisher’s template and the hub-signed one, under the hub’s snapshot, and pins both', async () => {
    // The first sync may meet console-app before the hub signed it (the snapshot build signs it); the second has it.
    await api('post', 'hub/sync').expect(200);
    await api('post', 'hub/sync').expect(200);
    const trust = (await api('get', 'hub/sync').expect(200)).body.sync.trust;
    expect(trust).toMatchObject({ enabled: true, root_version: 1, frozen: false, last_error: null, rollback: null });
    expect(trust.snapshot_version).toBeGreaterThanOrEqual(1);
    expect(await signatureOf('sig-app')).toMatchObject({
      status: 'verified',
      publisher: 'acme',
      key_id: acme.keyId,
      snapshot_version: trust.snapshot_version,
    });
    expect(await signatureOf('console-app')).toMatchObject({
      status: 'hub-signed',
      publisher: null,
      key_id: online.keyId,
      snapshot_version: trust.snapshot_version,
    });
    await api('put', 'hub/templates/console-app/pin').send({ revision: 1 }).expect(200);
    await api('put', 'hub/templates/sig-app/pin').send({ revision: 1 }).expect(200);
  });
});
