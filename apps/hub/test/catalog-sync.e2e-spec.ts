import { HubFixtures, startTestHub, testMode, type TestHub } from '#test/support';
import { SYNC_MARGIN_SECONDS } from '../src/catalog/catalog.repository.js';
import { trackVisibility } from '../src/catalog/visibility.js';

type Template = { id: string; slug: string; name: string; updated_at: string };

/** A sync client exactly as a fleet would run one: upsert `templates`, delete `removed`, keep `checked_at`. */
class SyncClient {
  readonly held = new Map<string, Template>();
  readonly everSeen = new Set<string>();
  readonly removedIds: string[] = [];
  since = '1970-01-01T00:00:00.000Z';
  /** Removals in the first response describe history from before this client; they are harmless no-ops. */
  private first = true;

  constructor(
    private readonly hub: TestHub,
    private readonly token?: string,
  ) {}

  async sync(): Promise<{ templates: Template[]; removed: { id: string; slug: string }[] }> {
    const req = this.hub.http.get(`/api/v1/catalog/templates/updates?since=${encodeURIComponent(this.since)}`);
    const res = await (this.token ? req.set('Authorization', `Bearer ${this.token}`) : req).expect(200);
    const ids = res.body.templates.map((t: Template) => t.id);
    for (const r of res.body.removed) expect(ids).not.toContain(r.id);
    for (const item of res.body.templates as Template[]) {
      // An instance key's items also carry the current revision's envelopes (docs/signing.md), which the list does not.
      const { signature, publisher, hub_signed, withdrawals, ...t } = item as Template & Record<string, unknown>;
      expect(this.token ? [signature !== undefined, hub_signed, withdrawals] : [signature]).toEqual(
        this.token ? [true, false, []] : [undefined],
      );
      void publisher;
      this.held.set(t.id, t);
      this.everSeen.add(t.id);
    }
    for (const r of res.body.removed as { id: string }[]) {
      if (!this.first) this.removedIds.push(r.id);
      this.held.delete(r.id);
    }
    this.first = false;
    this.since = res.body.checked_at;
    return res.body;
  }

  async visible(): Promise<Map<string, Template>> {
    const all = new Map<string, Template>();
    for (let page = 1; ; page += 1) {
      const req = this.hub.http.get(`/api/v1/catalog/templates?limit=100&page=${page}`);
      const res = await (this.token ? req.set('Authorization', `Bearer ${this.token}`) : req).expect(200);
      for (const t of res.body.templates as Template[]) all.set(t.id, t);
      if (page >= res.body.pagination.totalPages) return all;
    }
  }

  /**
   * `leakCheck`: every id in `removed` was seen by this client before. Meaningful only for clients
   * that exist from the database's start: later clients legitimately receive, within the sync
   * margin, removals of public templates deleted just before they started.
   */
  async expectConverged(leakCheck = false): Promise<void> {
    await this.sync();
    const truth = await this.visible();
    expect([...this.held.keys()].sort()).toEqual([...truth.keys()].sort());
    for (const [id, t] of truth) expect(this.held.get(id)).toEqual(t);
    if (leakCheck) for (const id of this.removedIds) expect(this.everSeen.has(id)).toBe(true);
  }
}

