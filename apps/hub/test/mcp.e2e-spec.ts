import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mintToken } from '#lib/credentials';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';

/** The hub's public REST URL, which the MCP metadata names for its documentation. */
const PUBLIC_URL = 'https://hub.example.test';

const TOOLS = [
  'check_fit',
  'create_support_ticket',
  'get_dns_record',
  'get_instance',
  'get_template',
  'list_categories',
  'list_support_tickets',
  'list_template_versions',
  'search_templates',
  'whoami',
];

/**
 * The MCP endpoint (docs/api-decisions.md), driven by the official SDK client over real HTTP: tools act as the
 * token's instance with its organization's catalog view; every request re-checks the token.
 */
describe('MCP endpoint', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let orgA: { id: string; slug: string };
  let instanceA: { id: string; token: string };
  let orgB: { id: string; slug: string };
  let orgAdmin: { token: string; userId: string };
  const clients: Client[] = [];

  async function newUser(label: string, orgId?: string, role: 'admin' | 'member' = 'member') {
    const sub = randomUUID();
    const token = await hub.idp.signToken({
      sub,
      email: `${label}-${sub.slice(0, 8)}@example.test`,
      email_verified: true,
    });
    await hub.http.get('/api/v1/catalog/categories').set('Authorization', `Bearer ${token}`).expect(200);
    const [row] = await hub.db.query('SELECT id FROM users WHERE subject = $1', [sub]);
    if (orgId) await fx.membership(orgId, row.id, role);
    return { token, userId: row.id as string };
  }

  async function mint(jwt: string, instanceId: string, extra: object = {}): Promise<{ id: string; token: string }> {
    const res = await hub.http
      .post('/api/v1/account/access-tokens')
      .set('Authorization', `Bearer ${jwt}`)
      .send({ name: 'mcp test', instance_id: instanceId, ...extra })
      .expect(201);
    return res.body.accessToken;
  }

  async function connect(authorization?: string): Promise<Client> {
    const client = new Client({ name: 'hub-e2e', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${hub.mcpUrl}/mcp`), {
      requestInit: { headers: authorization ? { Authorization: authorization } : {} },
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError ?? false).toBe(false);
    // The text block is the same answer as compact JSON (clients without structuredContent read it).
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(result.structuredContent) }]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions check the tool's JSON shape
    return result.structuredContent as Record<string, any>;
  }

  /** The raw HTTP answer to an MCP initialize request. */
  function rawInitialize(authorization?: string) {
    return fetch(`${hub.mcpUrl}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      }),
    });
  }

  /**
   * The strict refusal: the SDK client fails to connect with `status`, and the raw answer is problem+json with the
   * code and challenge of docs/api-decisions.md. No credential → `unauthenticated` and a plain Bearer challenge
   * pointing at the RFC 9728 metadata; any other refused credential → `invalid_token` with error="invalid_token";
   * a valid token of a suspended organization → 403 `forbidden`.
   */
  async function expectRefused(authorization: string | undefined, status: 401 | 403) {
    await expect(connect(authorization)).rejects.toMatchObject({ code: status });
    const res = await rawInitialize(authorization);
    const body = (await res.json()) as { code?: string; status?: number; type?: string };
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const metadata = `resource_metadata="${hub.mcpUrl}/.well-known/oauth-protected-resource"`;
    const expected =
      status === 403
        ? { status: 403, code: 'forbidden' }
        : authorization === undefined
          ? { status: 401, code: 'unauthenticated', challenge: `Bearer ${metadata}` }
          : { status: 401, code: 'invalid_token', challenge: `Bearer error="invalid_token", ${metadata}` };
    expect({
      status: res.status,
      code: body.code,
      ...(status === 401 ? { challenge: res.headers.get('www-authenticate') } : {}),
    }).toEqual(expected);
    expect(body).toMatchObject({ type: 'about:blank', status });
    return { res, body };
  }

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_PUBLIC_URL: PUBLIC_URL } });
    fx = new HubFixtures(hub);
    orgA = await fx.org({ name: 'Org A' });
    orgB = await fx.org({ name: 'Org B' });
    instanceA = await fx.instanceKey(orgA.id);
    const pub = await fx.category({ slug: 'mcp-pub' });
    const priv = await fx.category({ slug: 'mcp-priv', is_private: true });
    const privOther = await fx.category({ slug: 'mcp-priv-other', is_private: true });
    await fx.grant(orgA.id, priv.id);
    await fx.template({ category_id: pub.id, slug: 'mcp-public', name: 'Jupyter Lab', tags: ['notebook'] });
    await fx.template({ category_id: priv.id, slug: 'mcp-granted', name: 'Jupyter Enterprise' });
    await fx.template({ category_id: privOther.id, slug: 'mcp-not-granted', name: 'Jupyter Secret' });
    await fx.template({
      category_id: pub.id,
      slug: 'mcp-owned-b',
      name: 'Jupyter B',
      is_public: false,
      owner_org_id: orgB.id,
    });
    orgAdmin = await newUser('org-admin', orgA.id, 'admin');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
    await hub.close();
  });

  it('lists the tools with input schemas', async () => {
    const minter = await newUser('lister', orgA.id);
    const client = await connect(`Bearer ${(await mint(minter.token, instanceA.id)).token}`);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
    const search = tools.find((t) => t.name === 'search_templates')!;
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['search', 'category', 'tags', 'page', 'limit']),
    );
    expect(tools.find((t) => t.name === 'get_template')!.inputSchema.required).toEqual(['slug']);
  });

  describe('tools act as the instance, never with the minter’s roles', () => {
    let client: Client;
    let minter: { token: string; userId: string };

    beforeAll(async () => {
      // A hub admin as minter: through MCP it still sees only its organization's view.
      minter = await newUser('hub-admin-minter', orgA.id);
      await fx.setRole(minter.userId, 'admin');
      client = await connect(`Bearer ${(await mint(minter.token, instanceA.id)).token}`);
    });

    it('whoami and get_instance', async () => {
      const who = await call(client, 'whoami');
      expect(who).toMatchObject({
        acting_as: 'instance',
        instance: { id: instanceA.id },
        organization: { id: orgA.id, slug: orgA.slug, status: 'active' },
        token: { minted_by_user_id: minter.userId },
      });
      const info = await call(client, 'get_instance');
      expect(info.instance).toMatchObject({ id: instanceA.id, organization: { id: orgA.id } });
    });

    it("search_templates and list_categories show the organization's view", async () => {
      const all = await call(client, 'search_templates', { search: 'jupyter' });
      expect(all.templates.map((t: { slug: string }) => t.slug).sort()).toEqual(['mcp-granted', 'mcp-public']);
      expect(all.pagination).toMatchObject({ page: 1, total: 2 });
      expect(all.templates[0]).not.toHaveProperty('registry_credentials');
      const tagged = await call(client, 'search_templates', { tags: ['notebook'], limit: 1 });
      expect(tagged.templates.map((t: { slug: string }) => t.slug)).toEqual(['mcp-public']);
      const cats = await call(client, 'list_categories');
      expect(cats.categories.map((c: { slug: string }) => c.slug).sort()).toEqual(['mcp-priv', 'mcp-pub']);
      // The same minter's own JWT (hub admin) sees everything: the token does not carry that.
      const rest = await hub.http
        .get('/api/v1/catalog/templates?search=jupyter')
        .set('Authorization', `Bearer ${minter.token}`)
        .expect(200);
      expect(rest.body.templates).toHaveLength(4);
    });

    it('get_template returns visible templates without counting a download', async () => {
      const before = await hub.db.query(
        `SELECT slug, download_count FROM templates WHERE slug LIKE 'mcp-%' ORDER BY slug`,
      );
      const got = await call(client, 'get_template', { slug: 'mcp-granted' });
      expect(got.template).toMatchObject({ slug: 'mcp-granted', category_slug: 'mcp-priv' });
      await call(client, 'get_template', { slug: 'mcp-public' });
      for (const slug of ['mcp-not-granted', 'mcp-owned-b', 'missing']) {
        const hidden = (await client.callTool({ name: 'get_template', arguments: { slug } })) as CallToolResult;
        expect(hidden.isError).toBe(true);
        expect(JSON.stringify(hidden.content)).toContain('not_found');
      }
      const after = await hub.db.query(
        `SELECT slug, download_count FROM templates WHERE slug LIKE 'mcp-%' ORDER BY slug`,
      );
      expect(after).toEqual(before);
    });

    it('list_template_versions and get_template with a revision read revisions without counting a download', async () => {
      const [t] = await hub.db.query(`SELECT id FROM templates WHERE slug = 'mcp-granted'`);
      await hub.db.query(`UPDATE templates SET version = 'mcp-2', memory_request = '2Gi' WHERE id = $1`, [t.id]);
      await hub.db.query(
        `UPDATE template_revisions SET yanked_at = now(), yank_reason = 'mcp yank' WHERE template_id = $1 AND revision = 1`,
        [t.id],
      );
      const before = await hub.db.query(`SELECT download_count FROM templates WHERE id = $1`, [t.id]);
      const list = await call(client, 'list_template_versions', { slug: 'mcp-granted' });
      expect(list.versions.map((v: { revision: number }) => v.revision)).toEqual([2, 1]);
      expect(list.versions[0]).toMatchObject({ version: 'mcp-2', yanked: null });
      expect(list.versions[1].yanked).toMatchObject({ reason: 'mcp yank' });
      expect(list.pagination).toMatchObject({ total: 2 });
      const old = await call(client, 'get_template', { slug: 'mcp-granted', revision: 1 });
      expect(old.template).toMatchObject({ slug: 'mcp-granted', revision: 1, yanked: { reason: 'mcp yank' } });
      expect(old.template.memory_request).not.toBe('2Gi');
      const latest = await call(client, 'get_template', { slug: 'mcp-granted' });
      expect(latest.template).toMatchObject({ revision: 2, version: 'mcp-2', memory_request: '2Gi' });
      for (const args of [{ slug: 'mcp-not-granted' }, { slug: 'mcp-granted', revision: 9 }]) {
        const name = 'revision' in args ? 'get_template' : 'list_template_versions';
        const hidden = (await client.callTool({ name, arguments: args })) as CallToolResult;
        expect(hidden.isError).toBe(true);
        expect(JSON.stringify(hidden.content)).toContain('not_found');
      }
      const bad = (await client.callTool({
        name: 'get_template',
        arguments: { slug: 'mcp-granted', revision: 0 },
      })) as CallToolResult;
      expect(bad.isError).toBe(true);
      expect(await hub.db.query(`SELECT download_count FROM templates WHERE id = $1`, [t.id])).toEqual(before);
    });

    it('input schemas are enforced', async () => {
      const bad = (await client.callTool({ name: 'get_template', arguments: { slug: 42 } })) as CallToolResult;
      expect(bad.isError).toBe(true);
      const limit = (await client.callTool({ name: 'search_templates', arguments: { limit: 0 } })) as CallToolResult;
      expect(limit.isError).toBe(true);
      // Issue 39: an unknown argument (`query` for `search`) answered the whole catalog; now it is refused, by name.
      const unknown = (await client.callTool({
        name: 'search_templates',
        arguments: { query: 'mcp-public' },
      })) as CallToolResult;
      expect(unknown.isError).toBe(true);
      expect(unknown.structuredContent).toBeUndefined();
      expect(JSON.stringify(unknown.content)).toMatch(/query/);
      expect(JSON.stringify(unknown.content)).toMatch(/[Uu]nrecognized/);
    });

    it("create_support_ticket and list_support_tickets use the organization's tickets", async () => {
      const created = await call(client, 'create_support_ticket', {
        subject: 'Help from an AI client',
        message: 'The deployment of mcp-public fails.',
        severity: 'urgent',
      });
      expect(created.ticket).toMatchObject({
        org_id: orgA.id,
        instance_id: instanceA.id,
        severity: 'urgent',
        status: 'open',
        messages: [{ author_type: 'user', author_user_id: minter.userId }],
      });
      const listed = await call(client, 'list_support_tickets');
      expect(listed.tickets.map((t: { id: string }) => t.id)).toContain(created.ticket.id);
      // The fleet (instance key) sees the same ticket.
      const rest = await hub.http
        .get(`/api/v1/support/tickets/${created.ticket.id}`)
        .set('Authorization', `Bearer ${instanceA.token}`)
        .expect(200);
      expect(rest.body.ticket.subject).toBe('Help from an AI client');
      const closed = await call(client, 'list_support_tickets', { status: 'closed' });
      expect(closed.tickets).toEqual([]);
    });

    it("list_support_tickets does not show another organization's tickets", async () => {
      const keyB = await fx.instanceKey(orgB.id);
      const foreign = await hub.http
        .post('/api/v1/support/tickets')
        .set('Authorization', `Bearer ${keyB.token}`)
        .send({ subject: 'Org B private trouble', message: 'Only org B may read this.', severity: 'high' })
        .expect(201);
      const foreignId = foreign.body.ticket.id as string;
      const own = await call(client, 'create_support_ticket', { subject: 'Org A ticket', message: 'Ours.' });

      for (const status of [undefined, 'open']) {
        const listed = await call(client, 'list_support_tickets', status ? { status } : {});
        const ids = listed.tickets.map((t: { id: string }) => t.id);
        expect(ids).toContain(own.ticket.id);
        expect(ids).not.toContain(foreignId);
        expect(JSON.stringify(listed)).not.toContain('Org B private trouble');
        for (const t of listed.tickets) expect(t.org_id).toBe(orgA.id);
      }
      // The same tool for a token of org B's instance lists it, and not org A's.
      const memberB = await newUser('org-b-member', orgB.id);
      const clientB = await connect(`Bearer ${(await mint(memberB.token, keyB.id)).token}`);
      const listedB = (await call(clientB, 'list_support_tickets')).tickets.map((t: { id: string }) => t.id);
      expect(listedB).toEqual([foreignId]);
    });

    it("get_dns_record shows the instance's record", async () => {
      expect(await call(client, 'get_dns_record')).toEqual({ record: null });
      await hub.http
        .put('/api/v1/dns')
        .set('Authorization', `Bearer ${instanceA.token}`)
        .send({ hostname: 'mcp-instance', ipv4: '192.0.2.80' })
        .expect(200);
      const { record } = await call(client, 'get_dns_record');
      expect(record).toMatchObject({ hostname: 'mcp-instance', ipv4: '192.0.2.80' });
    });

    it('records last use of the token, shown in the minter’s list (written off the request path: polled)', async () => {
      let listed: { last_used_at: string | null }[] = [];
      for (let attempt = 0; attempt < 50; attempt += 1) {
        listed = (
          await hub.http.get('/api/v1/account/access-tokens').set('Authorization', `Bearer ${minter.token}`).expect(200)
        ).body.accessTokens;
        if (listed[0]?.last_used_at) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(listed).toHaveLength(1);
      expect(Date.now() - Date.parse(listed[0].last_used_at!)).toBeLessThan(120_000);
    });
  });

  describe('refusals', () => {
    it('no token, junk, JWTs and instance keys → 401 with WWW-Authenticate', async () => {
      await expectRefused(undefined, 401);
      await expectRefused('Bearer nonsense', 401);
      await expectRefused(`Bearer ${orgAdmin.token}`, 401);
      await expectRefused(`Bearer ${instanceA.token}`, 401);
      const pat = await mint(orgAdmin.token, instanceA.id);
      await expectRefused(`Bearer ${pat.token.slice(0, -1)}${pat.token.endsWith('A') ? 'B' : 'A'}`, 401);
      await expectRefused(`Basic ${Buffer.from(`x:${pat.token}`).toString('base64')}`, 401);
    });

    it('a revoked token stops on the very next call', async () => {
      const minter = await newUser('revoker', orgA.id);
      const pat = await mint(minter.token, instanceA.id);
      const client = await connect(`Bearer ${pat.token}`);
      await call(client, 'whoami');
      await hub.http
        .delete('/api/v1/account/access-tokens')
        .set('Authorization', `Bearer ${minter.token}`)
        .send({ id: pat.id })
        .expect(200);
      await expect(client.callTool({ name: 'whoami', arguments: {} })).rejects.toMatchObject({ code: 401 });
      await expectRefused(`Bearer ${pat.token}`, 401);
    });

    it('an expired token is refused', async () => {
      const minter = await newUser('expiring', orgA.id);
      const pat = await mint(minter.token, instanceA.id, { expires_in_days: 1 });
      const client = await connect(`Bearer ${pat.token}`);
      await call(client, 'whoami');
      await hub.db.query(`UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        pat.id,
      ]);
      await expect(client.callTool({ name: 'whoami', arguments: {} })).rejects.toMatchObject({ code: 401 });
      // Expired, unlike unknown or revoked, says so (401 token_expired), as instance keys do at the REST API.
      const res = await rawInitialize(`Bearer ${pat.token}`);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('token_expired');
      expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
      expect(res.headers.get('www-authenticate')).toContain('error_description="The access token expired"');
    });

    it('a rotated token: the old secret is refused, the new one works', async () => {
      const minter = await newUser('rotator', orgA.id);
      const pat = await mint(minter.token, instanceA.id);
      const rotated = await hub.http
        .put('/api/v1/account/access-tokens')
        .set('Authorization', `Bearer ${minter.token}`)
        .send({ id: pat.id })
        .expect(200);
      await expectRefused(`Bearer ${pat.token}`, 401);
      const client = await connect(`Bearer ${rotated.body.accessToken.token}`);
      expect((await call(client, 'whoami')).token.id).toBe(pat.id);
    });

    it('removing the minter from the organization stops the token at once', async () => {
      const minter = await newUser('leaver', orgA.id);
      const pat = await mint(minter.token, instanceA.id);
      const client = await connect(`Bearer ${pat.token}`);
      await call(client, 'whoami');
      await hub.http
        .delete(`/api/v1/account/organizations/members?user_id=${minter.userId}`)
        .set('Authorization', `Bearer ${orgAdmin.token}`)
        .expect(204);
      await expect(client.callTool({ name: 'whoami', arguments: {} })).rejects.toMatchObject({ code: 401 });
      // Joining another organization does not revive it.
      await fx.membership(orgB.id, minter.userId);
      await expectRefused(`Bearer ${pat.token}`, 401);
    });

    it("deleting the minter's account deletes the token", async () => {
      const minter = await newUser('deleted', orgA.id);
      const pat = await mint(minter.token, instanceA.id);
      await call(await connect(`Bearer ${pat.token}`), 'whoami');
      await hub.http.delete('/api/v1/account/profile').set('Authorization', `Bearer ${minter.token}`).expect(204);
      const rows = await hub.db.query('SELECT id FROM personal_access_tokens WHERE id = $1', [pat.id]);
      expect(rows).toEqual([]);
      await expectRefused(`Bearer ${pat.token}`, 401);
    });

    it('a revoked instance key stops its tokens', async () => {
      const key = await fx.instanceKey(orgA.id);
      const minter = await newUser('key-revoked', orgA.id);
      const pat = await mint(minter.token, key.id);
      await call(await connect(`Bearer ${pat.token}`), 'whoami');
      await hub.db.query(`UPDATE api_keys SET status = 'revoked', revoked_at = now() WHERE id = $1`, [key.id]);
      await expectRefused(`Bearer ${pat.token}`, 401);
    });

    it('a suspended organization → 403', async () => {
      const org = await fx.org();
      const key = await fx.instanceKey(org.id);
      const minter = await newUser('suspended', org.id);
      const pat = await mint(minter.token, key.id);
      await call(await connect(`Bearer ${pat.token}`), 'whoami');
      await hub.db.query(`UPDATE organizations SET status = 'suspended' WHERE id = $1`, [org.id]);
      const { body } = await expectRefused(`Bearer ${pat.token}`, 403);
      expect(body.code).toBe('forbidden');
    });

    it('tokens of a removed member stay dead when they are added again (removed by an admin, or by leaving)', async () => {
      const minter = await newUser('returning', orgA.id);
      const [{ email }] = await hub.db.query('SELECT email FROM users WHERE id = $1', [minter.userId]);
      const members = '/api/v1/account/organizations/members';
      const readd = () =>
        hub.http.post(members).set('Authorization', `Bearer ${orgAdmin.token}`).send({ email }).expect(201);
      const removed = await mint(minter.token, instanceA.id);
      await call(await connect(`Bearer ${removed.token}`), 'whoami');
      await hub.http
        .delete(members)
        .set('Authorization', `Bearer ${orgAdmin.token}`)
        .send({ user_id: minter.userId })
        .expect(204);
      await readd();
      await expectRefused(`Bearer ${removed.token}`, 401);

      const left = await mint(minter.token, instanceA.id);
      await call(await connect(`Bearer ${left.token}`), 'whoami');
      await hub.http
        .delete(members)
        .set('Authorization', `Bearer ${minter.token}`)
        .send({ user_id: minter.userId })
        .expect(204);
      await readd();
      await expectRefused(`Bearer ${left.token}`, 401);
      const tokens = await hub.http
        .get('/api/v1/account/access-tokens')
        .set('Authorization', `Bearer ${minter.token}`)
        .expect(200);
      expect(tokens.body.accessTokens.map((t: { id: string; status: string }) => [t.id, t.status]).sort()).toEqual(
        [
          [removed.id, 'revoked'],
          [left.id, 'revoked'],
        ].sort(),
      );
      // A token minted after coming back works.
      const fresh = await mint(minter.token, instanceA.id);
      await call(await connect(`Bearer ${fresh.token}`), 'whoami');
    });
  });

  describe('transport and discovery', () => {
    it('serves RFC 9728 protected resource metadata on the MCP port, the document the challenge points at', async () => {
      const expected = {
        resource: `${hub.mcpUrl}/mcp`,
        // Personal access tokens are minted at the hub's REST API, not by an OAuth authorization server.
        authorization_servers: [],
        bearer_methods_supported: ['header'],
        resource_name: 'Template catalog hub (MCP)',
        resource_documentation: `${PUBLIC_URL}/api/docs`,
        token_types_supported: ['svcp_ personal access token'],
      };
      for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
        const res = await fetch(`${hub.mcpUrl}${path}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^application\/json\b/);
        expect(await res.json()).toEqual(expected);
      }
      // The URL in the 401 challenge serves that document, whose resource is the endpoint that was called.
      const challenge = (await rawInitialize(undefined)).headers.get('www-authenticate') ?? '';
      const url = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
      expect(url).toBe(`${hub.mcpUrl}/.well-known/oauth-protected-resource`);
      const served = await fetch(url!);
      expect(await served.json()).toEqual(expected);
      const post = await fetch(url!, { method: 'POST' });
      expect(post.status).toBe(405);
    });

    it('is stateless: GET /mcp is 405 for a valid token, unknown paths 404, non-JSON 415', async () => {
      const pat = await mint(orgAdmin.token, instanceA.id);
      const get = await fetch(`${hub.mcpUrl}/mcp`, { headers: { Authorization: `Bearer ${pat.token}` } });
      expect(get.status).toBe(405);
      expect((await fetch(`${hub.mcpUrl}/other`)).status).toBe(404);
      const text = await fetch(`${hub.mcpUrl}/mcp`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${pat.token}`, 'Content-Type': 'text/plain' },
        body: 'hi',
      });
      expect(text.status).toBe(415);
      const junk = await fetch(`${hub.mcpUrl}/mcp`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${pat.token}`, 'Content-Type': 'application/json' },
        body: '{not json',
      });
      expect(junk.status).toBe(400);
    });

    it('protocol versions: 2024-11-05 … 2025-11-25 are spoken; a 2026-07-28 client is answered in 2025-11-25', async () => {
      const pat = await mint(orgAdmin.token, instanceA.id);
      const post = (message: object, headers: Record<string, string> = {}) =>
        fetch(`${hub.mcpUrl}/mcp`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${pat.token}`,
            'Content-Type': 'application/json',
            Accept: 'application/json, text/event-stream',
            ...headers,
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...message }),
        });
      const initialize = async (protocolVersion: string) => {
        const res = await post({
          method: 'initialize',
          params: { protocolVersion, capabilities: {}, clientInfo: { name: 'versions', version: '1' } },
        });
        expect(res.status).toBe(200);
        return ((await res.json()) as { result: { protocolVersion: string } }).result.protocolVersion;
      };
      for (const version of ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']) {
        expect(await initialize(version)).toBe(version);
      }
      // Lifecycle negotiation: a version the server does not speak is answered with its newest; the client decides.
      expect(await initialize('2026-07-28')).toBe('2025-11-25');
      // The 2026-07-28 revision's handshake-free requests: its version header is refused, server/discover unknown.
      const modern = await post({ method: 'tools/list' }, { 'MCP-Protocol-Version': '2026-07-28' });
      expect(modern.status).toBe(400);
      expect(await modern.json()).toMatchObject({ error: { code: -32000, message: /Unsupported protocol version/ } });
      const discover = await post({ method: 'server/discover' }, { 'MCP-Protocol-Version': '2025-11-25' });
      expect(await discover.json()).toMatchObject({ error: { code: -32601 } });
    });

    it('listens on its own port, not on the REST one', async () => {
      expect(new URL(hub.mcpUrl).port).not.toBe(new URL(hub.url).port);
      expect(new URL(hub.mcpUrl).port).not.toBe('0');
      const rest = await fetch(`${hub.url}/mcp`);
      expect(rest.status).toBe(404);
    });
  });

  describe('other credentials and instance key re-issue', () => {
    it('a fleet machine token (svcm_) → 401 with the invalid_token challenge', async () => {
      // Well-formed, right checksum: refused for its kind, not as junk.
      const { token } = mintToken('machineToken');
      const { res, body } = await expectRefused(`Bearer ${token}`, 401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token", resource_metadata="/);
      expect(body.code).toBe('invalid_token');
    });

    it('re-issuing the instance key keeps the instance id; its personal access tokens keep working', async () => {
      const key = await fx.instanceKey(orgA.id);
      const minter = await newUser('reissue', orgA.id);
      const pat = await mint(minter.token, key.id);
      const client = await connect(`Bearer ${pat.token}`);
      expect((await call(client, 'whoami')).instance.id).toBe(key.id);

      const reissued = await hub.http
        .put('/api/v1/account/api-keys')
        .set('Authorization', `Bearer ${orgAdmin.token}`)
        .send({ id: key.id })
        .expect(200);
      expect(reissued.body.apiKey.id).toBe(key.id);
      await hub.http.get('/api/v1/instance-info').set('Authorization', `Bearer ${key.token}`).expect(401);
      const info = await hub.http
        .get('/api/v1/instance-info')
        .set('Authorization', `Bearer ${reissued.body.apiKey.key}`)
        .expect(200);
      expect(info.body.instance.id).toBe(key.id);

      // The open session and a new one both act as the same instance.
      expect((await call(client, 'whoami')).instance.id).toBe(key.id);
      const again = await connect(`Bearer ${pat.token}`);
      expect(await call(again, 'get_instance')).toMatchObject({
        instance: { id: key.id, organization: { id: orgA.id } },
      });
    });
  });
});
