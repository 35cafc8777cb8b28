import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  generateSigningKey,
  type KeyPair,
  publicKeyEntry,
  signRoot,
  signWithdrawal,
  writePrivateKeyFile,
} from '#lib/signing';
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

type Update = {
  slug: string;
  update_class: string;
  target_revision: number | null;
  pinned_yanked: { reason: string; hub_only: boolean; publisher: string | null } | null;
};

/**
 * Issue 40 item 2 on the fleet (docs/signing.md, "Withdrawals on the fleet"), against a real hub and its own
 * snapshot: a yank the publisher signed makes the update from the pinned revision `required` and refuses a pin of
 * it (409); a yank the hub recorded `hub_only` on a publisher's template is shown (its reason, `hub_only`) and not
 * acted on (not required, still pinnable).
 */
describe('fleet ↔ hub: signed and hub-only yanks', () => {
  let hub: TestHub;
  let fleet: TestFleet;
  let fleetAdmin: string;
  let hubAuth: { Authorization: string };
  let dir: string;
  const [rootKey, online, acme] = Array.from({ length: 3 }, () => generateSigningKey());
  const signer = (k: KeyPair) => ({ keyId: k.keyId, privateKey: k.privateKey });
  const entry = (slug: string, tag: string) => ({
    slug,
    name: slug,
    category_slug: 'wd-cat',
    image_name: `example/${slug}`,
    image_tag: tag,
  });
  const apply = async (tag: string, revision: number) => {
    const templates = [entry('wd-signed', tag), entry('wd-hub', tag)];
    await hub.http
      .post('/api/v1/admin/catalog/apply')
      .set(hubAuth)
      .send({
        apiVersion: 'hub.catalog/v1',
        kind: 'Catalog',
        source: 'acme-pipeline',
        categories: [{ slug: 'wd-cat', name: 'Withdrawals' }],
        templates,
        signatures: await Promise.all(templates.map((t) => signCatalogEntry(t, revision, [acme]))),
      })
      .expect(200);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fleet-withdrawals-'));
    writePrivateKeyFile(join(dir, 'online.key'), online.privateKey);
    hub = await startTestHub({ env: { HUB_ONLINE_KEY_FILE: join(dir, 'online.key') } });
    const fx = new HubFixtures(hub);
    hubAuth = { Authorization: `Bearer ${(await fx.signIn('admin@demo.local')).token}` };
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
        publishers: [{ name: 'acme', keyids: [acme.keyId], threshold: 1, templates: [], categories: ['wd-cat'] }],
        snapshot_max_validity_seconds: 3600,
      },
      [signer(rootKey)],
    );
    await hub.http.post('/api/v1/admin/catalog/trust/root').set(hubAuth).send(root).expect(200);
    writeFileSync(join(dir, 'root.json'), JSON.stringify(root));
    await apply('v1', 1);
    fleet = await startTestFleet({
      idp: hub.idp,
      env: {
        ...TEST_TEMP_ADMIN,
        FLEET_HUB_URL: hub.url,
        FLEET_HUB_INSTANCE_KEY: instanceKey,
        FLEET_TRUST_ROOT: join(dir, 'root.json'),
        FLEET_SYNC_INTERVAL_SECONDS: '0',
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
  const updates = async () => (await api('get', 'hub/updates').expect(200)).body.updates as Update[];

  it('acts on the publisher’s signed yank at once, and shows the hub-only one without acting on it', async () => {
    await api('post', 'hub/sync').expect(200);
    for (const slug of ['wd-signed', 'wd-hub'])
      await api('put', `hub/templates/${slug}/pin`).send({ revision: 1 }).expect(200);
    await apply('v2', 2);
    const id = async (slug: string) =>
      (await api('get', `hub/templates/${slug}`).expect(200)).body.template.id as string;
    const category_slug = 'wd-cat';
    const signature = signWithdrawal(
      {
        type: 'hub-catalog/withdrawal',
        action: 'yank',
        slug: 'wd-signed',
        category_slug,
        revision: 1,
        reason: 'Leaks the admin token in its logs.',
        replacement_slug: null,
        signed_at: new Date().toISOString(),
      },
      [signer(acme)],
    );
    await hub.http
      .post('/api/v1/admin/templates/yank')
      .set(hubAuth)
      .send({ id: await id('wd-signed'), revision: 1, reason: 'Leaks the admin token in its logs.', signature })
      .expect(204);
    // The hub alone (a stolen admin token, or an admin without the publisher's key): recorded hub_only.
    await hub.http
      .post('/api/v1/admin/templates/yank')
      .set(hubAuth)
      .send({ id: await id('wd-hub'), revision: 1, reason: 'Yanked by the hub alone.' })
      .expect(204);
    await api('post', 'hub/sync').expect(200);
    await api('post', 'hub/sync').expect(200);
    expect((await api('get', 'hub/sync').expect(200)).body.sync.trust).toMatchObject({
      frozen: false,
      last_error: null,
    });

    const bySlug = new Map((await updates()).map((u) => [u.slug, u]));
    expect(bySlug.get('wd-signed')).toMatchObject({
      update_class: 'required',
      target_revision: 2,
      pinned_yanked: { reason: 'Leaks the admin token in its logs.', hub_only: false, publisher: 'acme' },
    });
    const hubOnly = bySlug.get('wd-hub')!;
    expect(hubOnly.update_class).not.toBe('required');
    expect(hubOnly.pinned_yanked).toMatchObject({
      reason: 'Yanked by the hub alone.',
      hub_only: true,
      publisher: null,
    });

    // Each revision's yank as the console shows it.
    const yankOf = async (slug: string) =>
      (
        (await api('get', `hub/templates/${slug}/versions`).expect(200)).body.versions as {
          revision: number;
          yank: unknown;
        }[]
      ).find((v) => v.revision === 1)?.yank;
    expect(await yankOf('wd-signed')).toEqual({
      acted: true,
      hub_only: false,
      publisher: 'acme',
      reason: 'Leaks the admin token in its logs.',
    });
    expect(await yankOf('wd-hub')).toEqual({
      acted: false,
      hub_only: true,
      publisher: null,
      reason: 'Yanked by the hub alone.',
    });

    // A pin of the yank the fleet acts on: 409, nothing pinned; of the hub-only one: allowed.
    const refused = await api('put', 'hub/templates/wd-signed/pin').send({ revision: 1 }).expect(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    await api('put', 'hub/templates/wd-hub/pin').send({ revision: 1 }).expect(200);
  });
});
