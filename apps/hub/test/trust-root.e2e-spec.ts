import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  authorizeStatement,
  generateSigningKey,
  type KeyPair,
  loadPinnedRoot,
  publicKeyEntry,
  readStatementEnvelope,
  type RevisionStatement,
  type RootDocument,
  signEnvelope,
  signRevision,
  signRoot,
  signWithdrawal,
  updateRoot,
  writePrivateKeyFile,
} from '#lib/signing';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { expectProblem, makeUser, type TestUser } from './account-admin.helpers.js';
import { runCatalogCli } from './catalog-cli.helpers.js';

// Issue 40: the hub verifies root versions as a fleet does, and serves the chain; it holds no root key.
const ADMIN = '/api/v1/admin/catalog/trust/root';
const PUBLIC = '/api/v1/catalog/trust/root';

function root(version: number, rootKeys: KeyPair[], threshold: number, timestamp: KeyPair): RootDocument {
  const hubKey = timestamp;
  return {
    type: 'hub-catalog/root',
    version,
    keys: Object.fromEntries([...rootKeys, timestamp].map((k) => [k.keyId, publicKeyEntry(k.publicKey)])),
    roles: {
      root: { keyids: rootKeys.map((k) => k.keyId), threshold },
      timestamp: { keyids: [timestamp.keyId], threshold: 1 },
      hub: { keyids: [hubKey.keyId], threshold: 1 },
    },
    publishers: [],
    snapshot_max_validity_seconds: 3600,
  };
}

