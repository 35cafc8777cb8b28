import { request as httpRequest } from 'node:http';
import { capturingLogs, startTestFleet, type TestFleet, TEST_TEMP_ADMIN, tempAdminSession } from '#test/support';

const TEMP = TEST_TEMP_ADMIN;

type Entry = { token_id: string | null; token_prefix: string; method: string; path: string; status: number };

describe('fleet machine tokens and their audit log', () => {
  let fleet: TestFleet;
  let admin: string;

  beforeAll(async () => {
    // The default scrypt cost (tests otherwise run at 10): the 499 case below needs a handler that outlasts 30 ms.
    fleet = await startTestFleet({ env: { ...TEMP, FLEET_PASSWORD_HASH_COST: '17' } });
    admin = await tempAdminSession(fleet);
  });
  afterAll(() => fleet.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const create = (body: Record<string, unknown>, token = admin) =>
    fleet.http.post('/api/v1/machine-tokens').set(bearer(token)).send(body);
  const auditFor = async (tokenId: string): Promise<Entry[]> => {
    const res = await fleet.http.get(`/api/v1/audit-log?token_id=${tokenId}&limit=100`).set(bearer(admin)).expect(200);
    return res.body.entries;
  };

  it('creates a token shown once, lists it by prefix, reissues it (same id) and revokes it', async () => {
    const res = await create({ name: 'ci deploy', role: 'admin', expires_in_days: 30 }).expect(201);
    const token = res.body.machineToken;
    expect(token).toEqual({
      id: expect.any(String),
      name: 'ci deploy',
      role: 'admin',
      token: expect.stringMatching(/^svcm_[0-9A-Za-z]{49}$/),
      token_prefix: token.token.slice(0, 12),
      status: 'active',
      expires_at: expect.any(String),
      revoked_at: null,
      last_used_at: null,
      created_at: expect.any(String),
    });
    const days = (Date.parse(token.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const me = await fleet.http.get('/api/v1/auth/me').set(bearer(token.token)).expect(200);
    expect(me.body.user).toEqual({
      id: token.id,
      email: null,
      name: 'ci deploy',
      role: 'admin',
      auth_method: 'machine_token',
    });

    const list = await fleet.http.get('/api/v1/machine-tokens').set(bearer(admin)).expect(200);
    const listed = list.body.machineTokens.find((t: { id: string }) => t.id === token.id);
    expect(listed).toMatchObject({ token_prefix: token.token_prefix, status: 'active' });
    expect(listed.token).toBeUndefined();
    expect(JSON.stringify(list.body)).not.toContain(token.token);

    const reissued = await fleet.http.post(`/api/v1/machine-tokens/${token.id}/reissue`).set(bearer(admin)).expect(200);
    expect(reissued.body.machineToken.id).toBe(token.id);
    expect(reissued.body.machineToken.token).not.toBe(token.token);
    await fleet.http.get('/api/v1/auth/me').set(bearer(token.token)).expect(401);
    await fleet.http.get('/api/v1/auth/me').set(bearer(reissued.body.machineToken.token)).expect(200);

    const revoked = await fleet.http.delete(`/api/v1/machine-tokens/${token.id}`).set(bearer(admin)).expect(200);
    expect(revoked.body.machineToken).toMatchObject({
      id: token.id,
      status: 'revoked',
      revoked_at: expect.any(String),
    });
    const denied = await fleet.http.get('/api/v1/auth/me').set(bearer(reissued.body.machineToken.token)).expect(401);
    expect(denied.body.code).toBe('invalid_token');
    await fleet.http.post(`/api/v1/machine-tokens/${token.id}/reissue`).set(bearer(admin)).expect(409);
    await fleet.http
      .delete('/api/v1/machine-tokens/7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b')
      .set(bearer(admin))
      .expect(404);
  });

  it('validates creation: name, role, expiry of 1 to 365 days (omitted: none)', async () => {
    for (const body of [
      { name: 'x', role: 'admin', expires_in_days: 0 },
      { name: 'x', role: 'admin', expires_in_days: 366 },
      { name: 'x', role: 'admin', expires_in_days: 1.5 },
      { name: 'x', role: 'admin', expires_in_days: '30' },
      { name: 'x', role: 'superadmin' },
      { name: ' ', role: 'admin' },
      { role: 'admin' },
    ]) {
      expect((await create(body).expect(400)).body.code).toBe('validation_failed');
    }
    expect(
      (await create({ name: 'a', role: 'readonly', expires_in_days: 1 }).expect(201)).body.machineToken.status,
    ).toBe('active');
    expect(
      (await create({ name: 'b', role: 'readonly', expires_in_days: 365 }).expect(201)).body.machineToken.status,
    ).toBe('active');
    expect((await create({ name: 'c', role: 'readonly' }).expect(201)).body.machineToken.expires_at).toBeNull();
  });

  it('refuses an expired token (401) and lists it as expired', async () => {
    const { machineToken } = (await create({ name: 'short-lived', role: 'admin', expires_in_days: 1 }).expect(201))
      .body;
    await fleet.db.query(`UPDATE machine_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      machineToken.id,
    ]);
    const res = await fleet.http.get('/api/v1/auth/me').set(bearer(machineToken.token)).expect(401);
    expect(res.body).toMatchObject({ code: 'invalid_token', detail: 'The machine token has expired.' });
    const list = await fleet.http.get('/api/v1/machine-tokens').set(bearer(admin)).expect(200);
    expect(list.body.machineTokens.find((t: { id: string }) => t.id === machineToken.id).status).toBe('expired');
    expect(await auditFor(machineToken.id)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/v1/auth/me', status: 401, token_id: machineToken.id }),
    ]);
  });

  it('audits every request made with a machine token, whatever its outcome: 200, 401, 404, 413, 429 and 500', async () => {
    const { machineToken } = (await create({ name: 'audited', role: 'readonly' }).expect(201)).body;
    const auth = bearer(machineToken.token);
    await fleet.http.put('/api/v1/secrets/AUDITED').set(auth).send({ value: 'v' }).expect(200);
    await fleet.http.get('/api/v1/no-such-route?token=secret').set(auth).expect(404);
    await fleet.http
      .put('/api/v1/secrets/BIG')
      .set(auth)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ value: 'x'.repeat(1024 * 1024 + 10) }))
      .expect(413);
    for (let i = 0; i < 10; i++) {
      await fleet.http
        .post('/api/v1/auth/login')
        .set(auth)
        .send({ email: 'audit-victim@example.com', password: 'nope' })
        .expect(401);
    }
    await fleet.http
      .post('/api/v1/auth/login')
      .set(auth)
      .send({ email: 'audit-victim@example.com', password: 'nope' })
      .expect(429);
    // A stored value that no longer decrypts (another encryption key, tampering) is a server fault.
    await fleet.db.query(
      `UPDATE secrets SET value_encrypted = 'v1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA==:AAAA' WHERE name = 'AUDITED'`,
    );
    const { result: failed, lines: errors } = await capturingLogs(
      () => fleet.http.get('/api/v1/secrets/AUDITED').set(auth).expect(500),
      /"level":"error"/,
    );
    // Logged once, as an error with its cause (captured here: a passing run prints no stack trace).
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Encrypted value could not be decrypted');
    expect(failed.body).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'An unexpected error occurred.',
      code: 'internal_error',
    });
    const entries = await auditFor(machineToken.id);
    expect(entries.map((e) => [e.method, e.path, e.status]).reverse()).toEqual([
      ['PUT', '/api/v1/secrets/AUDITED', 200],
      ['GET', '/api/v1/no-such-route', 404],
      ['PUT', '/api/v1/secrets/BIG', 413],
      ...Array(10).fill(['POST', '/api/v1/auth/login', 401]),
      ['POST', '/api/v1/auth/login', 429],
      ['GET', '/api/v1/secrets/AUDITED', 500],
    ]);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      kind: 'machine',
      token_id: machineToken.id,
      token_prefix: machineToken.token_prefix,
      method: 'GET',
      path: '/api/v1/secrets/AUDITED',
      status: 500,
      at: expect.any(String),
      source_address: '127.0.0.1',
      request_id: expect.any(String),
      // A person's fields, null on a machine-token request.
      actor: null,
      action: null,
      target: null,
      changes: null,
    });
  });

  it('audits router errors (400, 414) and requests whose client hung up before the answer (499)', async () => {
    const { machineToken } = (await create({ name: 'edges', role: 'admin' }).expect(201)).body;
    const auth = bearer(machineToken.token);
    await fleet.http.get('/api/v1/secrets/%E0%A4%A').set(auth).expect(400);
    await fleet.http
      .get(`/api/v1/secrets/${'A'.repeat(600)}`)
      .set(auth)
      .expect(414);
    // The longest secret name the API accepts fits in a path parameter.
    await fleet.http
      .put(`/api/v1/secrets/${'L'.repeat(128)}`)
      .set(auth)
      .send({ value: 'v' })
      .expect(200);

    // Creating a user hashes its password (scrypt, well over 30 ms): the client hangs up first.
    const email = 'hung-up@example.com';
    await new Promise<void>((resolve) => {
      const body = JSON.stringify({ email, name: 'Hung Up', password: 'long-enough-pass', role: 'admin' });
      const req = httpRequest(`${fleet.url}/api/v1/users`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('error', () => resolve());
      req.end(body, () => setTimeout(() => req.destroy(), 30));
    });
    let entries: Entry[] = [];
    for (let i = 0; i < 100 && entries.length < 4; i++) {
      entries = await auditFor(machineToken.id);
      if (entries.length < 4) await new Promise((r) => setTimeout(r, 50));
    }
    expect(entries.map((e) => [e.method, e.path, e.status]).reverse()).toEqual([
      ['GET', '/api/v1/secrets/%E0%A4%A', 400],
      ['GET', `/api/v1/secrets/${'A'.repeat(600)}`, 414],
      ['PUT', `/api/v1/secrets/${'L'.repeat(128)}`, 200],
      ['POST', '/api/v1/users', 499],
    ]);
    // The handler went on and acted: the row is the trace of that write.
    let users: { email: string }[] = [];
    for (let i = 0; i < 100 && !users.some((u) => u.email === email); i++) {
      users = (await fleet.http.get('/api/v1/users').set(bearer(admin)).expect(200)).body.users;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(users.map((u) => u.email)).toContain(email);
  });

  it('audits requests with revoked, malformed and unknown machine tokens, and nothing for other credentials', async () => {
    const { machineToken } = (await create({ name: 'to revoke', role: 'admin' }).expect(201)).body;
    await fleet.http.delete(`/api/v1/machine-tokens/${machineToken.id}`).set(bearer(admin)).expect(200);
    await fleet.http.get('/api/v1/secrets').set(bearer(machineToken.token)).expect(401);
    expect((await auditFor(machineToken.id)).map((e) => e.status)).toEqual([401]);

    const before = (await fleet.http.get('/api/v1/audit-log').set(bearer(admin)).expect(200)).body.pagination.total;
    const fake = 'svcm_' + 'A'.repeat(49);
    await fleet.http.get('/api/v1/secrets').set(bearer(fake)).expect(401);
    await fleet.http.get('/api/v1/secrets').set(bearer(admin)).expect(200);
    const after = await fleet.http.get('/api/v1/audit-log?limit=1').set(bearer(admin)).expect(200);
    expect(after.body.pagination.total).toBe(before + 1);
    expect(after.body.entries[0]).toMatchObject({ token_id: null, token_prefix: fake.slice(0, 12), status: 401 });
  });

  it('loses no audit row under 500 concurrent requests', async () => {
    const { machineToken } = (await create({ name: 'load', role: 'readonly' }).expect(201)).body;
    const auth = bearer(machineToken.token);
    const paths = ['/api/v1/auth/me', '/api/v1/secrets', '/api/v1/nope', '/api/v1/users/not-a-uuid'];
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => fleet.http.get(paths[i % paths.length]).set(auth)),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200, 404, 400]));
    const res = await fleet.http
      .get(`/api/v1/audit-log?token_id=${machineToken.id}&limit=100`)
      .set(bearer(admin))
      .expect(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 100, total: 500, totalPages: 5 });
    const counts: Record<string, number> = {};
    for (let page = 1; page <= 5; page++) {
      const p = await fleet.http
        .get(`/api/v1/audit-log?token_id=${machineToken.id}&limit=100&page=${page}`)
        .set(bearer(admin))
        .expect(200);
      for (const e of p.body.entries as Entry[])
        counts[`${e.path} ${e.status}`] = (counts[`${e.path} ${e.status}`] ?? 0) + 1;
    }
    expect(counts).toEqual({
      '/api/v1/auth/me 200': 125,
      '/api/v1/secrets 200': 125,
      '/api/v1/nope 404': 125,
      '/api/v1/users/not-a-uuid 400': 125,
    });
  });

  it('filters the audit log by status: an exact code or a class', async () => {
    const { machineToken } = (await create({ name: 'by status', role: 'admin' }).expect(201)).body;
    await fleet.http.get('/api/v1/auth/me').set(bearer(machineToken.token)).expect(200);
    await fleet.http.get('/api/v1/nope').set(bearer(machineToken.token)).expect(404);
    await fleet.http.get('/api/v1/users/not-a-uuid').set(bearer(machineToken.token)).expect(400);
    const statuses = async (status: string) =>
      (
        await fleet.http
          .get(`/api/v1/audit-log?token_id=${machineToken.id}&status=${status}`)
          .set(bearer(admin))
          .expect(200)
      ).body.entries
        .map((e: Entry) => e.status)
        .sort();
    expect(await statuses('2xx')).toEqual([200]);
    expect(await statuses('4xx')).toEqual([400, 404]);
    expect(await statuses('404')).toEqual([404]);
    expect(await statuses('5xx')).toEqual([]);
  });

  it('filters the audit log by time and validates its query', async () => {
    const { machineToken } = (await create({ name: 'since', role: 'admin' }).expect(201)).body;
    await fleet.http.get('/api/v1/auth/me').set(bearer(machineToken.token)).expect(200);
    const mark = new Date(Date.now() + 5).toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await fleet.http.get('/api/v1/secrets').set(bearer(machineToken.token)).expect(200);
    const res = await fleet.http
      .get(`/api/v1/audit-log?token_id=${machineToken.id}&since=${encodeURIComponent(mark)}`)
      .set(bearer(admin))
      .expect(200);
    expect(res.body.entries.map((e: Entry) => e.path)).toEqual(['/api/v1/secrets']);
    for (const q of [
      'since=yesterday',
      'token_id=nope',
      'page=0',
      'limit=x',
      'other=1',
      'status=4',
      'status=600',
      'status=4XX',
    ]) {
      expect((await fleet.http.get(`/api/v1/audit-log?${q}`).set(bearer(admin)).expect(400)).body.code).toBe(
        'validation_failed',
      );
    }
    const clamped = await fleet.http.get('/api/v1/audit-log?limit=1000').set(bearer(admin)).expect(200);
    expect(clamped.body.pagination.limit).toBe(100);
  });
});
