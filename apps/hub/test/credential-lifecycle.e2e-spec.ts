import { randomUUID } from 'node:crypto';
import { mintToken, parseToken } from '#lib/credentials';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';

const KEYS = '/api/v1/account/api-keys';
const TOKENS = '/api/v1/account/access-tokens';
const NOTIFICATIONS = '/api/v1/account/notifications';
const REVOKE = '/api/v1/credentials/revoke';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same token with its last (checksum) character changed: well-formed in shape, wrong checksum. */
function withBadChecksum(token: string): string {
  return token.slice(0, -1) + (token.at(-1) === '0' ? '1' : '0');
}

/**
 * The credential lifecycle (docs/api-decisions.md "Credential lifecycle"): rotation with a grace window, expiry,
 * organization notifications, and revocation by whoever finds a leaked credential.
 */
describe('credential lifecycle', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let orgA: string;
  let orgB: string;
  const users: Record<string, { token: string; userId: string }> = {};
  let address = 0;

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
    // The test client is a trusted proxy, so X-Forwarded-For gives each test its own source address.
    hub = await startTestHub({ env: { HUB_TRUSTED_PROXIES: '127.0.0.1' } });
    fx = new HubFixtures(hub);
    orgA = (await fx.org()).id;
    orgB = (await fx.org()).id;
    for (const [name, org, role] of [
      ['adminA', orgA, 'admin'],
      ['memberA', orgA, 'member'],
      ['adminB', orgB, 'admin'],
      ['noOrg', null, null],
      ['hubAdmin', null, null],
    ] as const) {
      users[name] = await newUser(name);
      if (org) await fx.membership(org, users[name].userId, role);
    }
    await fx.setRole(users.hubAdmin.userId, 'admin');
  });
  afterAll(() => hub.close());

  const as = (who: string) => ({ Authorization: `Bearer ${users[who].token}` });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const useKey = (token: string) => hub.http.get('/api/v1/instance-info').set(bearer(token));
  const nextAddress = () => `198.51.100.${++address}`;
  const report = (body: object, from = nextAddress()) => hub.http.post(REVOKE).set('X-Forwarded-For', from).send(body);

  async function createKey(body: object = {}): Promise<{ id: string; key: string; body: Record<string, unknown> }> {
    const res = await hub.http
      .post(KEYS)
      .set(as('adminA'))
      .send({ name: `key-${randomUUID().slice(0, 6)}`, ...body })
      .expect(201);
    return { id: res.body.apiKey.id, key: res.body.apiKey.key, body: res.body.apiKey };
  }

  async function reissue(body: object): Promise<{ key: string; body: Record<string, unknown> }> {
    const res = await hub.http.put(KEYS).set(as('adminA')).send(body).expect(200);
    return { key: res.body.apiKey.key, body: res.body.apiKey };
  }

  async function listed(id: string): Promise<Record<string, unknown>> {
    const res = await hub.http.get(KEYS).set(as('adminA')).expect(200);
    return res.body.apiKeys.find((k: { id: string }) => k.id === id);
  }

  /** last_used_at is written after the answer (at most once a minute): wait for it. */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 40; i++) {
      if (await check()) return;
      await sleep(50);
    }
    throw new Error('condition not reached');
  }

  /** A notification as the API shows it (docs/api-decisions.md "Credential lifecycle"). */
  interface Notice {
    id: string;
    kind: string;
    created_at: string;
    credential: { type: string; id: string; name: string; prefix: string };
    expires_at: string | null;
    secret: string | null;
    source: string | null;
    read_at: string | null;
    read_by: string | null;
  }

  async function notificationsOf(who: string, query = ''): Promise<Notice[]> {
    const res = await hub.http.get(`${NOTIFICATIONS}?limit=100${query}`).set(as(who)).expect(200);
    return res.body.notifications;
  }

  describe('re-issue with a grace window', () => {
    it('without grace_seconds keeps its behaviour: the old secret is refused at once', async () => {
      const { id, key } = await createKey();
      await useKey(key).expect(200);
      const next = await reissue({ id });
      expect(next.body.previous_expires_at).toBeNull();
      expect((await useKey(key).expect(401)).body.code).toBe('invalid_token');
      await useKey(next.key).expect(200);
      expect(await listed(id)).toMatchObject({ previous_expires_at: null, previous_last_used_at: null });
    });

    it('keeps the previous secret until previous_expires_at, counts its uses apart, then refuses it', async () => {
      const { id, key: old } = await createKey();
      const before = Date.now();
      const next = await reissue({ id, grace_seconds: 2 });
      const until = Date.parse(next.body.previous_expires_at as string);
      expect(until - before).toBeGreaterThan(1000);
      expect(until - Date.now()).toBeLessThanOrEqual(2000);
      // The previous secret works during the window, and its use shows apart from the new secret's.
      await useKey(old).expect(200);
      await eventually(async () => (await listed(id)).previous_last_used_at !== null);
      expect((await listed(id)).last_used_at).toBeNull();
      await useKey(next.key).expect(200);
      await eventually(async () => (await listed(id)).last_used_at !== null);
      // The organization is told that the fleet still uses the previous secret.
      const inUse = (await notificationsOf('memberA')).find(
        (n) => n.kind === 'previous_secret_in_use' && n.credential.id === id,
      );
      expect(inUse).toMatchObject({
        credential: { type: 'api_key', id, prefix: old.slice(0, 12) },
        expires_at: next.body.previous_expires_at,
        read_at: null,
      });
      await sleep(Math.max(0, until - Date.now()) + 150);
      // Past its window it is as unknown as any replaced secret (not "expired"); the new one keeps working.
      const refused = await useKey(old).expect(401);
      expect(refused.body.code).toBe('invalid_token');
      await useKey(next.key).expect(200);
    });

    it('ends the previous secret at once when the key is revoked', async () => {
      const { id, key: old } = await createKey();
      const next = await reissue({ id, grace_seconds: 3600 });
      await useKey(old).expect(200);
      await hub.http.delete(KEYS).set(as('adminA')).send({ id }).expect(200);
      expect((await useKey(old).expect(401)).body.code).toBe('invalid_token');
      expect((await useKey(next.key).expect(401)).body.code).toBe('invalid_token');
      expect(Date.parse((await listed(id)).previous_expires_at as string)).toBeLessThanOrEqual(Date.now());
    });

    it('ends the previous secret at once when the key is re-issued again', async () => {
      const { id, key: first } = await createKey();
      const second = await reissue({ id, grace_seconds: 3600 });
      await useKey(first).expect(200);
      const third = await reissue({ id });
      await useKey(first).expect(401);
      await useKey(second.key).expect(401);
      await useKey(third.key).expect(200);
      // Again with a window: only the secret just replaced is kept, never an older one.
      const fourth = await reissue({ id, grace_seconds: 3600 });
      await useKey(third.key).expect(200);
      await useKey(second.key).expect(401);
      await useKey(fourth.key).expect(200);
    });

    it('validates grace_seconds (1 s to 7 days, an integer)', async () => {
      const { id } = await createKey();
      for (const grace_seconds of [0, 604_801, 1.5, '10', -1]) {
        const res = await hub.http.put(KEYS).set(as('adminA')).send({ id, grace_seconds });
        expect({ grace_seconds, status: res.status, code: res.body.code }).toEqual({
          grace_seconds,
          status: 400,
          code: 'validation_failed',
        });
      }
      await reissue({ id, grace_seconds: 604_800 });
      // Members may not re-issue, with or without a window.
      await hub.http.put(KEYS).set(as('memberA')).send({ id, grace_seconds: 60 }).expect(403);
    });
  });

  describe('expiry', () => {
    it('takes expires_in_days (1–365) on create and re-issue, and lists expires_at', async () => {
      const { id, body } = await createKey({ expires_in_days: 30 });
      const days = (Date.parse(body.expires_at as string) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      expect((await listed(id)).expires_at).toBe(body.expires_at);
      const next = await reissue({ id, expires_in_days: 1 });
      expect(Date.parse(next.body.expires_at as string) - Date.now()).toBeLessThanOrEqual(86_400_000);
      // Omitted on a re-issue: the key keeps its expiry; null removes it.
      expect((await reissue({ id })).body.expires_at).toBe(next.body.expires_at);
      expect((await reissue({ id, expires_in_days: null })).body.expires_at).toBeNull();
      expect((await createKey()).body.expires_at).toBeNull();
      for (const expires_in_days of [0, 366, 2.5, '7']) {
        await hub.http.post(KEYS).set(as('adminA')).send({ name: 'x', expires_in_days }).expect(400);
        await hub.http.put(KEYS).set(as('adminA')).send({ id, expires_in_days }).expect(400);
      }
    });

    it('refuses an expired key with 401 token_expired, unknown and revoked keys alike with invalid_token', async () => {
      const { id, key } = await createKey({ expires_in_days: 1 });
      await useKey(key).expect(200);
      await hub.db.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
      const expired = await useKey(key).expect(401);
      expect(expired.headers['content-type']).toContain('application/problem+json');
      expect(expired.body).toMatchObject({ status: 401, code: 'token_expired' });
      expect(expired.headers['www-authenticate']).toBe(
        'Bearer error="invalid_token", error_description="The access token expired"',
      );
      expect((await listed(id)).status).toBe('expired');
      // Unknown and revoked cannot be told apart (same status, code and detail).
      const unknown = await useKey(mintToken('instanceKey').token).expect(401);
      const revokedKey = await createKey();
      await hub.http.delete(KEYS).set(as('adminA')).send({ id: revokedKey.id }).expect(200);
      const revoked = await useKey(revokedKey.key).expect(401);
      expect(revoked.body).toEqual(unknown.body);
      expect(revoked.headers['www-authenticate']).toBe(unknown.headers['www-authenticate']);
      expect(unknown.body.code).toBe('invalid_token');
      // An expired key can be re-issued with a new expiry (or null): same instance, a new secret that works.
      // Without one it would keep an expiry that has passed: 400, and the old secret is still the key's.
      const refused = await hub.http.put(KEYS).set(as('adminA')).send({ id }).expect(400);
      expect(refused.body.errors).toEqual([{ field: 'expires_in_days', message: expect.any(String) }]);
      expect((await listed(id)).status).toBe('expired');
      const renewed = await reissue({ id, expires_in_days: 7 });
      await useKey(renewed.key).expect(200);
      expect((await listed(id)).status).toBe('active');
    });

    it('a re-issue without expires_in_days keeps the expiry as it was; only an explicit null removes it', async () => {
      const { id, key, body } = await createKey({ expires_in_days: 30 });
      const kept = await reissue({ id });
      expect(kept.body.expires_at).toBe(body.expires_at);
      expect((await listed(id)).expires_at).toBe(body.expires_at);
      // With a grace window too; the previous secret never outlives it.
      const graced = await reissue({ id, grace_seconds: 60 });
      expect(graced.body.expires_at).toBe(body.expires_at);
      await useKey(kept.key).expect(200);
      await useKey(key).expect(401);
      const removed = await reissue({ id, expires_in_days: null });
      expect(removed.body.expires_at).toBeNull();
      expect((await listed(id)).expires_at).toBeNull();
      // A key without an expiry stays without one.
      expect((await reissue({ id })).body.expires_at).toBeNull();
      await hub.http.put(KEYS).set(as('adminA')).send({ id, expires_in_days: 'never' }).expect(400);
      // Members still cannot re-issue, whatever the expiry.
      await hub.http.put(KEYS).set(as('memberA')).send({ id, expires_in_days: null }).expect(403);
    });

    it('a grace window never outlives the expiry of the secret it keeps', async () => {
      const { id, key } = await createKey({ expires_in_days: 1 });
      await hub.db.query(`UPDATE api_keys SET expires_at = now() + interval '1 second' WHERE id = $1`, [id]);
      const next = await reissue({ id, grace_seconds: 3600, expires_in_days: null });
      expect(Date.parse(next.body.previous_expires_at as string) - Date.now()).toBeLessThanOrEqual(1000);
      await sleep(Math.max(0, Date.parse(next.body.previous_expires_at as string) - Date.now()) + 150);
      await useKey(key).expect(401);
      await useKey(next.key).expect(200);
    });

    it('the previous secret ends with its key: once the key expires, neither secret is accepted', async () => {
      const { id, key } = await createKey({});
      const next = await reissue({ id, grace_seconds: 3600, expires_in_days: 1 });
      await useKey(key).expect(200);
      await hub.db.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
      const previous = await useKey(key).expect(401);
      expect(previous.body.code).toBe('token_expired');
      expect((await useKey(next.key).expect(401)).body.code).toBe('token_expired');
    });

    it('admin stats count the active keys expiring within 7 days', async () => {
      const stats = async () => (await hub.http.get('/api/v1/admin/stats').set(as('hubAdmin')).expect(200)).body.stats;
      const before = await stats();
      const soon = await createKey({ expires_in_days: 3 });
      await createKey({ expires_in_days: 30 });
      const gone = await createKey({ expires_in_days: 3 });
      await hub.db.query(`UPDATE api_keys SET expires_at = now() - interval '1 minute' WHERE id = $1`, [gone.id]);
      const after = await stats();
      expect(after.api_keys_expiring_soon - before.api_keys_expiring_soon).toBe(1);
      // An expired key is not an active one.
      expect(after.api_keys - before.api_keys).toBe(2);
      await hub.http.delete(KEYS).set(as('adminA')).send({ id: soon.id }).expect(200);
      expect((await stats()).api_keys_expiring_soon).toBe(before.api_keys_expiring_soon);
      await hub.http.get('/api/v1/admin/stats').set(as('adminA')).expect(403);
    });
  });

  describe('personal access tokens rotated with a grace window', () => {
    const mcp = (token: string) =>
      fetch(`${hub.mcpUrl}/mcp`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
        }),
      });

    async function mintPat(): Promise<{ id: string; token: string }> {
      const instance = await createKey();
      const res = await hub.http
        .post(TOKENS)
        .set(as('memberA'))
        .send({ name: 'laptop', instance_id: instance.id })
        .expect(201);
      return res.body.accessToken;
    }

    async function tokenListed(id: string): Promise<Record<string, unknown>> {
      const res = await hub.http.get(TOKENS).set(as('memberA')).expect(200);
      return res.body.accessTokens.find((t: { id: string }) => t.id === id);
    }

    it('keeps the previous secret until its time, counted in previous_last_used_at', async () => {
      const pat = await mintPat();
      const rotated = await hub.http.put(TOKENS).set(as('memberA')).send({ id: pat.id, grace_seconds: 1 }).expect(200);
      const until = Date.parse(rotated.body.accessToken.previous_expires_at);
      expect((await mcp(pat.token)).status).toBe(200);
      await eventually(async () => (await tokenListed(pat.id)).previous_last_used_at !== null);
      expect((await tokenListed(pat.id)).last_used_at).toBeNull();
      await sleep(Math.max(0, until - Date.now()) + 150);
      expect((await mcp(pat.token)).status).toBe(401);
      expect((await mcp(rotated.body.accessToken.token)).status).toBe(200);
    });

    it('keeps the expiry when expires_in_days is omitted, sets or removes it when given', async () => {
      const instance = await createKey();
      const minted = (
        await hub.http
          .post(TOKENS)
          .set(as('memberA'))
          .send({ name: 'expiring', instance_id: instance.id, expires_in_days: 30 })
          .expect(201)
      ).body.accessToken;
      const rotate = (body: object) =>
        hub.http
          .put(TOKENS)
          .set(as('memberA'))
          .send({ id: minted.id, ...body });
      const kept = (await rotate({ grace_seconds: 60 }).expect(200)).body.accessToken;
      expect(kept.expires_at).toBe(minted.expires_at);
      expect((await tokenListed(minted.id)).expires_at).toBe(minted.expires_at);
      const shorter = (await rotate({ expires_in_days: 5 }).expect(200)).body.accessToken;
      const days = (Date.parse(shorter.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(4.9);
      expect(days).toBeLessThanOrEqual(5);
      expect((await rotate({ expires_in_days: null }).expect(200)).body.accessToken.expires_at).toBeNull();
      expect((await tokenListed(minted.id)).expires_at).toBeNull();
      expect((await rotate({}).expect(200)).body.accessToken.expires_at).toBeNull();
      for (const expires_in_days of [0, 366, 2.5, '7']) await rotate({ expires_in_days }).expect(400);
      // An expired token: 409 when rotated as it is, a working secret when given a new expiry.
      const again = (await rotate({ expires_in_days: 1 }).expect(200)).body.accessToken;
      await hub.db.query(`UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        minted.id,
      ]);
      expect((await mcp(again.token)).status).toBe(401);
      await rotate({}).expect(409);
      const revived = (await rotate({ expires_in_days: 2 }).expect(200)).body.accessToken;
      expect((await mcp(revived.token)).status).toBe(200);
      // Only the minter rotates: an organization admin gets 403, another organization 404.
      await hub.http.put(TOKENS).set(as('adminA')).send({ id: minted.id, expires_in_days: null }).expect(403);
      await hub.http.put(TOKENS).set(as('adminB')).send({ id: minted.id, expires_in_days: null }).expect(404);
    });

    it('ends the previous secret at once on revoke and on another rotation; validates grace_seconds', async () => {
      const pat = await mintPat();
      const second = (
        await hub.http.put(TOKENS).set(as('memberA')).send({ id: pat.id, grace_seconds: 3600 }).expect(200)
      ).body.accessToken.token;
      expect((await mcp(pat.token)).status).toBe(200);
      const third = (await hub.http.put(TOKENS).set(as('memberA')).send({ id: pat.id }).expect(200)).body.accessToken
        .token;
      expect((await mcp(pat.token)).status).toBe(401);
      expect((await mcp(second)).status).toBe(401);
      const fourth = (
        await hub.http.put(TOKENS).set(as('memberA')).send({ id: pat.id, grace_seconds: 3600 }).expect(200)
      ).body.accessToken.token;
      expect((await mcp(third)).status).toBe(200);
      await hub.http.delete(TOKENS).set(as('memberA')).send({ id: pat.id }).expect(200);
      expect((await mcp(third)).status).toBe(401);
      expect((await mcp(fourth)).status).toBe(401);
      for (const grace_seconds of [0, 604_801, '5']) {
        await hub.http.put(TOKENS).set(as('memberA')).send({ id: pat.id, grace_seconds }).expect(400);
      }
    });
  });

  describe('notifications', () => {
    it('lists expiring keys and tokens to the organization’s members only, newest first, paged', async () => {
      const key = await createKey({ expires_in_days: 3 });
      const later = await createKey({ expires_in_days: 60 });
      const pat = (
        await hub.http
          .post(TOKENS)
          .set(as('memberA'))
          .send({ name: 'short', instance_id: later.id, expires_in_days: 2 })
          .expect(201)
      ).body.accessToken;
      const mine = await notificationsOf('memberA');
      const expiring = mine.filter((n) => n.kind === 'credential_expiring');
      expect(expiring.map((n) => n.credential.id)).toEqual(expect.arrayContaining([key.id, pat.id]));
      expect(expiring.map((n) => n.credential.id)).not.toContain(later.id);
      expect(expiring.find((n) => n.credential.id === pat.id)).toMatchObject({
        credential: { type: 'access_token', name: 'short', prefix: pat.token_prefix },
        expires_at: pat.expires_at,
      });
      // Raised once per expiry, however often the list is read.
      expect((await notificationsOf('memberA')).length).toBe(mine.length);
      const times = mine.map((n) => Date.parse(n.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const page = await hub.http.get(`${NOTIFICATIONS}?limit=1&page=2`).set(as('memberA')).expect(200);
      expect(page.body.pagination).toEqual({ page: 2, limit: 1, total: mine.length, totalPages: mine.length });
      expect(page.body.notifications).toEqual([mine[1]]);
      // Another organization sees none of them; no organization, no credential, an instance key: refused.
      const theirs = await notificationsOf('adminB');
      expect(theirs.map((n) => n.credential.id)).not.toEqual(expect.arrayContaining([key.id]));
      expect(theirs).toEqual([]);
      expect((await hub.http.get(NOTIFICATIONS).set(as('noOrg')).expect(404)).body.code).toBe('no_organization');
      expect((await hub.http.get(NOTIFICATIONS).expect(401)).body.code).toBe('unauthenticated');
      await hub.http.get(NOTIFICATIONS).set(bearer(key.key)).expect(401);
      await hub.http.get(`${NOTIFICATIONS}?unread=maybe`).set(as('memberA')).expect(400);
    });

    it('organization admins mark them read; members and other organizations cannot', async () => {
      await createKey({ expires_in_days: 1 });
      const [first] = await notificationsOf('memberA', '&unread=true');
      expect(first).toBeDefined();
      await hub.http
        .put(NOTIFICATIONS)
        .set(as('memberA'))
        .send({ ids: [first.id] })
        .expect(403);
      await hub.http
        .put(NOTIFICATIONS)
        .set(as('adminB'))
        .send({ ids: [first.id] })
        .expect(404);
      // All or none: one foreign id and nothing is marked.
      await hub.http
        .put(NOTIFICATIONS)
        .set(as('adminA'))
        .send({ ids: [first.id, randomUUID()] })
        .expect(404);
      expect((await notificationsOf('memberA')).find((n) => n.id === first.id)?.read_at).toBeNull();
      const marked = await hub.http
        .put(NOTIFICATIONS)
        .set(as('adminA'))
        .send({ ids: [first.id] })
        .expect(200);
      expect(marked.body.notifications).toHaveLength(1);
      expect(marked.body.notifications[0]).toMatchObject({ id: first.id, read_by: users.adminA.userId });
      expect(marked.body.notifications[0].read_at).not.toBeNull();
      expect((await notificationsOf('memberA', '&unread=true')).map((n) => n.id)).not.toContain(first.id);
      for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { ids: Array.from({ length: 101 }, randomUUID) }]) {
        await hub.http.put(NOTIFICATIONS).set(as('adminA')).send(body).expect(400);
      }
    });
  });

  describe('public revocation of leaked credentials', () => {
    it('revokes a matching key, answers exactly as for a non-matching token, and notifies its organization', async () => {
      const { id, key } = await createKey();
      await useKey(key).expect(200);
      const matching = await report({ credentials: [key], source: 'public repository scan' });
      const other = await report({ credentials: [mintToken('instanceKey').token], source: 'public repository scan' });
      expect(matching.status).toBe(202);
      expect(other.status).toBe(202);
      expect(matching.body).toEqual({ received: 1 });
      expect(other.body).toEqual(matching.body);
      expect(other.headers['content-type']).toBe(matching.headers['content-type']);
      expect((await useKey(key).expect(401)).body.code).toBe('invalid_token');
      expect(await listed(id)).toMatchObject({ status: 'revoked' });
      const leaked = (await notificationsOf('memberA')).find(
        (n) => n.kind === 'credential_leaked' && n.credential.id === id,
      );
      expect(leaked).toMatchObject({
        credential: { type: 'api_key', id, name: (await listed(id)).name, prefix: key.slice(0, 12) },
        secret: 'current',
        source: 'public repository scan',
        read_at: null,
      });
      expect(Math.abs(Date.parse(leaked!.created_at) - Date.now())).toBeLessThan(60_000);
      expect(await notificationsOf('adminB')).toEqual([]);
      // The audit record, addon-audit style, readable by hub admins.
      const audit = await hub.http
        .get(`/api/v1/admin/addon-audit-events?instance_id=${id}&addon=hub`)
        .set(as('hubAdmin'))
        .expect(200);
      expect(audit.body.events).toHaveLength(1);
      expect(audit.body.events[0]).toMatchObject({
        instance_id: id,
        org_id: orgA,
        addon: 'hub',
        action: 'credential.leak_reported',
        target: key.slice(0, 12),
        outcome: 'revoked',
        metadata: {
          credential_type: 'api_key',
          credential_id: id,
          secret: 'current',
          source: 'public repository scan',
        },
      });
      expect(JSON.stringify(audit.body)).not.toContain(key);
      // Reporting it again changes nothing more.
      await report({ credentials: [key] }).expect(202);
      expect(
        (await notificationsOf('memberA')).filter((n) => n.credential.id === id && n.kind === 'credential_leaked'),
      ).toHaveLength(1);
    });

    it('revokes a personal access token, and ends a previous secret without revoking the key', async () => {
      const instance = await createKey();
      const pat = (
        await hub.http.post(TOKENS).set(as('memberA')).send({ name: 'leaky', instance_id: instance.id }).expect(201)
      ).body.accessToken;
      const next = await reissue({ id: instance.id, grace_seconds: 3600 });
      await useKey(instance.key).expect(200);
      await report({ credentials: [pat.token, instance.key, 'not a token'] })
        .expect(202)
        .expect({ received: 3 });
      const tokens = (await hub.http.get(TOKENS).set(as('memberA')).expect(200)).body.accessTokens;
      expect(tokens.find((t: { id: string }) => t.id === pat.id).status).toBe('revoked');
      await useKey(instance.key).expect(401);
      await useKey(next.key).expect(200);
      expect(await listed(instance.id)).toMatchObject({ status: 'active' });
      const leaks = (await notificationsOf('memberA')).filter((n) => n.kind === 'credential_leaked');
      expect(leaks.find((n) => n.credential.id === pat.id)).toMatchObject({
        credential: { type: 'access_token', name: 'leaky', prefix: pat.token_prefix },
        secret: 'current',
        source: null,
      });
      expect(leaks.find((n) => n.credential.id === instance.id)).toMatchObject({
        credential: { type: 'api_key', prefix: instance.key.slice(0, 12) },
        secret: 'previous',
      });
    });

    it('never revokes on a bad checksum', async () => {
      const { id, key } = await createKey();
      const pat = (await hub.http.post(TOKENS).set(as('memberA')).send({ name: 'x', instance_id: id }).expect(201)).body
        .accessToken;
      const bad = [withBadChecksum(key), withBadChecksum(pat.token)];
      expect(bad.map((t) => parseToken(t))).toEqual([null, null]);
      await report({ credentials: bad, source: 'typo' }).expect(202).expect({ received: 2 });
      await useKey(key).expect(200);
      expect(await listed(id)).toMatchObject({ status: 'active' });
      const tokens = (await hub.http.get(TOKENS).set(as('memberA')).expect(200)).body.accessTokens;
      expect(tokens.find((t: { id: string }) => t.id === pat.id).status).toBe('active');
      expect((await notificationsOf('memberA')).filter((n) => n.source === 'typo')).toEqual([]);
    });

    it('needs no credential and ignores one that is sent; validates the body', async () => {
      await report({ credentials: ['x'] })
        .set('Authorization', 'Bearer nonsense')
        .expect(202)
        .expect({ received: 1 });
      for (const body of [
        {},
        { credentials: [] },
        { credentials: 'svch_x' },
        { credentials: [1] },
        { credentials: ['x'.repeat(513)] },
        { credentials: Array.from({ length: 101 }, () => 'x') },
        { credentials: ['x'], source: 'y'.repeat(501) },
        { credentials: ['x'], extra: true },
      ]) {
        const res = await report(body);
        expect({ body, status: res.status, code: res.body.code }).toEqual({
          body,
          status: 400,
          code: 'validation_failed',
        });
      }
      await report({ credentials: Array.from({ length: 100 }, () => 'x') })
        .expect(202)
        .expect({ received: 100 });
    });

    it('is rate-limited per source address, with Retry-After', async () => {
      const from = nextAddress();
      for (let i = 0; i < 10; i++) await report({ credentials: ['x'] }, from).expect(202);
      const limited = await report({ credentials: [mintToken('instanceKey').token] }, from).expect(429);
      expect(limited.headers['content-type']).toContain('application/problem+json');
      expect(limited.body).toMatchObject({ status: 429, code: 'rate_limited' });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Invalid bodies count too, and another address is not affected.
      await report({}, from).expect(429);
      await report({ credentials: ['x'] }).expect(202);
      // A rate-limited report revokes nothing.
      const { key } = await createKey();
      await report({ credentials: [key] }, from).expect(429);
      await useKey(key).expect(200);
    });
  });
});