describe('trust root chain (POST admin/catalog/trust/root, GET catalog/trust/root/{version})', () => {
  let hub: TestHub;
  let admin: TestUser;
  let member: TestUser;
  const [r1, r2, r3, r4, ts] = Array.from({ length: 5 }, () => generateSigningKey());
  const v1 = root(1, [r1, r2, r3], 2, ts);
  const v1Envelope = signRoot(v1, [r1, r2]);
  const publish = (body: unknown) =>
    hub.http
      .post(ADMIN)
      .set(admin.auth)
      .send(body as object);

  beforeAll(async () => {
    hub = await startTestHub();
    admin = await makeUser(hub, { role: 'admin' });
    member = await makeUser(hub);
  });
  afterAll(() => hub.close());

  it('serves 404 before any root is published, to anyone', async () => {
    expectProblem(await hub.http.get(PUBLIC), 404, 'trust_root_not_found');
    expectProblem(await hub.http.get(`${PUBLIC}/1`), 404, 'trust_root_not_found');
  });

  it('lets only hub admins publish', async () => {
    expectProblem(await hub.http.post(ADMIN).send(v1Envelope), 401, 'unauthenticated');
    expectProblem(await hub.http.post(ADMIN).set(member.auth).send(v1Envelope), 403, 'forbidden');
  });

  it('refuses a first root that is not version 1, and one below its own threshold', async () => {
    expectProblem(await publish(signRoot({ ...v1, version: 2 }, [r1, r2])), 409, 'root_version_conflict');
    const one = signRoot(v1, [r1]);
    expectProblem(await publish(one), 400, 'signature_invalid');
    // the same key's signature twice counts once
    expectProblem(
      await publish({ ...one, signatures: [one.signatures[0], one.signatures[0]] }),
      400,
      'signature_invalid',
    );
    // key ids the root does not hold
    const strangers = [generateSigningKey(), generateSigningKey()];
    expectProblem(await publish(signRoot(v1, strangers)), 400, 'signature_invalid');
    // a key id naming a root key over a signature made with another key
    const forged = signRoot(v1, [r1, strangers[0]]);
    forged.signatures[1].keyid = r2.keyId;
    const res = await publish(forged);
    expectProblem(res, 400, 'signature_invalid');
    expect(res.body.detail).toMatch(/needs 2 valid signature\(s\): 1 valid/);
  });

  it('refuses malformed envelopes with 400 problem+json (and oversized ones with 413)', async () => {
    const good = v1Envelope;
    const bad: [unknown, string][] = [
      [[good], 'envelope_malformed'],
      [{ ...good, payloadType: 5 }, 'envelope_malformed'],
      [{ ...good, payload: 'not base64!' }, 'envelope_malformed'],
      [{ ...good, signatures: 'x' }, 'envelope_malformed'],
      [{ ...good, signatures: [] }, 'envelope_malformed'],
      [{ ...good, signatures: [{ keyid: r1.keyId, sig: 'A'.repeat(200_000) }] }, 'envelope_malformed'],
      [{ ...good, signatures: [{ keyid: 'r1', sig: good.signatures[0].sig }] }, 'envelope_malformed'],
      [{ ...good, extra: true }, 'envelope_malformed'],
      // a root payload that breaks the root rules (a threshold above its key count)
      [
        signEnvelope(
          good.payloadType,
          Buffer.from(JSON.stringify({ ...v1, roles: { ...v1.roles, root: { keyids: [r1.keyId], threshold: 2 } } })),
          [r1, r2],
        ),
        'envelope_malformed',
      ],
      // another payload type
      [
        signEnvelope('application/vnd.hub-catalog.snapshot+json', Buffer.from(JSON.stringify(v1)), [r1, r2]),
        'envelope_malformed',
      ],
    ];
    for (const [body, code] of bad) expectProblem(await publish(body), 400, code);
    const many = { ...good, signatures: Array.from({ length: 40 }, () => good.signatures[0]) };
    expectProblem(await publish(many), 413, 'payload_too_large');
    expect((await hub.http.get(PUBLIC)).status).toBe(404); // nothing was stored
  });

  it('publishes version 1, serves it byte for byte, and takes the same version again as a no-op', async () => {
    const res = await publish(v1Envelope).expect(200);
    expect(res.body).toEqual({
      version: 1,
      created: true,
      root_threshold: 2,
      root_key_ids: [r1.keyId, r2.keyId, r3.keyId],
      timestamp_key_ids: [ts.keyId],
      hub_key_ids: [ts.keyId],
      publishers: [],
    });
    for (const path of [PUBLIC, `${PUBLIC}/1`]) {
      const served = await hub.http.get(path).expect(200);
      expect(served.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(served.text)).toEqual(v1Envelope);
      expect(loadPinnedRoot(served.text).document.version).toBe(1);
    }
    expect((await publish(v1Envelope).expect(200)).body.created).toBe(false);
  });

  it('rotates: version 2 needs the old threshold and its own; lower, equal and skipping versions are 409', async () => {
    const v2 = root(2, [r2, r3, r4], 2, ts); // r1 leaves, r4 joins
    expectProblem(await publish(signRoot(v2, [r4, r3])), 400, 'signature_invalid'); // 1 old key of 2
    expectProblem(await publish(signRoot(v2, [r1, r2])), 400, 'signature_invalid'); // r1 is not in v2's own set
    expectProblem(await publish(signRoot(root(3, [r2, r3, r4], 2, ts), [r2, r3, r4])), 409, 'root_version_conflict');
    expectProblem(
      await publish(signRoot({ ...v1, publishers: [], snapshot_max_validity_seconds: 60 }, [r1, r2])),
      409,
      'root_version_conflict',
    );
    const v2Envelope = signRoot(v2, [r2, r3, r4]);
    expect((await publish(v2Envelope).expect(200)).body).toMatchObject({ version: 2, created: true });
    // a root lowering its own version, validly signed by the current keys: refused
    const lower = signRoot(root(1, [r2, r3, r4], 2, ts), [r2, r3, r4]);
    const res = await publish(lower);
    expectProblem(res, 409, 'root_version_conflict');
    // a fleet pinned at version 1 catches up through the served chain
    const pinned = loadPinnedRoot((await hub.http.get(`${PUBLIC}/1`).expect(200)).text);
    const latest = updateRoot(pinned, (await hub.http.get(`${PUBLIC}/2`).expect(200)).text);
    expect(latest.document.roles.root.keyids).toEqual([r2.keyId, r3.keyId, r4.keyId]);
    expect(JSON.parse((await hub.http.get(PUBLIC).expect(200)).text)).toEqual(v2Envelope);
    expectProblem(await hub.http.get(`${PUBLIC}/3`), 404, 'trust_root_not_found');
  });

  it('refuses a version that is not a positive integer', async () => {
    for (const v of ['0', '-1', 'abc', '1.5', '99999999999']) {
      expectProblem(await hub.http.get(`${PUBLIC}/${v}`), 400, 'validation_failed');
    }
  });
});

