import {
  generateSigningKey,
  type KeyPair,
  loadPinnedRoot,
  publicKeyEntry,
  type RootDocument,
  signRoot,
  signEnvelope,
  updateRoot,
} from '#lib/signing';
import { startTestHub, type TestHub } from '#test/support';
import { expectProblem, makeUser, type TestUser } from './account-admin.helpers.js';

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