describe('incremental sync (catalog/templates/updates)', () => {
  let hub: TestHub;
  let fx: HubFixtures;

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
  });
  afterAll(() => hub.close());

  /** Catalog writes as the admin service makes them: in a transaction, through trackVisibility. */
  const write = (affected: { templateIds?: string[]; categoryIds?: string[] }, sql: string, params: unknown[]) =>
    hub.db.transaction((m) => trackVisibility(m, affected, () => m.query(sql, params)));

  it('keeps an organization client and an anonymous client equal to their visible sets through every kind of change', async () => {
    const pub = await fx.category({ slug: 'sync-pub' });
    const priv = await fx.category({ slug: 'sync-priv', is_private: true });
    const org = await fx.org();
    const other = await fx.org();
    const grantId = await fx.grant(org.id, priv.id);
    const orgClient = new SyncClient(hub, (await fx.instanceKey(org.id)).token);
    const anonClient = new SyncClient(hub);
    const otherClient = new SyncClient(hub, (await fx.instanceKey(other.id)).token);
    const clients = [orgClient, anonClient, otherClient];
    const converge = async () => {
      for (const c of clients) await c.expectConverged(true);
    };

    const a = await fx.template({ category_id: pub.id, slug: 'sync-a' });
    const b = await fx.template({ category_id: pub.id, slug: 'sync-b' });
    const p1 = await fx.template({ category_id: priv.id, slug: 'sync-p1' });
    const otherCat = await fx.category({ slug: 'sync-other' });
    const secret = await fx.template({
      category_id: otherCat.id,
      slug: 'sync-secret-of-other',
      is_public: false,
      owner_org_id: other.id,
    });
    await converge();
    expect(orgClient.held.size).toBe(3);
    expect(anonClient.held.size).toBe(2);
    expect(otherClient.held.size).toBe(3); // a, b and its own template

    // An update.
    await write({ templateIds: [a.id] }, `UPDATE templates SET name = 'A renamed', updated_at = now() WHERE id = $1`, [
      a.id,
    ]);
    await converge();
    expect([...orgClient.held.values()].find((t) => t.id === a.id)!.name).toBe('A renamed');

    // A delete.
    await write({ templateIds: [b.id] }, 'DELETE FROM templates WHERE id = $1', [b.id]);
    await converge();

    // A visibility flip to not public.
    await write({ templateIds: [a.id] }, 'UPDATE templates SET is_public = false, updated_at = now() WHERE id = $1', [
      a.id,
    ]);
    await converge();
    expect(orgClient.held.has(a.id)).toBe(false);

    // Ownership moved to the org: it becomes visible to it again without being public.
    await write({ templateIds: [a.id] }, 'UPDATE templates SET owner_org_id = $2 WHERE id = $1', [a.id, org.id]);
    await converge();
    expect(orgClient.held.has(a.id)).toBe(true);
    expect(anonClient.held.has(a.id)).toBe(false);

    // The category made private: anonymous and the other org lose its public templates.
    const c = await fx.template({ category_id: pub.id, slug: 'sync-c' });
    await converge();
    await write({ categoryIds: [pub.id] }, 'UPDATE categories SET is_private = true WHERE id = $1', [pub.id]);
    await converge();
    expect(anonClient.held.has(c.id)).toBe(false);
    expect(otherClient.held.has(c.id)).toBe(false);
    expect(orgClient.held.has(a.id)).toBe(true); // still owned

    // A grant added: the templates of the private category appear without changing themselves.
    await write({ categoryIds: [pub.id] }, 'INSERT INTO catalog_access (org_id, category_id) VALUES ($1, $2)', [
      org.id,
      pub.id,
    ]);
    await converge();
    expect(orgClient.held.has(c.id)).toBe(true);

    // A grant revoked.
    await write({ categoryIds: [priv.id] }, 'DELETE FROM catalog_access WHERE id = $1', [grantId]);
    await converge();
    expect(orgClient.held.has(p1.id)).toBe(false);

    // The category made public again.
    await write({ categoryIds: [pub.id] }, 'UPDATE categories SET is_private = false WHERE id = $1', [pub.id]);
    await converge();
    expect(anonClient.held.has(c.id)).toBe(true);

    // The other org's private template never reached anyone else, not even as a removal.
    expect(orgClient.everSeen.has(secret.id)).toBe(false);
    expect(anonClient.everSeen.has(secret.id)).toBe(false);
    await write({ templateIds: [secret.id] }, 'DELETE FROM templates WHERE id = $1', [secret.id]);
    await converge();
    expect(otherClient.removedIds).toContain(secret.id);
    expect(orgClient.removedIds).not.toContain(secret.id);
    expect(anonClient.removedIds).not.toContain(secret.id);
  });

  it('reads a since without a UTC offset as UTC, and refuses days that do not exist', async () => {
    // Seen only by its owner, so the other tests' clients never meet it.
    const org = await fx.org();
    const key = (await fx.instanceKey(org.id)).token;
    const cat = await fx.category({ slug: 'since-private', is_private: true });
    const t = await fx.template({ category_id: cat.id, slug: 'since-boundary', owner_org_id: org.id });
    await hub.db.query(`UPDATE templates SET updated_at = '2030-06-15T12:00:00Z' WHERE id = $1`, [t.id]);
    const sent = async (since: string) => {
      const res = await hub.http
        .get(`/api/v1/catalog/templates/updates?since=${encodeURIComponent(since)}`)
        .set('Authorization', `Bearer ${key}`)
        .expect(200);
      return res.body.templates.some((x: Template) => x.id === t.id);
    };
    for (const [since, included] of [
      ['2030-06-15T12:00:00', true],
      ['2030-06-15T12:00:00.001', false],
      ['2030-06-15 12:00', true],
      ['2030-06-15T12:00:01', false],
      ['2030-06-15T12:00:00Z', true],
      ['2030-06-15T14:00:00+02:00', true],
      ['2030-06-15T14:00:01+02:00', false],
      ['2030-06-15', true],
      ['2030-06-16', false],
    ] as const) {
      expect({ since, included: await sent(since) }).toEqual({ since, included });
    }
    for (const since of ['2024-02-30T10:00:00', '2024-02-30', '2023-02-29T00:00:00', '2024-01-01T24:30:00', '']) {
      const res = await hub.http
        .get(`/api/v1/catalog/templates/updates?since=${encodeURIComponent(since)}`)
        .set('Authorization', `Bearer ${key}`);
      expect({ since, status: res.status, code: res.body.code }).toEqual({
        since,
        status: 400,
        code: 'validation_failed',
      });
    }
  });

  it('does not lose a write that commits while a sync is running', async () => {
    const cat = await fx.category({ slug: 'race-cat' });
    const t = await fx.template({ category_id: cat.id, slug: 'race-t' });
    const client = new SyncClient(hub);
    await client.expectConverged();

    if (testMode() === 'postgres') {
      // A writer whose transaction started (and stamped the row) before the sync but commits after it.
      const runner = hub.db.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      await runner.query(`UPDATE templates SET name = 'written during sync', updated_at = now() WHERE id = $1`, [t.id]);
      const [{ started }] = await runner.query('SELECT now() AS started');
      // Held open past the horizon's safety margin, so only the open-writer rule can save it.
      await new Promise((r) => setTimeout(r, SYNC_MARGIN_SECONDS * 1000 + 500));
      const during = await client.sync();
      expect(during.templates.find((x) => x.id === t.id)?.name).not.toBe('written during sync'); // not committed
      expect(Date.parse(client.since)).toBeLessThanOrEqual(new Date(started).getTime()); // waits for the writer
      await runner.commitTransaction();
      await runner.release();
    } else {
      // The embedded database has one session: writes and syncs interleave but never overlap.
      await Promise.all([
        client.sync(),
        write(
          { templateIds: [t.id] },
          `UPDATE templates SET name = 'written during sync', updated_at = now() WHERE id = $1`,
          [t.id],
        ),
        client.sync(),
      ]);
    }
    await client.expectConverged();
    expect(client.held.get(t.id)!.name).toBe('written during sync');
  });

  it('converges under many concurrent writes and syncs', async () => {
    const cat = await fx.category({ slug: 'storm' });
    const org = await fx.org();
    const client = new SyncClient(hub, (await fx.instanceKey(org.id)).token);
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push((await fx.template({ category_id: cat.id, slug: `storm-${i}` })).id);
    const writes = ids.map((id, i) =>
      i % 3 === 0
        ? write({ templateIds: [id] }, 'DELETE FROM templates WHERE id = $1', [id])
        : write({ templateIds: [id] }, `UPDATE templates SET is_public = $2, updated_at = now() WHERE id = $1`, [
            id,
            i % 2 === 0,
          ]),
    );
    const syncs = (async () => {
      for (let i = 0; i < 5; i += 1) await client.sync();
    })();
    await Promise.all([...writes, syncs]);
    await client.expectConverged();
  });
});