// Issue 40 items 1 and 5: `hub-catalog apply --sign-with` signs each revision it publishes on the curator's machine;
// the hub verifies each against its current root, stores and serves it, and a publisher-signed template changes
// what fleets deploy only through its publisher's signed apply.
describe('publisher-signed revisions (apply --sign-with) and publishers as managers', () => {
  let hub: TestHub;
  let admin: TestUser;
  let instanceKey: string;
  let dir: string;
  let env: Record<string, string>;
  const [r1, ts, acme, beta, stranger] = Array.from({ length: 5 }, () => generateSigningKey());
  const keyFile = (name: string, key: KeyPair) => {
    const path = join(dir, `${name}.key`);
    writePrivateKeyFile(path, key.privateKey);
    return path;
  };
  const rootWith = (version: number, acmeTemplates: string[], betaTemplates: string[]): RootDocument => ({
    ...root(version, [r1], 1, ts),
    keys: Object.fromEntries([r1, ts, acme, beta].map((k) => [k.keyId, publicKeyEntry(k.publicKey)])),
    publishers: [
      { name: 'acme', keyids: [acme.keyId], threshold: 1, templates: acmeTemplates, categories: ['sig-cat'] },
      { name: 'beta', keyids: [beta.keyId], threshold: 1, templates: betaTemplates, categories: ['beta-cat'] },
    ],
  });
  const doc = (templates: Record<string, unknown>[]) => ({
    apiVersion: 'hub.catalog/v1',
    kind: 'Catalog',
    source: 'acme-pipeline',
    categories: [
      { slug: 'sig-cat', name: 'Signed' },
      { slug: 'beta-cat', name: 'Beta' },
    ],
    templates,
  });
  const app = (extra: Record<string, unknown> = {}) => ({
    slug: 'sig-app',
    name: 'Signed app',
    category_slug: 'sig-cat',
    image_name: 'example/sig-app',
    image_tag: 'v1',
    env_schema: [{ name: 'TOKEN' }],
    ports: [{ containerPort: 8080 }],
    ...extra,
  });
  const docFile = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(value));
    return path;
  };
  const current = async (slug: string) =>
    (await hub.http.get(`/api/v1/admin/templates?search=${slug}`).set(admin.auth).expect(200)).body.templates.find(
      (t: { slug: string }) => t.slug === slug,
    );
  const applyRaw = (body: unknown) =>
    hub.http
      .post('/api/v1/admin/catalog/apply')
      .set(admin.auth)
      .send(body as object);

  beforeAll(async () => {
    hub = await startTestHub();
    admin = await makeUser(hub, { role: 'admin' });
    const fx = new HubFixtures(hub);
    instanceKey = (await fx.instanceKey((await fx.org()).id)).token;
    dir = mkdtempSync(join(tmpdir(), 'hub-sign-'));
    env = { HUB_URL: hub.url, HUB_TOKEN: admin.token };
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await hub.close();
  });

  it('refuses signatures while the hub has no root, then publishes a revision signed by its publisher', async () => {
    const file = docFile('v1.json', doc([app()]));
    const noRoot = await runCatalogCli(['apply', file, '--sign-with', keyFile('acme', acme)], env);
    expect(noRoot.code).toBe(1);
    expect(noRoot.stderr).toContain('409');
    await hub.http
      .post(ADMIN)
      .set(admin.auth)
      .send(signRoot(rootWith(1, ['sig-app'], []), [r1]))
      .expect(200);

    const signed = await runCatalogCli(['apply', file, '--sign-with', join(dir, 'acme.key')], env);
    expect(signed).toMatchObject({
      code: 0,
      stderr: expect.stringContaining(`Signed 1 revision(s) with key ${acme.keyId}`),
    });
    // Served with the revision, to an instance key and anonymously, and verifiable with the root alone.
    const trusted = loadPinnedRoot((await hub.http.get(PUBLIC).expect(200)).text);
    for (const auth of [{ Authorization: `Bearer ${instanceKey}` }, {}]) {
      const rev = (await hub.http.get('/api/v1/catalog/templates/sig-app/versions/1').set(auth).expect(200)).body;
      expect(rev.publisher).toBe('acme');
      const verdict = authorizeStatement(trusted, rev.signature, 'sig-app', 'sig-cat');
      expect(verdict).toMatchObject({ level: 'verified', publisher: 'acme', keyids: [acme.keyId] });
      const statement = readStatementEnvelope(rev.signature).statement as RevisionStatement;
      expect(statement).toMatchObject({ slug: 'sig-app', revision: 1, category_slug: 'sig-cat' });
      expect(statement.deployable).toMatchObject({
        image_name: 'example/sig-app',
        image_tag: 'v1',
        ports: [{ containerPort: 8080, protocol: 'TCP' }],
        env_schema: [{ name: 'TOKEN', required: false, default_value: '', description: '' }],
      });
    }
    const list = (await hub.http.get('/api/v1/catalog/templates/sig-app/versions').expect(200)).body.versions;
    expect(list[0]).toMatchObject({ revision: 1, publisher: 'acme', signature: expect.any(Object) });
    expect(await current('sig-app')).toMatchObject({ publisher: 'acme', signature: list[0].signature });

    // A second signed apply publishes revision 2, signed too; applying it again writes (and signs) nothing.
    const v2 = docFile('v2.json', doc([app({ image_tag: 'v2' })]));
    expect((await runCatalogCli(['plan', v2, '--sign-with', join(dir, 'acme.key')], env)).stdout).toContain(
      'Would sign 1 revision(s)',
    );
    expect((await runCatalogCli(['apply', v2, '--sign-with', join(dir, 'acme.key')], env)).code).toBe(0);
    const rev2 = (await hub.http.get('/api/v1/catalog/templates/sig-app/versions/2').expect(200)).body;
    expect(readStatementEnvelope(rev2.signature).statement).toMatchObject({ revision: 2 });
    const again = await runCatalogCli(['apply', v2, '--sign-with', join(dir, 'acme.key')], env);
    expect(again).toMatchObject({ code: 0, stderr: expect.stringContaining('Signed 0 revision(s)') });
  });

  it('refuses bad envelopes with 4xx problem+json and stores nothing', async () => {
    const plan = (
      await hub.http
        .post('/api/v1/admin/catalog/plan')
        .set(admin.auth)
        .send(doc([app({ image_tag: 'v3' })]))
        .expect(200)
    ).body;
    expect(plan.templates[0]).toMatchObject({ action: 'update', revision: 3, publisher: 'acme' });
    const rev2 = (await hub.http.get('/api/v1/catalog/templates/sig-app/versions/2').expect(200)).body;
    const signed = readStatementEnvelope(rev2.signature).statement as RevisionStatement;
    const sign = (over: Partial<RevisionStatement>, key = acme) =>
      signRevision(
        { ...signed, revision: 3, ...over, deployable: { ...signed.deployable, image_tag: 'v3', ...over.deployable } },
        [key],
      );
    const cases: [unknown[], number, string][] = [
      [[{}], 400, 'envelope_malformed'],
      [[{ ...sign({}), payload: 'not base64!' }], 400, 'envelope_malformed'],
      [[sign({}), sign({})], 400, 'envelope_malformed'], // two for one template
      // content other than what is applied: another image tag, another revision number
      [[sign({ deployable: { image_tag: 'evil' } as RevisionStatement['deployable'] })], 400, 'signature_mismatch'],
      [[sign({ revision: 7 })], 400, 'signature_mismatch'],
      // a key the root does not know, over a publisher-managed template
      [[sign({}, stranger)], 409, 'publisher_managed'],
    ];
    for (const [signatures, status, code] of cases) {
      expectProblem(await applyRaw({ ...doc([app({ image_tag: 'v3' })]), signatures }), status, code);
    }
    // a template no publisher manages yet, signed by a key the root does not hold: 400
    const fresh = { ...app({ slug: 'sig-new', category_slug: 'beta-cat' }) };
    const freshSig = signRevision({ ...signed, slug: 'sig-new', category_slug: 'beta-cat', revision: 1 }, [stranger]);
    expectProblem(await applyRaw({ ...doc([fresh]), signatures: [freshSig] }), 400, 'signature_invalid');
    // a signature for a template this apply does not publish
    expectProblem(
      await applyRaw({ ...doc([app({ image_tag: 'v2' })]), signatures: [sign({})] }),
      400,
      'signature_mismatch',
    );
    expect(await current('sig-app')).toMatchObject({ image_tag: 'v2', revision: 2 });
    expect(await current('sig-new')).toBeUndefined();
  });

  it('lets only its publisher change what fleets deploy: not unsigned, not another publisher, not an admin', async () => {
    const v3 = docFile('v3.json', doc([app({ image_tag: 'v3' })]));
    const unsigned = await runCatalogCli(['apply', v3], env);
    expect(unsigned.code).toBe(1);
    expect(unsigned.stderr).toMatch(/409: sig-app is managed by publisher "acme"/);
    const other = await runCatalogCli(['apply', v3, '--sign-with', keyFile('beta', beta)], env);
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/409: sig-app is managed by publisher "acme"/);
    const { id } = await current('sig-app');
    // The admin API (what the console uses): a deployable field → 409; a catalog field is fine.
    expectProblem(
      await hub.http.put('/api/v1/admin/templates').set(admin.auth).send({ id, image_tag: 'admin' }),
      409,
      'publisher_managed',
    );
    await hub.http.put('/api/v1/admin/templates').set(admin.auth).send({ id, description: 'Edited' }).expect(200);
    // Even a write below the API (the database's own guard).
    await expect(hub.db.query(`UPDATE templates SET image_tag = 'sql' WHERE id = $1`, [id])).rejects.toThrow(
      /publisher acme/,
    );
    expect(await current('sig-app')).toMatchObject({ image_tag: 'v2', revision: 2, publisher: 'acme' });
    // Its own publisher still can.
    expect((await runCatalogCli(['apply', v3, '--sign-with', join(dir, 'acme.key')], env)).code).toBe(0);
    expect(await current('sig-app')).toMatchObject({ image_tag: 'v3', revision: 3, publisher: 'acme' });
  });

  it('takes a template from its publisher only through a new root version', async () => {
    const v4 = docFile('v4.json', doc([app({ image_tag: 'v4' })]));
    await hub.http
      .post(ADMIN)
      .set(admin.auth)
      .send(signRoot(rootWith(2, [], ['sig-app']), [r1]))
      .expect(200);
    expect((await runCatalogCli(['apply', v4, '--sign-with', join(dir, 'acme.key')], env)).code).toBe(1);
    expect((await runCatalogCli(['apply', v4, '--sign-with', join(dir, 'beta.key')], env)).code).toBe(0);
    expect(await current('sig-app')).toMatchObject({ image_tag: 'v4', revision: 4, publisher: 'beta' });
  });

  it('takes yanks and rollbacks signed by its publisher, and records the hub acting alone as hub-only', async () => {
    const betaKey = join(dir, 'beta.key');
    const yank = (revision: number, key?: string) =>
      runCatalogCli(
        ['yank', 'sig-app', '--revision', String(revision), '--reason', 'Broken', ...(key ? ['--sign-with', key] : [])],
        env,
      );
    expect(await yank(2, betaKey)).toMatchObject({ code: 0, stdout: expect.stringContaining('(signed)') });
    expect(await yank(1)).toMatchObject({ code: 0, stdout: expect.stringContaining('hub-only') });
    const trusted = loadPinnedRoot((await hub.http.get(PUBLIC).expect(200)).text);
    const [r2, r1] = [2, 1].map(
      async (n) => (await hub.http.get(`/api/v1/catalog/templates/sig-app/versions/${n}`)).body,
    );
    const signedYank = (await r2).withdrawals;
    expect(signedYank).toMatchObject([{ action: 'yank', reason: 'Broken', publisher: 'beta', hub_only: false }]);
    expect(authorizeStatement(trusted, signedYank[0].signature, 'sig-app', 'sig-cat')).toMatchObject({
      publisher: 'beta',
    });
    expect((await r1).withdrawals).toMatchObject([
      { action: 'yank', signature: null, publisher: null, hub_only: true },
    ]);
    // acme no longer signs sig-app (root version 2): refused, nothing yanked
    const byAcme = await yank(3, join(dir, 'acme.key'));
    expect(byAcme).toMatchObject({ code: 1, stderr: expect.stringContaining('400') });
    const { id } = await current('sig-app');
    const envelopeFor = (revision: number) =>
      signWithdrawal(
        {
          type: 'hub-catalog/withdrawal',
          action: 'yank',
          slug: 'sig-app',
          category_slug: 'sig-cat',
          revision,
          reason: 'x',
          replacement_slug: null,
          signed_at: new Date().toISOString(),
        },
        [beta],
      );
    const post = (signature: unknown) =>
      hub.http.post('/api/v1/admin/templates/yank').set(admin.auth).send({ id, revision: 3, reason: 'x', signature });
    expectProblem(await post({}), 400, 'envelope_malformed');
    expectProblem(await post(envelopeFor(2)), 400, 'signature_mismatch');
    expect((await hub.http.get('/api/v1/catalog/templates/sig-app/versions/3')).body).toMatchObject({
      yanked: null,
      withdrawals: [],
    });
    // A signed rollback republishes revision 3's signed content.
    const back = await runCatalogCli(
      ['rollback', 'sig-app', '--revision', '3', '--reason', 'Back', '--sign-with', betaKey],
      env,
    );
    expect(back.code).toBe(0);
    expect(await current('sig-app')).toMatchObject({ image_tag: 'v3', revision: 5, publisher: 'beta' });
    expect((await hub.http.get('/api/v1/catalog/templates/sig-app/versions/3')).body.withdrawals).toMatchObject([
      { action: 'rollback', publisher: 'beta', hub_only: false },
    ]);
    // A publisher-managed template never goes back to a revision no publisher signed.
    const late = (tag: string) =>
      docFile(`late-${tag}.json`, doc([app({ slug: 'sig-late', category_slug: 'beta-cat', image_tag: tag })]));
    expect((await runCatalogCli(['apply', late('v1')], env)).code).toBe(0);
    expect((await runCatalogCli(['apply', late('v2'), '--sign-with', betaKey], env)).code).toBe(0);
    const lateId = (await current('sig-late')).id;
    expectProblem(
      await hub.http
        .post('/api/v1/admin/templates/rollback')
        .set(admin.auth)
        .send({ id: lateId, to_revision: 1, reason: 'x' }),
      409,
      'publisher_managed',
    );
  });
});
