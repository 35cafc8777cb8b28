import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type Inventory, parseNodeList } from '#lib/hardware';
import { HubFixtures, startTestHub, testMode, type TestHub } from '#test/support';
import { clusterOf, type RecordedNodeList } from '../../../libs/hardware/src/fixtures.js';
import { makeUser } from './account-admin.helpers.js';

/** What a fleet reports for these recorded NodeLists. */
function inventoryOf(...lists: RecordedNodeList[]): Inventory {
  const parsed = parseNodeList(clusterOf(...lists));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return { network_types: ['public'], nodes: parsed.value };
}

interface Requirements {
  gpu_count?: number;
  vram_request?: string;
  cpu_request?: string;
  memory_request?: string;
  node_selector?: Record<string, string>;
  tolerations?: object[];
  required_network_types?: string[];
  min_tier?: string;
}

/**
 * "Will it run here?" over HTTP (docs/api-decisions.md): the fleet's inventory in PUT /instance-info, the fit
 * answer per template, the list's `fits=true` / `include=fit`, their cache (a new report is seen at once, also by
 * another hub process on the same database), and MCP check_fit through the official SDK client. The rules
 * themselves are tested code by code in libs/hardware/src/fit.spec.ts.
 */
describe('catalog fit', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let org: { id: string };
  let key: { id: string; token: string };
  let category: { id: string };
  const slugs: Record<string, string> = {};

  const asKey = (token = key.token) => ({ Authorization: `Bearer ${token}` });
  const report = (inventory: unknown, token = key.token, on: TestHub = hub) =>
    on.http.put('/api/v1/instance-info').set(asKey(token)).send({ version: '1.0.0', inventory });
  const fit = (slug: string, token = key.token, on: TestHub = hub) =>
    on.http.get(`/api/v1/catalog/templates/${slug}/fit`).set(asKey(token));
  const fitting = async (token = key.token, on: TestHub = hub): Promise<string[]> => {
    const res = await on.http
      .get(`/api/v1/catalog/templates?fits=true&category=${slugs.category}&limit=100`)
      .set(asKey(token))
      .expect(200);
    return (res.body.templates as { slug: string }[]).map((t) => t.slug);
  };

  async function template(name: string, requirements: Requirements, extra: { is_public?: boolean } = {}) {
    const row = await fx.template({ category_id: category.id, slug: `${name}-${randomUUID().slice(0, 6)}`, ...extra });
    await hub.db.query(
      `UPDATE templates SET gpu_count = $2, vram_request = $3, cpu_request = $4, memory_request = $5,
         node_selector = $6::jsonb, tolerations = $7::jsonb, required_network_types = $8::text[], min_tier = $9
       WHERE id = $1`,
      [
        row.id,
        requirements.gpu_count ?? 0,
        requirements.vram_request ?? '',
        requirements.cpu_request ?? '',
        requirements.memory_request ?? '',
        JSON.stringify(requirements.node_selector ?? {}),
        JSON.stringify(requirements.tolerations ?? []),
        requirements.required_network_types ?? [],
        requirements.min_tier ?? 'free',
      ],
    );
    slugs[name] = row.slug;
    return row;
  }

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_PUBLIC_URL: 'https://hub.example.test' } });
    fx = new HubFixtures(hub);
    org = await fx.org({ tier: 'pro' });
    key = await fx.instanceKey(org.id);
    const cat = await fx.category();
    category = cat;
    slugs.category = cat.slug;
    await template('small', { cpu_request: '2', memory_request: '4Gi' });
    await template('l4-pair', { gpu_count: 2, vram_request: '20Gi', cpu_request: '8', memory_request: '32Gi' });
    await template('big-model', { gpu_count: 2, vram_request: '80G', cpu_request: '16', memory_request: '128Gi' });
    await template('eight-h100', { gpu_count: 8, vram_request: '80G' });
    await template('enterprise', { min_tier: 'enterprise' });
    await template('direct-net', { required_network_types: ['public', 'rdma'] });
    await template('a10g', { gpu_count: 1, node_selector: { 'nvidia.com/gpu.product': 'NVIDIA-A10G' } });
  });
  afterAll(async () => {
    await hub?.close();
  });

  it('answers unknown (no_inventory) before the fleet reports, and fits=true lists nothing', async () => {
    const res = await fit(slugs.small).expect(200);
    expect(res.body).toEqual({
      verdict: 'unknown',
      reasons: [expect.objectContaining({ code: 'no_inventory', field: 'inventory', required: null, available: null })],
      nodes_that_fit: null,
      max_copies: null,
      concurrent_jobs: 1,
      inventory_reported_at: null,
    });
    expect(await fitting()).toEqual([]);
  });

  it('accepts only instance keys, and 404s a template the instance cannot see', async () => {
    await hub.http.get(`/api/v1/catalog/templates/${slugs.small}/fit`).expect(401);
    const signedIn = await makeUser(hub);
    await hub.http
      .get(`/api/v1/catalog/templates/${slugs.small}/fit`)
      .set('Authorization', `Bearer ${signedIn.token}`)
      .expect(401);
    const hidden = await template('hidden', {}, { is_public: false });
    expect((await fit(hidden.slug).expect(404)).body).toMatchObject({ code: 'not_found' });
    await fit('no-such-template').expect(404);
    // The list's fit parameters answer for an instance: anyone else gets 400.
    for (const query of ['fits=true', 'include=fit']) {
      const anonymous = await hub.http.get(`/api/v1/catalog/templates?${query}`).expect(400);
      expect(anonymous.body).toMatchObject({ code: 'validation_failed' });
      await hub.http
        .get(`/api/v1/catalog/templates?${query}`)
        .set('Authorization', `Bearer ${signedIn.token}`)
        .expect(400);
    }
    await hub.http.get('/api/v1/catalog/templates?fits=maybe').set(asKey()).expect(400);
    await hub.http.get('/api/v1/catalog/templates?include=everything').set(asKey()).expect(400);
  });

  it('refuses a bad inventory with a 400 naming the node and the field, and more than 2,000 nodes', async () => {
    const inventory = inventoryOf('l4-4x24gb', 'cpu-only');
    (inventory.nodes[1].allocatable as { memory: string }).memory = '64 GB';
    const bad = await report(inventory).expect(400);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'inventory.nodes[1].allocatable.memory', message: expect.stringContaining('node cpu-0') }],
    });
    const tooMany = { network_types: [], nodes: Array.from({ length: 2001 }, (_, i) => ({ name: `n${i}` })) };
    const many = await report(tooMany).expect(400);
    expect(many.body.errors[0]).toMatchObject({ field: 'inventory.nodes', message: expect.stringContaining('2000') });
    await report('not an object').expect(400);
    // Exactly 2,000 nodes with their labels (a body of megabytes) is taken.
    const node = inventoryOf('l4-4x24gb').nodes[0];
    const full = { network_types: [], nodes: Array.from({ length: 2000 }, (_, i) => ({ ...node, name: `gpu-${i}` })) };
    const big = JSON.stringify(full);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const other = await fx.instanceKey(org.id);
    await report(full, other.token).expect(200);
    expect((await fit(slugs['l4-pair'], other.token).expect(200)).body).toMatchObject({ nodes_that_fit: 2000 });
    // Nothing was stored.
    expect((await fit(slugs.small).expect(200)).body.verdict).toBe('unknown');
  });

  it('answers per template once the fleet reports, with reasons and max_copies', async () => {
    await report(inventoryOf('l4-4x24gb', 'cpu-only', 'tainted-gpu')).expect(200);

    const small = (await fit(slugs.small).expect(200)).body;
    // 47.81 cores / 2 = 23 and 186 GiB / 4 = 44 → 23; the CPU-only node: 7; the tainted node is ruled out.
    expect(small).toMatchObject({ verdict: 'fits', reasons: [], nodes_that_fit: 2, max_copies: 23 + 7 });
    expect(Date.parse(small.inventory_reported_at)).toBeGreaterThan(Date.now() - 60_000);

    expect((await fit(slugs['l4-pair']).expect(200)).body).toMatchObject({
      verdict: 'fits',
      nodes_that_fit: 1,
      max_copies: 2,
    });
    const big = (await fit(slugs['big-model']).expect(200)).body;
    expect(big.verdict).toBe('does_not_fit');
    expect(big.reasons).toContainEqual(
      expect.objectContaining({ code: 'gpu_memory', field: 'vram_request', required: '80G', available: '23034Mi' }),
    );
    expect((await fit(slugs.enterprise).expect(200)).body.reasons).toEqual([
      expect.objectContaining({ code: 'tier', required: 'enterprise', available: 'pro' }),
    ]);
    expect((await fit(slugs['direct-net']).expect(200)).body.reasons).toEqual([
      expect.objectContaining({ code: 'network_types', required: ['public', 'rdma'], available: ['public'] }),
    ]);
    const a10g = (await fit(slugs.a10g).expect(200)).body;
    expect(a10g.verdict).toBe('does_not_fit');
    expect(a10g.reasons.map((r: { code: string }) => r.code).sort()).toEqual(['gpu_count', 'node_selector', 'taints']);

    const list = await hub.http
      .get(`/api/v1/catalog/templates?include=fit&category=${slugs.category}&limit=100`)
      .set(asKey())
      .expect(200);
    const verdicts = Object.fromEntries(
      (list.body.templates as { slug: string; fit: { verdict: string } }[]).map((t) => [t.slug, t.fit.verdict]),
    );
    expect(verdicts).toMatchObject({ [slugs.small]: 'fits', [slugs['big-model']]: 'does_not_fit' });
    expect(list.body.pagination.total).toBe(Object.keys(verdicts).length);
    expect((await fitting()).sort()).toEqual([slugs['l4-pair'], slugs.small].sort());
    // fits=true pages after filtering.
    const page = await hub.http
      .get(`/api/v1/catalog/templates?fits=true&category=${slugs.category}&limit=1&page=2`)
      .set(asKey())
      .expect(200);
    expect(page.body.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(page.body.templates).toHaveLength(1);
    expect(page.body.templates[0].fit).toBeUndefined();
    // A plain list is untouched.
    const plain = await hub.http.get(`/api/v1/catalog/templates?category=${slugs.category}`).set(asKey()).expect(200);
    expect(plain.body.templates[0].fit).toBeUndefined();
    // ETag and 304 like every catalog GET.
    const again = await fit(slugs.small)
      .set('If-None-Match', (await fit(slugs.small)).headers.etag)
      .expect(304);
    expect(again.body).toEqual({});
  });

  it('an unparsable stored quantity is unknown, never fits', async () => {
    const odd = await template('odd', { cpu_request: 'lots' });
    const res = await fit(odd.slug).expect(200);
    expect(res.body).toMatchObject({ verdict: 'unknown', nodes_that_fit: null, max_copies: null });
    expect(res.body.reasons).toEqual([
      expect.objectContaining({ code: 'unparsable_quantity', field: 'cpu_request', required: 'lots' }),
    ]);
    expect(await fitting()).not.toContain(odd.slug);
  });

  it('a stale inventory gets a warning beside a verdict still computed', async () => {
    const other = await fx.instanceKey(org.id);
    await report(inventoryOf('cpu-only'), other.token).expect(200);
    await hub.db.query(
      `UPDATE instance_inventories SET reported_at = now() - interval '8 days' WHERE instance_id = $1`,
      [other.id],
    );
    const res = await fit(slugs.small, other.token).expect(200);
    expect(res.body.verdict).toBe('fits');
    expect(res.body.reasons).toEqual([
      expect.objectContaining({ code: 'inventory_stale', field: 'inventory_reported_at' }),
    ]);
    // Each instance answers for its own cluster: this one has no GPUs.
    expect((await fit(slugs['l4-pair'], other.token).expect(200)).body.verdict).toBe('does_not_fit');
  });

  it('fits=true follows a new report at once (the cached answer is dropped)', async () => {
    expect(await fitting()).not.toContain(slugs['eight-h100']);
    // The same inventory again changes nothing and flushes nothing.
    await report(inventoryOf('l4-4x24gb', 'cpu-only', 'tainted-gpu')).expect(200);
    expect(await fitting()).not.toContain(slugs['eight-h100']);
    await report(inventoryOf('h100-8x80gb', 'cpu-only')).expect(200);
    const now = await fitting();
    expect(now).toContain(slugs['eight-h100']);
    expect(now).toContain(slugs['big-model']);
    expect((await fit(slugs['big-model']).expect(200)).body).toMatchObject({ verdict: 'fits', max_copies: 4 });
  });

  it('fits=true with a broad search over thousands of matches answers 200 with every fitting template, in order', async () => {
    // 2,000 templates share the word "quokka"; four shapes of requirements take turns: small (fits), a CPU request no
    // node has, the enterprise tier (the organization is pro), and no requests at all. Each shape's verdict comes
    // from the per-template fit route; the list must keep exactly the templates of the shapes that fit.
    const COUNT = 2000;
    const broad = await fx.category();
    // In batches: each statement stays well inside the hub data source's statement timeout on a busy machine.
    for (let from = 0; from < COUNT; from += 200) {
      await hub.db.query(
        `INSERT INTO templates (name, slug, description, category_id, image_name, cpu_request, memory_request, min_tier)
       SELECT 'Quokka ' || lpad(i::text, 4, '0'), 'quokka-' || lpad(i::text, 4, '0'),
              'A quokka service number ' || i, $1, 'example/image',
              (ARRAY['500m', '10000', '', ''])[i % 4 + 1], (ARRAY['1Gi', '', '', ''])[i % 4 + 1],
              (ARRAY['free', 'free', 'enterprise', 'free'])[i % 4 + 1]
         FROM generate_series($2::int, $3::int) AS i`,
        [broad.id, from, from + 199],
      );
    }
    const fleetKey = await fx.instanceKey(org.id);
    await report(inventoryOf('l4-4x24gb', 'cpu-only'), fleetKey.token).expect(200);
    const shapes: string[] = [];
    for (let shape = 0; shape < 4; shape++) {
      shapes.push((await fit(`quokka-000${shape}`, fleetKey.token).expect(200)).body.verdict);
    }
    expect(shapes).toEqual(['fits', 'does_not_fit', 'does_not_fit', 'fits']);
    const pages = async (query: string): Promise<{ slugs: string[]; total: number; verdicts: Set<string> }> => {
      const slugs: string[] = [];
      const verdicts = new Set<string>();
      let total = 0;
      for (let page = 1; ; page++) {
        const res = await hub.http
          .get(`/api/v1/catalog/templates?${query}&limit=100&page=${page}`)
          .set(asKey(fleetKey.token))
          .expect(200);
        total = res.body.pagination.total;
        for (const t of res.body.templates as { slug: string; fit?: { verdict: string } }[]) {
          slugs.push(t.slug);
          if (t.fit) verdicts.add(t.fit.verdict);
        }
        if (res.body.templates.length < 100) break;
      }
      return { slugs, total, verdicts };
    };
    const everything = await pages('search=quokka');
    expect(everything.total).toBe(COUNT);
    const expected = everything.slugs.filter((slug) => shapes[Number(slug.slice(-4)) % 4] === 'fits');
    expect(expected).toHaveLength(COUNT / 2);
    for (const query of ['search=quokka&fits=true', 'search=quokka&fits=true&sort=name']) {
      const found = await pages(query);
      expect(found.total).toBe(COUNT / 2);
      // By name, "Quokka 0000" … "Quokka 1999" sort as their slugs do.
      expect(found.slugs).toEqual(query.includes('sort=name') ? [...expected].sort() : expected);
    }
    const withFit = await pages('search=quokka&fits=true&include=fit');
    expect(withFit.slugs).toEqual(expected);
    expect([...withFit.verdicts]).toEqual(['fits']);
    // A page past the end: empty, with the same total.
    const past = await hub.http
      .get('/api/v1/catalog/templates?search=quokka&fits=true&limit=100&page=99')
      .set(asKey(fleetKey.token))
      .expect(200);
    expect(past.body).toMatchObject({ templates: [], pagination: { total: COUNT / 2 } });
  }, 180_000);

  it('MCP check_fit answers for the token’s instance', async () => {
    const admin = await makeUser(hub);
    await fx.membership(org.id, admin.userId, 'admin');
    const minted = await hub.http
      .post('/api/v1/account/access-tokens')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ name: 'fit', instance_id: key.id })
      .expect(201);
    const client = new Client({ name: 'fit-e2e', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${hub.mcpUrl}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${minted.body.accessToken.token}` } },
      }),
    );
    try {
      const tools = (await client.listTools()).tools.map((t) => t.name);
      expect(tools).toContain('check_fit');
      const result = (await client.callTool({
        name: 'check_fit',
        arguments: { slug: slugs['eight-h100'] },
      })) as CallToolResult;
      expect(result.isError ?? false).toBe(false);
      expect(result.structuredContent).toMatchObject({ slug: slugs['eight-h100'], verdict: 'fits', max_copies: 1 });
      const hidden = (await client.callTool({ name: 'check_fit', arguments: { slug: 'no-such' } })) as CallToolResult;
      expect(hidden.isError).toBe(true);
      expect(JSON.stringify(hidden.content)).toContain('not_found');
    } finally {
      await client.close();
    }
  });

  // Two hub processes on one PostgreSQL database: a report through one is seen by the other's cached list. Only
  // where two processes can share a database: on a server (the embedded database is one process's).
  if (testMode() === 'postgres')
    it('a new report invalidates the cached list on another replica', async () => {
      const ttl = { HUB_CATALOG_CACHE_TTL_SECONDS: '600' };
      const first = await startTestHub({ env: { ...ttl, HUB_DATABASE_URL: hub.config.databaseUrl! }, idp: hub.idp });
      const second = await startTestHub({ env: { ...ttl, HUB_DATABASE_URL: hub.config.databaseUrl! }, idp: hub.idp });
      try {
        const replica = await fx.instanceKey(org.id);
        await report(inventoryOf('l4-4x24gb'), replica.token, first).expect(200);
        // Both replicas hold the answer in their caches (a 10-minute TTL: only an invalidation can drop it).
        for (const on of [first, second]) {
          expect(await fitting(replica.token, on)).not.toContain(slugs['eight-h100']);
          expect(await fitting(replica.token, on)).not.toContain(slugs['eight-h100']);
        }
        await report(inventoryOf('h100-8x80gb'), replica.token, first).expect(200);
        expect(await fitting(replica.token, first)).toContain(slugs['eight-h100']);
        // The other replica hears of it through NOTIFY (milliseconds); a stale answer past that would fail here.
        const deadline = Date.now() + 3_000;
        let seen = await fitting(replica.token, second);
        while (!seen.includes(slugs['eight-h100']) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          seen = await fitting(replica.token, second);
        }
        expect(seen).toContain(slugs['eight-h100']);
        expect((await fit(slugs['eight-h100'], replica.token, second).expect(200)).body.verdict).toBe('fits');
      } finally {
        await first.close();
        await second.close();
      }
    });
});
