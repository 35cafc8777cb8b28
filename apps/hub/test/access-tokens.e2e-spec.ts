import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { hashToken, parseToken } from '#lib/credentials';
import { HubFixtures, lockWaiters, startTestHub, type TestHub } from '#test/support';

const PATH = '/api/v1/account/access-tokens';

/** Personal access tokens at the REST API (docs/api-decisions.md). */
describe('personal access tokens', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let orgA: string;
  let instanceA: { id: string; token: string };
  let instanceB: { id: string; token: string };
  const users: Record<string, { token: string; userId: string }> = {};

  /** A fresh signed-in user (a real JWT of the provider's key, provisioned by the hub). */
  async function newUser(label: string): Promise<{ token: string; userId: string }> {
    const sub = randomUUID();
    const token = await hub.idp.signToken({
      sub,
      email: `${label}-${sub.slice(0, 8)}@example.test`,
      email_verified: true,
    });
    await hub.http.get('/api/v1/catalog/categories').set('Authorization', `Bearer ${token}`).expect(200);
    const [row] = await hub.db.query('SELECT id FROM users WHERE subject = $1', [sub]);
    return { token, userId: row.id };
  }

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    orgA = (await fx.org()).id;
    const orgB = (await fx.org()).id;
    instanceA = await fx.instanceKey(orgA);
    instanceB = await fx.instanceKey(orgB);
    for (const [name, org, role] of [
      ['orgAdmin', orgA, 'admin'],
      ['minter', orgA, 'member'],
      ['member', orgA, 'member'],
      ['outsider', orgB, 'admin'],
      ['noOrg', null, null],
    ] as const) {
      users[name] = await newUser(name);
      if (org) await fx.membership(org, users[name].userId, role);
    }
  });
  afterAll(() => hub.close());

  const as = (who: string) => ({ Authorization: `Bearer ${users[who].token}` });
  const mint = (who: string, body: object) => hub.http.post(PATH).set(as(who)).send(body);

  it('mints a token for an instance of the organization; only its hash is stored', async () => {
    const res = await mint('minter', { name: 'Claude desktop', instance_id: instanceA.id }).expect(201);
    const t = res.body.accessToken;
    expect(Object.keys(t).sort()).toEqual(
      ['created_at', 'expires_at', 'id', 'instance_id', 'name', 'token', 'token_prefix'].sort(),
    );
    expect(t).toMatchObject({ name: 'Claude desktop', instance_id: instanceA.id, expires_at: null });
    expect(parseToken(t.token)?.kind).toBe('personalAccessToken');
    expect(t.token).toHaveLength(54);
    expect(t.token_prefix).toBe(t.token.slice(0, 12));
    const [row] = await hub.db.query('SELECT * FROM personal_access_tokens WHERE id = $1', [t.id]);
    expect(row.token_hash).toBe(hashToken(t.token, hub.config.tokenPepper));
    expect(JSON.stringify(row)).not.toContain(t.token);
    expect(row.user_id).toBe(users.minter.userId);
  });

  it('sets an optional expiry of 1–365 days', async () => {
    const res = await mint('minter', { name: 'month', instance_id: instanceA.id, expires_in_days: 30 }).expect(201);
    const days = (Date.parse(res.body.accessToken.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await mint('minter', { name: 'year', instance_id: instanceA.id, expires_in_days: 365 }).expect(201);
    await mint('minter', { name: 'day', instance_id: instanceA.id, expires_in_days: 1 }).expect(201);
    for (const expires_in_days of [0, 366, 1.5, '10', -1]) {
      const r = await mint('minter', { name: 'x', instance_id: instanceA.id, expires_in_days });
      expect({ expires_in_days, status: r.status, code: r.body.code }).toEqual({
        expires_in_days,
        status: 400,
        code: 'validation_failed',
      });
    }
  });

  it('refuses bad bodies (400), other organizations’ instances (404), revoked instances (409), no organization (404)', async () => {
    for (const body of [
      {},
      { name: 'x' },
      { name: 'x', instance_id: 'nope' },
      { name: '', instance_id: instanceA.id },
    ]) {
      await mint('minter', body).expect(400);
    }
    await mint('minter', { name: 'x', instance_id: instanceA.id, scope: 'all' }).expect(400);
    const foreign = await mint('minter', { name: 'x', instance_id: instanceB.id }).expect(404);
    expect(foreign.body.code).toBe('not_found');
    await mint('minter', { name: 'x', instance_id: randomUUID() }).expect(404);
    const revoked = await fx.instanceKey(orgA, 'revoked');
    await mint('minter', { name: 'x', instance_id: revoked.id }).expect(409);
    expect((await mint('noOrg', { name: 'x', instance_id: instanceA.id }).expect(404)).body.code).toBe(
      'no_organization',
    );
    // Checked before the body: an invalid one gets the same answer.
    expect((await mint('noOrg', { nope: 1 }).expect(404)).body.code).toBe('no_organization');
    // Minting needs only membership: a plain member may, an org admin may.
    await mint('member', { name: 'member token', instance_id: instanceA.id }).expect(201);
    await mint('orgAdmin', { name: 'admin token', instance_id: instanceA.id }).expect(201);
  });

  it('is a JWT-only endpoint: no credential 401, instance key 401, personal access token 401 invalid_token', async () => {
    await hub.http.get(PATH).expect(401);
    const key = await hub.http.get(PATH).set('Authorization', `Bearer ${instanceA.token}`).expect(401);
    expect(key.body.code).toBe('invalid_token');
    const pat = (await mint('minter', { name: 'rest', instance_id: instanceA.id }).expect(201)).body.accessToken.token;
    for (const path of [
      PATH,
      '/api/v1/catalog/templates',
      '/api/v1/catalog/categories',
      '/api/v1/instance-info',
      '/api/v1/dns',
    ]) {
      const res = await hub.http.get(path).set('Authorization', `Bearer ${pat}`);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 401, code: 'invalid_token' });
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
  });

  it('PAT refused at every REST endpoint: each path and method of /api/openapi.json → 401 invalid_token', async () => {
    const pat = (await mint('minter', { name: 'every endpoint', instance_id: instanceA.id }).expect(201)).body
      .accessToken.token;
    const doc = (await hub.http.get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
    const operations: [string, string][] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      // Every key of a path item is a method or one of the path-level fields of OpenAPI 3; fail on anything else.
      for (const key of Object.keys(item)) {
        expect(['summary', 'description', 'servers', 'parameters', ...METHODS]).toContain(key);
      }
      for (const method of METHODS) if (item[method]) operations.push([method, path]);
    }
    // The document is the whole REST API, not a fragment: every family of routes is in it.
    expect(operations.length).toBeGreaterThanOrEqual(50);
    for (const prefix of ['account', 'admin', 'catalog', 'support', 'dns', 'instance-info', 'addon-audit-events']) {
      expect(operations.some(([, path]) => path.startsWith(`/api/v1/${prefix}`))).toBe(true);
    }
    // GET routes also answer HEAD (not listed in the document); the same refusal applies there.
    for (const [, path] of operations.filter(([m]) => m === 'get')) operations.push(['head', path]);
    // Not in the document and not checked here: /healthz and /readyz (open, no credential is read) and the
    // document itself; they are not API endpoints that take a credential. Nor is the public leak report endpoint,
    // which is in the document but reads no credential either (anyone who finds a leaked one may report it), nor
    // the trust root chain (docs/signing.md: public, read by a fleet before it trusts anything the hub says).
    const OPEN = new Set([
      'post /api/v1/credentials/revoke',
      ...['get', 'head'].flatMap((m) => [
        `${m} /api/v1/catalog/trust/root`,
        `${m} /api/v1/catalog/trust/root/{version}`,
      ]),
    ]);
    const failures: unknown[] = [];
    for (const [method, path] of operations) {
      if (OPEN.has(`${method} ${path}`)) continue;
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      const req = hub.http[method as 'get'](url).set('Authorization', `Bearer ${pat}`);
      const res = ['post', 'put', 'delete', 'patch'].includes(method) ? await req.send({}) : await req;
      const got = {
        status: res.status,
        code: method === 'head' ? 'invalid_token' : res.body?.code,
        challenge: /error="invalid_token"/.test(res.headers['www-authenticate'] ?? ''),
      };
      if (got.status !== 401 || got.code !== 'invalid_token' || !got.challenge) {
        failures.push({ method, url, ...got, wwwAuthenticate: res.headers['www-authenticate'] });
      }
    }
    expect(failures).toEqual([]);
    // Nothing the refused calls could have done happened (e.g. DELETE /api/v1/account/profile).
    const [{ count }] = await hub.db.query('SELECT count(*)::int AS count FROM users WHERE id = $1', [
      users.minter.userId,
    ]);
    expect(count).toBe(1);
  });

  it('lists the caller’s own tokens; org admins may list the organization’s', async () => {
    const own = await hub.http.get(PATH).set(as('member')).expect(200);
    expect(own.body.accessTokens.length).toBeGreaterThan(0);
    for (const t of own.body.accessTokens) {
      expect(t.user_id).toBe(users.member.userId);
      expect(t).not.toHaveProperty('token');
      expect(t).not.toHaveProperty('token_hash');
      expect(t.status).toBe('active');
    }
    const org = await hub.http.get(`${PATH}?scope=organization`).set(as('orgAdmin')).expect(200);
    const minters = new Set(org.body.accessTokens.map((t: { user_id: string }) => t.user_id));
    expect(minters).toEqual(new Set([users.minter.userId, users.member.userId, users.orgAdmin.userId]));
    await hub.http.get(`${PATH}?scope=organization`).set(as('member')).expect(403);
    await hub.http.get(`${PATH}?scope=organization`).set(as('outsider')).expect(200);
    const outsider = await hub.http.get(`${PATH}?scope=organization`).set(as('outsider')).expect(200);
    expect(outsider.body.accessTokens).toEqual([]);
    await hub.http.get(`${PATH}?scope=everything`).set(as('orgAdmin')).expect(400);
  });

  it('rotates: minter only (org admin 403, other member 404, outsider 404); new secret, same id', async () => {
    const t = (await mint('minter', { name: 'rotate me', instance_id: instanceA.id }).expect(201)).body.accessToken;
    await hub.http.put(PATH).set(as('orgAdmin')).send({ id: t.id }).expect(403);
    await hub.http.put(PATH).set(as('member')).send({ id: t.id }).expect(404);
    await hub.http.put(PATH).set(as('outsider')).send({ id: t.id }).expect(404);
    await hub.http.put(PATH).set(as('minter')).send({ id: randomUUID() }).expect(404);
    await hub.http.put(PATH).set(as('minter')).send({ id: 'x' }).expect(400);
    const res = await hub.http.put(PATH).set(as('minter')).send({ id: t.id }).expect(200);
    expect(res.body.accessToken).toMatchObject({ id: t.id, name: 'rotate me', instance_id: instanceA.id });
    expect(res.body.accessToken.token).not.toBe(t.token);
    expect(res.body.accessToken.token_prefix).toBe(res.body.accessToken.token.slice(0, 12));
    const [row] = await hub.db.query('SELECT token_hash FROM personal_access_tokens WHERE id = $1', [t.id]);
    expect(row.token_hash).toBe(hashToken(res.body.accessToken.token, hub.config.tokenPepper));
  });

  it('revokes: minter or org admin (other member 404, outsider 404); kept in the list as revoked', async () => {
    const t1 = (await mint('minter', { name: 'revoke 1', instance_id: instanceA.id }).expect(201)).body.accessToken;
    const t2 = (await mint('minter', { name: 'revoke 2', instance_id: instanceA.id }).expect(201)).body.accessToken;
    await hub.http.delete(PATH).set(as('member')).send({ id: t1.id }).expect(404);
    await hub.http.delete(PATH).set(as('outsider')).send({ id: t1.id }).expect(404);
    await hub.http.delete(PATH).set(as('minter')).expect(400);
    const byAdmin = await hub.http.delete(PATH).set(as('orgAdmin')).send({ id: t1.id }).expect(200);
    expect(byAdmin.body.accessToken).toMatchObject({ id: t1.id, status: 'revoked' });
    expect(byAdmin.body.accessToken.revoked_at).not.toBeNull();
    const byMinter = await hub.http.delete(`${PATH}?id=${t2.id}`).set(as('minter')).expect(200);
    expect(byMinter.body.accessToken.status).toBe('revoked');
    const list = await hub.http.get(PATH).set(as('minter')).expect(200);
    const listed = list.body.accessTokens.find((t: { id: string }) => t.id === t1.id);
    expect(listed).toMatchObject({ status: 'revoked' });
    // A revoked token cannot be rotated back to life.
    await hub.http.put(PATH).set(as('minter')).send({ id: t1.id }).expect(409);
  });

  it('leaves no live token when a member is removed while minting (the two race)', async () => {
    for (let round = 0; round < 10; round++) {
      const racer = await newUser('racer');
      await fx.membership(orgA, racer.userId, 'member');
      const [minted, removed] = await Promise.all([
        hub.http
          .post(PATH)
          .set({ Authorization: `Bearer ${racer.token}` })
          .send({ name: 'race', instance_id: instanceA.id }),
        hub.http.delete('/api/v1/account/organizations/members').set(as('orgAdmin')).send({ user_id: racer.userId }),
      ]);
      expect(removed.status).toBe(204);
      expect([201, 404]).toContain(minted.status);
      const live = await hub.db.query(
        'SELECT id FROM personal_access_tokens WHERE user_id = $1 AND revoked_at IS NULL',
        [racer.userId],
      );
      expect(live).toEqual([]);
    }
  });

  // Server mode only: the interleaving is forced with locks held from a second connection.
  const serverMode = process.env.TEST_DATABASE !== 'pglite' && Boolean(process.env.TEST_DATABASE_URL);
  (serverMode ? [it] : []).forEach((test) =>
    test('revokes a token whose insert was still in flight when its minter was removed', async () => {
      const racer = await newUser('held');
      await fx.membership(orgA, racer.userId, 'member');
      const blocker = new pg.Client({ connectionString: hub.config.databaseUrl });
      await blocker.connect();
      try {
        // Holding the instance key's row stops the mint's insert at its foreign-key check, after the guard
        // has seen the membership: the removal then comes in while the insert is not committed.
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM api_keys WHERE id = $1 FOR UPDATE', [instanceA.id]);
        const minting = hub.http
          .post(PATH)
          .set({ Authorization: `Bearer ${racer.token}` })
          .send({ name: 'held', instance_id: instanceA.id })
          .then((r) => r);
        await lockWaiters(blocker, 1);
        let removedEarly = false; // set when the removal's answer arrives
        const removing = hub.http
          .delete('/api/v1/account/organizations/members')
          .set(as('orgAdmin'))
          .send({ user_id: racer.userId })
          .then((r) => {
            removedEarly = true;
            return r;
          });
        await Promise.race([lockWaiters(blocker, 2), removing]);
        // The removal must wait for the mint's insert (its membership is share-locked), not finish around it.
        const finishedBeforeMint = removedEarly;
        await blocker.query('COMMIT');
        const [minted, removed] = await Promise.all([minting, removing]);
        expect({ finishedBeforeMint, removed: removed.status }).toEqual({ finishedBeforeMint: false, removed: 204 });
        expect(minted.status).toBe(201);
        const live = await hub.db.query(
          'SELECT id FROM personal_access_tokens WHERE user_id = $1 AND revoked_at IS NULL',
          [racer.userId],
        );
        expect(live).toEqual([]);
      } finally {
        await blocker.end();
      }
    }),
  );

  it('refuses minting while the organization is suspended (403), and allows it again once active', async () => {
    await hub.db.query(`UPDATE organizations SET status = 'suspended' WHERE id = $1`, [orgA]);
    try {
      const res = await mint('minter', { name: 'while suspended', instance_id: instanceA.id }).expect(403);
      expect(res.body.code).toBe('forbidden');
      expect(res.headers['content-type']).toContain('application/problem+json');
      const [row] = await hub.db.query(`SELECT count(*)::int AS n FROM personal_access_tokens WHERE name = $1`, [
        'while suspended',
      ]);
      expect(row.n).toBe(0);
    } finally {
      await hub.db.query(`UPDATE organizations SET status = 'active' WHERE id = $1`, [orgA]);
    }
    await mint('minter', { name: 'after suspension', instance_id: instanceA.id }).expect(201);
  });

  describe('names and expiry', () => {
    it('validates the name after trimming: blank is 400, surrounding spaces are dropped', async () => {
      for (const name of ['   ', '\t\n', ' '.repeat(5) + 'x'.repeat(201)]) {
        const res = await mint('minter', { name, instance_id: instanceA.id });
        expect({ name, status: res.status, code: res.body.code }).toEqual({
          name,
          status: 400,
          code: 'validation_failed',
        });
      }
      const res = await mint('minter', { name: '  Cursor  ', instance_id: instanceA.id }).expect(201);
      expect(res.body.accessToken.name).toBe('Cursor');
      const [{ count }] = await hub.db.query(
        `SELECT count(*)::int AS count FROM personal_access_tokens WHERE btrim(name) = ''`,
      );
      expect(count).toBe(0);
    });

    it('rotating an expired token is 409: rotation keeps expires_at, so the new secret would be dead', async () => {
      const t = (await mint('minter', { name: 'expiring', instance_id: instanceA.id, expires_in_days: 1 }).expect(201))
        .body.accessToken;
      await hub.db.query(`UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        t.id,
      ]);
      const [before] = await hub.db.query('SELECT token_hash FROM personal_access_tokens WHERE id = $1', [t.id]);
      const res = await hub.http.put(PATH).set(as('minter')).send({ id: t.id }).expect(409);
      expect(res.body).toMatchObject({
        code: 'conflict',
        detail: expect.stringMatching(/expired; rotate it with a new expiry or create a new one/),
      });
      const [after] = await hub.db.query('SELECT token_hash FROM personal_access_tokens WHERE id = $1', [t.id]);
      expect(after.token_hash).toBe(before.token_hash);
      const listed = (await hub.http.get(PATH).set(as('minter')).expect(200)).body.accessTokens;
      expect(listed.find((x: { id: string }) => x.id === t.id)).toMatchObject({ status: 'expired' });
      // A token that has not expired yet still rotates, keeping its expiry.
      const live = (await mint('minter', { name: 'live', instance_id: instanceA.id, expires_in_days: 2 }).expect(201))
        .body.accessToken;
      const rotated = await hub.http.put(PATH).set(as('minter')).send({ id: live.id }).expect(200);
      expect(rotated.body.accessToken.expires_at).toBe(live.expires_at);
    });
  });
});
