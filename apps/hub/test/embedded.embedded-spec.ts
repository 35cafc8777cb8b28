import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { parseToken } from '#lib/credentials';
import { DEMO_USERS, startDevIdp, type DevIdp } from '../../dev-idp/src/index.js';
import { startHub, type HubApp } from '../src/bootstrap.js';
import { loadHubConfig } from '../src/hub.config.js';
import { DEMO_CATALOG, DEMO_CATEGORIES, DEMO_ORG_SLUG, DEMO_TEMPLATES } from '../src/seed/demo-catalog.js';
import { DEMO_REVISION_HISTORY } from '../src/seed/demo-revisions.js';
import { DEMO_ACCOUNTS, demoInstanceKeyPath, readDemoInstanceKey } from '../src/seed/seed.js';

/**
 * Embedded mode end to end: a hub started on an empty PGlite directory (and, when TEST_DATABASE_URL is
 * set, on an empty PostgreSQL database) runs its own migrations, seeds the demo data and serves the catalog.
 */
const privateSlugs = new Set(DEMO_CATEGORIES.filter((c) => c.is_private).map((c) => c.slug));
const anonymousSlugs = DEMO_TEMPLATES.filter((t) => t.is_public && !privateSlugs.has(t.category_slug))
  .map((t) => t.slug)
  .sort();
const demoOrgSlugs = DEMO_TEMPLATES.filter(
  (t) =>
    (t.is_public && !privateSlugs.has(t.category_slug)) ||
    t.owner_org_slug === DEMO_ORG_SLUG ||
    privateSlugs.has(t.category_slug),
)
  .map((t) => t.slug)
  .sort();

async function listAll(http: ReturnType<typeof request>, key?: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const req = http.get(`/api/v1/catalog/templates?limit=100&page=${page}`);
    if (key) void req.set('Authorization', `Bearer ${key}`);
    const res = await req.expect(200);
    slugs.push(...res.body.templates.map((t: { slug: string }) => t.slug));
    if (page >= res.body.pagination.totalPages) return slugs.sort();
  }
}

