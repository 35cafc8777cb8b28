import { clusterOf } from '../../../libs/hardware/src/fixtures.js';
import { startTestFleet, type TestFleet, TEST_TEMP_ADMIN, tempAdminSession } from '#test/support';
import { FleetAuditRetention } from '../src/audit/audit-retention.js';

type Entry = {
  id: string;
  kind: 'machine' | 'person';
  at: string;
  actor: { id: string; name: string; email: string | null; method: string } | null;
  action: string | null;
  target: string | null;
  changes: Record<string, unknown> | null;
  path: string | null;
};

const SECRET_VALUE = 'pa55-W0rd-that-must-never-be-logged';
const CLIENT_SECRET = 'oidc-client-secret-never-in-the-log';
const PASSWORD = 'a new password nobody may read';

/**
 * Issue 33, item 6: every state-changing action of a signed-in person is an event of the audit log (actor, action,
 * target, what changed, never a secret value), listed and exported with the machine-token requests, filtered by
 * kind, action and actor, and pruned by the same retention. Reads, refused calls and machine tokens write none.
 */
describe('fleet audit log: people’s actions', () => {
  let fleet: TestFleet;
  let admin: string;
  let adminId: string;

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, token = admin) =>
    fleet.http[method](`/api/v1/${path}`).set(bearer(token));
  const people = async (query = ''): Promise<Entry[]> =>
    (await call('get', `audit-log?kind=person&limit=100${query}`).expect(200)).body.entries;
  const latest = async (): Promise<Entry> => (await people())[0];
  const personRows = async (): Promise<number> =>
    Number((await fleet.db.query('SELECT count(*)::int AS n FROM person_audit_log'))[0].n);
  const exported = async (query = ''): Promise<string> =>
    (
      await call('get', `audit-log/export?${query}`)
        .buffer(true)
        .parse((r, done) => {
          let text = '';
          r.setEncoding('utf8');
          r.on('data', (c: string) => (text += c));
          r.on('end', () => done(null, text));
        })
        .expect(200)
    ).body as string;

  beforeAll(async () => {
    fleet = await startTestFleet({
      env: { ...TEST_TEMP_ADMIN, FLEET_AUDIT_RETENTION_DAYS: '30', FLEET_AUDIT_PRUNE_INTERVAL_SECONDS: '3600' },
    });
    admin = await tempAdminSession(fleet);
    adminId = (await call('get', 'auth/me').expect(200)).body.user.id;
  });
  afterAll(() => fleet.close());

  it('records users and roles: create, role change, password, delete (the password never)', async () => {
    const created = (
      await call('post', 'users')
        .send({ email: 'Ada@Example.com', name: 'Ada', password: 'first password', role: 'readonly' })
        .expect(201)
    ).body.user;
    expect(await latest()).toMatchObject({
      kind: 'person',
      actor: {
        id: adminId,
        name: 'Temporary administrator',
        email: TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_USER,
        method: 'temp_admin',
      },
      action: 'user.create',
      target: created.id,
      changes: { email: 'ada@example.com', name: 'Ada', role: 'readonly' },
      token_prefix: null,
      path: null,
      status: null,
    });
    await call('put', `users/${created.id}`).send({ role: 'admin' }).expect(200);
    expect(await latest()).toMatchObject({
      action: 'user.role.change',
      target: created.id,
      changes: { role: { from: 'readonly', to: 'admin' } },
    });
    await call('put', `users/${created.id}`).send({ password: PASSWORD, name: 'Ada L.' }).expect(200);
    expect(await latest()).toMatchObject({
      action: 'user.update',
      changes: { name: { from: 'Ada', to: 'Ada L.' }, password: '(changed)' },
    });
    await call('delete', `users/${created.id}`).expect(204);
    expect(await latest()).toMatchObject({
      action: 'user.delete',
      target: created.id,
      changes: { email: 'ada@example.com', role: 'admin' },
    });
    expect(JSON.stringify(await people())).not.toContain(PASSWORD);
  });

  it('records secrets by name, never their value (in the list, the export and the table)', async () => {
    await call('put', 'secrets/DB_PASSWORD').send({ value: SECRET_VALUE }).expect(200);
    expect(await latest()).toMatchObject({
      action: 'secret.create',
      target: 'DB_PASSWORD',
      changes: { value: '(changed)' },
    });
    await call('put', 'secrets/DB_PASSWORD')
      .send({ value: `${SECRET_VALUE}-2` })
      .expect(200);
    expect(await latest()).toMatchObject({ action: 'secret.replace', target: 'DB_PASSWORD' });
    await call('delete', 'secrets/DB_PASSWORD').expect(204);
    expect(await latest()).toMatchObject({ action: 'secret.delete', target: 'DB_PASSWORD' });
    expect(JSON.stringify(await people())).not.toContain(SECRET_VALUE);
    expect(await exported('kind=person')).not.toContain(SECRET_VALUE);
    const stored = await fleet.db.query('SELECT changes::text AS c FROM person_audit_log');
    expect(JSON.stringify(stored)).not.toContain(SECRET_VALUE);
  });

  it('records OIDC and hub settings field by field; the client secret is only "(changed)"', async () => {
    await call('put', 'settings/oidc')
      .send({ issuer: 'https://idp.example.com', client_id: 'fleet', client_secret: CLIENT_SECRET })
      .expect(200);
    expect(await latest()).toMatchObject({
      action: 'settings.oidc.update',
      target: 'oidc',
      changes: {
        issuer: { from: null, to: 'https://idp.example.com' },
        client_id: { from: null, to: 'fleet' },
        client_secret: '(changed)',
      },
    });
    await call('put', 'settings/oidc').send({ client_secret: '' }).expect(200);
    expect(await latest()).toMatchObject({ changes: { client_secret: '(cleared)' } });
    await call('put', 'settings/hub').send({ hub_url: 'https://hub.example.com' }).expect(200);
    expect(await latest()).toMatchObject({
      action: 'settings.hub.update',
      target: 'hub',
      changes: { hub_url: { from: null, to: 'https://hub.example.com' } },
    });
    expect(JSON.stringify(await people())).not.toContain(CLIENT_SECRET);
    expect(await exported()).not.toContain(CLIENT_SECRET);
    expect(JSON.stringify(await fleet.db.query('SELECT changes::text AS c FROM person_audit_log'))).not.toContain(
      CLIENT_SECRET,
    );
  });

  it('records machine tokens, the inventory and the network types', async () => {
    const token = (await call('post', 'machine-tokens').send({ name: 'ci', role: 'readonly' }).expect(201)).body
      .machineToken;
    expect(await latest()).toMatchObject({
      action: 'machine_token.create',
      target: token.id,
      changes: { name: 'ci', role: 'readonly', token_prefix: token.token_prefix },
    });
    await call('post', `machine-tokens/${token.id}/reissue`).expect(200);
    expect(await latest()).toMatchObject({ action: 'machine_token.reissue', target: token.id });
    await call('delete', `machine-tokens/${token.id}`).expect(200);
    expect(await latest()).toMatchObject({ action: 'machine_token.revoke', target: token.id });
    expect(JSON.stringify(await people())).not.toContain(token.token);

    await call('put', 'inventory').send(clusterOf('l4-4x24gb', 'cpu-only')).expect(200);
    expect(await latest()).toMatchObject({
      action: 'inventory.replace',
      changes: { nodes: { from: 0, to: 2 }, gpus: { from: 0, to: 4 } },
    });
    await call('put', 'inventory/network-types')
      .send({ network_types: ['public', 'rdma'] })
      .expect(200);
    expect(await latest()).toMatchObject({
      action: 'inventory.network_types.change',
      target: 'network_types',
      changes: { types: { from: [], to: ['public', 'rdma'] } },
    });
  });

  it('writes nothing for reads, refused calls, or machine tokens (their requests are audited as such)', async () => {
    const before = await personRows();
    for (const path of [
      'users',
      'secrets',
      'machine-tokens',
      'settings/oidc',
      'settings/hub',
      'inventory',
      'audit-log',
    ]) {
      await call('get', path).expect(200);
    }
    await call('put', 'users/00000000-0000-4000-8000-000000000000').send({ role: 'admin' }).expect(404);
    await call('delete', 'secrets/NO_SUCH_SECRET').expect(404);
    await call('put', 'inventory/network-types')
      .send({ network_types: ['no spaces'] })
      .expect(400);
    await call('post', 'users').send({ email: 'not-an-email', name: 'X', password: 'x', role: 'admin' }).expect(400);
    const bot = (await call('post', 'machine-tokens').send({ name: 'bot', role: 'admin' }).expect(201)).body
      .machineToken;
    const afterCreate = await personRows();
    expect(afterCreate).toBe(before + 1);
    await call('put', 'secrets/FROM_BOT', bot.token).send({ value: 'v' }).expect(200);
    expect(await personRows()).toBe(afterCreate);
    const machine = (await call('get', `audit-log?kind=machine&token_id=${bot.id}`).expect(200)).body.entries;
    expect(machine).toEqual([
      expect.objectContaining({ kind: 'machine', method: 'PUT', path: '/api/v1/secrets/FROM_BOT', actor: null }),
    ]);
  });

  it('filters by kind, action (or its family) and actor (id or email); both kinds by default', async () => {
    const all = (await call('get', 'audit-log?limit=100').expect(200)).body;
    expect(new Set(all.entries.map((e: Entry) => e.kind))).toEqual(new Set(['machine', 'person']));
    const machineOnly = (await call('get', 'audit-log?kind=machine&limit=100').expect(200)).body.entries as Entry[];
    expect(machineOnly.length).toBeGreaterThan(0);
    expect(machineOnly.every((e) => e.kind === 'machine')).toBe(true);
    const personOnly = await people();
    expect(personOnly.every((e) => e.kind === 'person')).toBe(true);
    expect(all.pagination.total).toBe(machineOnly.length + personOnly.length);

    const secrets = await people('&action=secret');
    expect(secrets.map((e) => e.action)).toEqual(['secret.delete', 'secret.replace', 'secret.create']);
    expect((await people('&action=secret.create')).map((e) => e.action)).toEqual(['secret.create']);
    // A family is whole words: `secret` is not `secrets`, `user.role` is `user.role.change` but not `user.r`.
    expect(await people('&action=secre')).toEqual([]);
    expect((await people('&action=user.role')).map((e) => e.action)).toEqual(['user.role.change']);

    const byId = await people(`&actor=${adminId}`);
    expect(byId.length).toBe(personOnly.length);
    const byEmail = await people(`&actor=${encodeURIComponent(TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_USER.toUpperCase())}`);
    expect(byEmail.map((e) => e.id)).toEqual(byId.map((e) => e.id));
    expect(await people('&actor=nobody@example.com')).toEqual([]);
    // Filters of one kind leave the other out.
    const statusOnly = (await call('get', 'audit-log?status=2xx&limit=100').expect(200)).body.entries as Entry[];
    expect(statusOnly.every((e) => e.kind === 'machine')).toBe(true);
    expect((await call('get', 'audit-log?kind=person&status=2xx').expect(200)).body.entries).toEqual([]);

    for (const query of ['kind=robot', 'action=User.Create', 'action=user..create', `actor=${'x'.repeat(400)}`]) {
      const res = await call('get', `audit-log?${query}`).expect(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('exports people’s actions like the rest, with the same filters', async () => {
    const lines = (await exported('kind=person&action=user'))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Entry);
    expect(lines.map((e) => e.action)).toEqual(['user.create', 'user.role.change', 'user.update', 'user.delete']);
    expect(lines[0]).toMatchObject({ kind: 'person', actor: { id: adminId }, target: expect.any(String) });
    const everything = (await exported()).split('\n').filter(Boolean);
    const listed = (await call('get', 'audit-log?limit=100').expect(200)).body.pagination.total;
    expect(everything).toHaveLength(listed);
  });

  it('filters of both kinds with time bounds: an empty answer, not a 500, at the list and the export', async () => {
    // Issue 42, item 2: every kind is filtered away, and the time bounds must not be bound to a query that no longer
    // uses them (PostgreSQL cannot type such a parameter).
    const bot = (
      (await call('get', 'machine-tokens').expect(200)).body.machineTokens as { id: string; name: string }[]
    ).find((t) => t.name === 'bot')!;
    const until = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const since = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
    const combinations = [
      `token_id=${bot.id}&action=secret&until=${until}`,
      `token_id=${bot.id}&action=secret&since=${since}&until=${until}`,
      `status=2xx&actor=${adminId}&since=${since}`,
      `kind=person&status=4xx&since=${since}&until=${until}`,
      `kind=machine&action=user&until=${until}`,
    ];
    for (const query of combinations) {
      expect({ query, body: await exported(query) }).toEqual({ query, body: '' });
      // The list takes no `until`: the same filters with `since` as its time bound.
      const listQuery = query.replace(/&until=[^&]*/, '').replace(/&since=[^&]*/, '') + `&since=${since}`;
      const listed = (await call('get', `audit-log?${listQuery}`).expect(200)).body;
      expect({ listQuery, listed }).toEqual({
        listQuery,
        listed: { entries: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } },
      });
    }
    // One kind kept, with both bounds and its own filters: still filtered, not emptied.
    const kept = (await exported(`token_id=${bot.id}&since=${since}&until=${until}`)).split('\n').filter(Boolean);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((line) => (JSON.parse(line) as Entry & { token_id: string }).token_id === bot.id)).toBe(true);
    const people = (await exported(`action=secret&actor=${adminId}&since=${since}&until=${until}`))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Entry);
    expect(people.map((e) => e.action)).toEqual(['secret.create', 'secret.replace', 'secret.delete']);
  });

  it('prunes people’s actions by the same retention as the machine-token requests', async () => {
    await fleet.db.query(
      `INSERT INTO person_audit_log (at, actor_id, actor_name, actor_method, action, target)
       SELECT now() - interval '31 days' - i * interval '1 second', 'old-actor', 'Old', 'local', 'secret.delete', 'X'
         FROM generate_series(1, 25) AS i`,
    );
    const recent = await personRows();
    const counts = await fleet.app.get(FleetAuditRetention).prune();
    expect(counts).toMatchObject({ person_audit_log: 25 });
    expect(await personRows()).toBe(recent - 25);
    expect(await people('&actor=old-actor')).toEqual([]);
    expect((await people()).length).toBeGreaterThan(10);
  });
});
