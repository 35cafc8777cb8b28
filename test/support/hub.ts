import 'reflect-metadata';
import { DataSource } from 'typeorm';
import request from 'supertest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mintToken } from '#lib/credentials';
import type { DevIdp } from '../../apps/dev-idp/src/index.js';
import { startTestIdp } from './idp.js';
import { startHub } from '../../apps/hub/src/bootstrap.js';
import { loadHubConfig, type HubConfig } from '../../apps/hub/src/hub.config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestHub {
  url: string;
  mcpUrl: string;
  config: HubConfig;
  db: DataSource;
  idp: DevIdp;
  /** The running application (to reach a provider, e.g. `Readiness`, or read the cache's size). */
  app: NestFastifyApplication;
  /** The metrics listener's base URL, when the `*_METRICS_PORT` variable is in `env`. */
  metricsUrl?: string;
  /** supertest bound to the listening REST server. */
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * A real hub on a fresh database (cloned from the migrated template) with a real OpenID Provider
 * on loopback. `env` overrides configuration variables (HUB_*). With `database` (from createTestDatabase), the
 * hub uses that one and leaves it in place at close (a second run of the hub on the same data).
 */
export async function startTestHub(
  options: { env?: Record<string, string>; idp?: DevIdp; logs?: boolean; database?: TestDatabase } = {},
): Promise<TestHub> {
  const database: TestDatabase = options.database ?? (await createTestDatabase('hub'));
  const idp = options.idp ?? (await startTestIdp());
  const config = loadHubConfig({
    HUB_PORT: '0',
    HUB_MCP_PORT: '0',
    HUB_HOST: '127.0.0.1',
    HUB_DATA_DIR: database.dataDir,
    ...(database.url ? { HUB_DATABASE_URL: database.url } : {}),
    HUB_OIDC_ISSUER: idp.issuer,
    HUB_OIDC_AUDIENCE: idp.audience,
    HUB_SUPERADMIN_EMAILS: 'admin@demo.local',
    HUB_MIGRATE: 'false',
    HUB_LOG_REQUESTS: 'false',
    HUB_DOCS_UI: 'false',
    ...options.env,
  });
  const hub = await startHub(config, { quiet: !options.logs });
  const db = hub.app.get(DataSource);
  return {
    url: hub.url,
    mcpUrl: hub.mcpUrl,
    config,
    db,
    idp,
    app: hub.app,
    metricsUrl: hub.metricsUrl,
    http: request(hub.url),
    async close() {
      await hub.close();
      if (!options.idp) await idp.close();
      if (!options.database) await database.drop();
    },
  };
}

/** Direct database fixtures for arranging a test; behaviour under test goes through HTTP. */
export class HubFixtures {
  private n = 0;

  constructor(private readonly hub: TestHub) {}

  private next(prefix: string): string {
    this.n += 1;
    return `${prefix}-${this.n}-${Math.random().toString(36).slice(2, 7)}`;
  }

  async org(
    values: { name?: string; slug?: string; status?: string; tier?: string } = {},
  ): Promise<{ id: string; slug: string }> {
    const slug = values.slug ?? this.next('org');
    const [row] = await this.hub.db.query(
      `INSERT INTO organizations (name, slug, status, tier) VALUES ($1, $2, $3, $4) RETURNING id, slug`,
      [values.name ?? slug, slug, values.status ?? 'active', values.tier ?? 'free'],
    );
    await this.hub.db.query(`INSERT INTO subscriptions (org_id, tier) VALUES ($1, $2)`, [
      row.id,
      values.tier ?? 'free',
    ]);
    return row;
  }

  async category(
    values: { slug?: string; name?: string; is_private?: boolean; sort_order?: number } = {},
  ): Promise<{ id: string; slug: string }> {
    const slug = values.slug ?? this.next('cat');
    const [row] = await this.hub.db.query(
      `INSERT INTO categories (name, slug, is_private, sort_order, icon, description) VALUES ($1, $2, $3, $4, 'box', '') RETURNING id, slug`,
      [values.name ?? slug, slug, values.is_private ?? false, values.sort_order ?? 0],
    );
    return row;
  }

  async template(values: {
    category_id: string;
    slug?: string;
    name?: string;
    description?: string;
    is_public?: boolean;
    is_featured?: boolean;
    tags?: string[];
    owner_org_id?: string | null;
  }): Promise<{ id: string; slug: string }> {
    const slug = values.slug ?? this.next('tpl');
    const [row] = await this.hub.db.query(
      `INSERT INTO templates (name, slug, description, category_id, image_name, is_public, is_featured, tags, owner_org_id)
       VALUES ($1, $2, $3, $4, 'example/image', $5, $6, $7::text[], $8) RETURNING id, slug`,
      [
        values.name ?? slug,
        slug,
        values.description ?? '',
        values.category_id,
        values.is_public ?? true,
        values.is_featured ?? false,
        values.tags ?? [],
        values.owner_org_id ?? null,
      ],
    );
    return row;
  }

  async grant(orgId: string, categoryId: string): Promise<string> {
    const [row] = await this.hub.db.query(
      `INSERT INTO catalog_access (org_id, category_id) VALUES ($1, $2) RETURNING id`,
      [orgId, categoryId],
    );
    return row.id;
  }

  /** Mints an instance key for the organization; returns the full secret and its id. */
  async instanceKey(orgId: string, status: 'active' | 'revoked' = 'active'): Promise<{ id: string; token: string }> {
    const minted = mintToken('instanceKey', this.hub.config.tokenPepper);
    const [row] = await this.hub.db.query(
      `INSERT INTO api_keys (org_id, name, key_hash, key_prefix, status, revoked_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 = 'revoked' THEN now() END) RETURNING id`,
      [orgId, this.next('key'), minted.hash, minted.prefix, status],
    );
    return { id: row.id, token: minted.token };
  }

  /** Signs in through the real provider (authorization code + PKCE) and provisions the hub user. */
  async signIn(email: string): Promise<{ token: string; userId: string }> {
    const { access_token } = await this.hub.idp.login(email);
    const res = await this.hub.http.get('/api/v1/catalog/categories').set('Authorization', `Bearer ${access_token}`);
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    const [user] = await this.hub.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
    return { token: access_token, userId: user.id };
  }

  async membership(orgId: string, userId: string, role: 'admin' | 'member' = 'member'): Promise<void> {
    await this.hub.db.query(`INSERT INTO organization_memberships (org_id, user_id, role) VALUES ($1, $2, $3)`, [
      orgId,
      userId,
      role,
    ]);
  }

  async setRole(userId: string, role: 'user' | 'admin' | 'superadmin'): Promise<void> {
    await this.hub.db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
  }
}