function describeMode(mode: string, database: () => Promise<{ url?: string; dataDir: string; drop(): Promise<void> }>) {
  describe(`a hub on a fresh ${mode} database`, () => {
    let idp: DevIdp;
    let hub: HubApp;
    let http: ReturnType<typeof request>;
    let db: { url?: string; dataDir: string; drop(): Promise<void> };
    const env = () => ({
      HUB_PORT: '0',
      HUB_MCP_PORT: '0',
      HUB_HOST: '127.0.0.1',
      HUB_DATA_DIR: db.dataDir,
      ...(db.url ? { HUB_DATABASE_URL: db.url } : {}),
      HUB_OIDC_ISSUER: idp.issuer,
      HUB_OIDC_AUDIENCE: idp.audience,
      HUB_SUPERADMIN_EMAILS: 'admin@demo.local',
      HUB_MIGRATE: 'true',
      HUB_SEED_DEMO: 'true',
      HUB_LOG_REQUESTS: 'false',
      HUB_DOCS_UI: 'false',
    });

    beforeAll(async () => {
      db = await database();
      idp = await startDevIdp({ port: 0 });
      hub = await startHub(loadHubConfig(env()), { quiet: true });
      http = request(hub.url);
    });
    afterAll(async () => {
      await hub?.close();
      await idp?.close();
      await db?.drop();
    });

    it('runs the migrations and is ready', async () => {
      await http.get('/readyz').expect(200);
      const rows = await hub.app.get(DataSource).query('SELECT count(*)::int AS n FROM migrations');
      expect(rows[0].n).toBeGreaterThan(0);
    });

    it('serves the seeded catalog anonymously: public templates and non-private categories', async () => {
      expect(anonymousSlugs.length).toBeGreaterThanOrEqual(25);
      expect(await listAll(http)).toEqual(anonymousSlugs);
      const res = await http.get('/api/v1/catalog/categories').expect(200);
      const slugs = res.body.categories.map((c: { slug: string }) => c.slug);
      expect(slugs.sort()).toEqual(
        DEMO_CATEGORIES.filter((c) => !c.is_private)
          .map((c) => c.slug)
          .sort(),
      );
      expect(res.body.categories.length).toBeGreaterThanOrEqual(6);
    });

    it('seeds a realistic GPU catalog: a private category, LLM servers, notebooks, vector databases, image generation', async () => {
      expect(privateSlugs.size).toBeGreaterThanOrEqual(1);
      const res = await http.get('/api/v1/catalog/templates?limit=100').expect(200);
      const templates = res.body.templates as { gpu_count: number; vram_request: string; category_slug: string }[];
      const gpu = templates.filter((t) => t.gpu_count > 0 && /^\d+(\.\d+)?(Gi|Mi)$/.test(t.vram_request));
      expect(gpu.length).toBeGreaterThanOrEqual(5);
      const kinds = new Set(templates.map((t) => t.category_slug));
      for (const wanted of [/llm|inference/, /notebook/, /vector/, /image/]) {
        expect({ wanted: String(wanted), found: [...kinds].some((slug) => wanted.test(slug)) }).toEqual({
          wanted: String(wanted),
          found: true,
        });
      }
    });

    it('seeds a release history: three revisions of one template, with notes, digests and a yanked one', async () => {
      const slug = DEMO_REVISION_HISTORY.slug;
      const res = await http.get(`/api/v1/catalog/templates/${slug}/versions`).expect(200);
      expect(res.body.versions.map((v: { revision: number }) => v.revision)).toEqual([3, 2, 1]);
      const [latest, yanked] = res.body.versions;
      expect(latest).toMatchObject({ version: '0.9.1', contains_security_updates: true, yanked: null });
      expect(latest.image_digest).toMatch(/^sha256:[a-f0-9]{64}$/);
      expect(latest.changes.length).toBeGreaterThan(0);
      expect(yanked.yanked).toMatchObject({ reason: DEMO_REVISION_HISTORY.yanks[0].reason });
      const changes = await http.get(`/api/v1/catalog/templates/${slug}/changes?from=1`).expect(200);
      expect(changes.body).toMatchObject({ from: 1, to: 3, contains_security_updates: true });
      expect(changes.body.diff.image_ref.to).toContain('@sha256:');
    });

    it('serves the demo organization view with the instance key written to the data directory', async () => {
      const key = readDemoInstanceKey(db.dataDir)!;
      expect(parseToken(key)?.kind).toBe('instanceKey');
      expect(statSync(demoInstanceKeyPath(db.dataDir)).mode & 0o777).toBe(0o600);
      expect(await listAll(http, key)).toEqual(demoOrgSlugs);
      const owned = DEMO_TEMPLATES.find((t) => t.owner_org_slug === DEMO_ORG_SLUG)!;
      const res = await http
        .get(`/api/v1/catalog/templates/${owned.slug}`)
        .set('Authorization', `Bearer ${key}`)
        .expect(200);
      expect(res.body).toMatchObject({ slug: owned.slug, download_count: 1 });
      await http.get(`/api/v1/catalog/templates/${owned.slug}`).expect(404);
      const cats = await http.get('/api/v1/catalog/categories').set('Authorization', `Bearer ${key}`).expect(200);
      expect(cats.body.categories).toHaveLength(DEMO_CATEGORIES.length);
    });

    it('seeds users that the dev IdP sign-in maps to, with their roles and memberships', async () => {
      expect(DEMO_ACCOUNTS.map(({ sub, email, name }) => ({ sub, email, name }))).toEqual(
        DEMO_USERS.map(({ sub, email, name }) => ({ sub, email, name })),
      );
      const ds = hub.app.get(DataSource);
      const before = await ds.query('SELECT id, email FROM users ORDER BY email');
      for (const email of ['admin@demo.local', 'alice@demo.local', 'carol@demo.local']) {
        const { access_token } = await idp.login(email);
        await http.get('/api/v1/catalog/categories').set('Authorization', `Bearer ${access_token}`).expect(200);
      }
      expect(await ds.query('SELECT id, email FROM users ORDER BY email')).toEqual(before);
      const roles = await ds.query(
        `SELECT u.email, u.role, m.role AS org_role, o.slug FROM users u
           LEFT JOIN organization_memberships m ON m.user_id = u.id LEFT JOIN organizations o ON o.id = m.org_id
          ORDER BY u.email`,
      );
      expect(roles).toEqual([
        { email: 'admin@demo.local', role: 'superadmin', org_role: null, slug: null },
        { email: 'alice@demo.local', role: 'user', org_role: 'admin', slug: DEMO_ORG_SLUG },
        { email: 'bob@demo.local', role: 'user', org_role: 'member', slug: DEMO_ORG_SLUG },
        { email: 'carol@demo.local', role: 'user', org_role: null, slug: null },
      ]);
      const [enc] = await ds.query(
        'SELECT count(*)::int AS n FROM templates WHERE registry_credentials_enc IS NOT NULL',
      );
      expect(enc.n).toBeGreaterThan(0);
    });

    it('writes the demo catalog as the catalog apply does: a plan of each shipped document changes nothing but the history', async () => {
      const { access_token } = await idp.login('admin@demo.local');
      const plan = async (doc: object) =>
        (
          await http
            .post('/api/v1/admin/catalog/plan')
            .set('Authorization', `Bearer ${access_token}`)
            .send(doc)
            .expect(200)
        ).body as { source: string; summary: Record<string, number>; templates: { slug: string; action: string }[] };
      const hubPlan = await plan(DEMO_CATALOG.catalog);
      expect(hubPlan.source).toBe('demo');
      // vLLM's release history moved it past the shipped entry; everything else is as the document states it.
      expect(hubPlan.templates.filter((t) => t.action !== 'unchanged')).toEqual([
        expect.objectContaining({ slug: DEMO_REVISION_HISTORY.slug, action: 'update' }),
      ]);
      expect(hubPlan.summary).toMatchObject({ create: 0, update: 1, conflict: 0, refused: 0 });
      const orgPlan = await plan(DEMO_CATALOG.organization_catalog);
      expect(orgPlan.summary).toMatchObject({ create: 0, update: 0, conflict: 0, refused: 0 });
      const managers = await hub.app.get(DataSource).query('SELECT DISTINCT manager FROM templates');
      expect(managers).toEqual([{ manager: 'demo' }]);
    });

    it('restarts on the same data without seeding twice, keeping the instance key', async () => {
      const key = readDemoInstanceKey(db.dataDir);
      await hub.close();
      hub = await startHub(loadHubConfig(env()), { quiet: true });
      http = request(hub.url);
      const [counts] = await hub.app
        .get(DataSource)
        .query(
          'SELECT (SELECT count(*)::int FROM categories) AS c, (SELECT count(*)::int FROM templates) AS t, (SELECT count(*)::int FROM api_keys) AS k',
        );
      expect(counts).toEqual({ c: DEMO_CATEGORIES.length, t: DEMO_TEMPLATES.length, k: 1 });
      expect(readDemoInstanceKey(db.dataDir)).toBe(key);
      await http.get('/api/v1/catalog/templates/vllm').set('Authorization', `Bearer ${key}`).expect(200);
    });
  });
}

describeMode('PGlite', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-embedded-'));
  return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describeMode('PostgreSQL', async () => {
    const name = `svc_embedded_${process.pid}_${Date.now()}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-embedded-pg-'));
    return {
      url: url.toString(),
      dataDir,
      drop: async () => {
        rmSync(dataDir, { recursive: true, force: true });
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  });
}
