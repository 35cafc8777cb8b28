import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { encryptSecret, mintToken } from '#lib/credentials';
import type { HubConfig } from '../hub.config.js';
import { DEMO_ORG_SLUG, type DemoTemplate, loadDemoCatalog } from './demo-catalog.js';
import { seedRevisionHistory } from './demo-revisions.js';

export const DEMO_INSTANCE_KEY_FILE = 'demo-instance-key.txt';
const DEMO_KEY_NAME = 'Demo instance';

/**
 * The dev-idp's demo users (same `sub`, email and name as apps/dev-idp's DEMO_USERS, which a test checks)
 * with their hub role and demo-org membership. Kept here so the hub never loads the dev-idp's code.
 */
export const DEMO_ACCOUNTS: readonly {
  sub: string;
  email: string;
  name: string;
  role: 'user' | 'superadmin';
  orgRole?: 'admin' | 'member';
}[] = [
  { sub: '00000000-0000-4000-8000-000000000001', email: 'admin@demo.local', name: 'Ada Admin', role: 'superadmin' },
  {
    sub: '00000000-0000-4000-8000-000000000002',
    email: 'alice@demo.local',
    name: 'Alice Anders',
    role: 'user',
    orgRole: 'admin',
  },
  {
    sub: '00000000-0000-4000-8000-000000000003',
    email: 'bob@demo.local',
    name: 'Bob Berg',
    role: 'user',
    orgRole: 'member',
  },
  { sub: '00000000-0000-4000-8000-000000000004', email: 'carol@demo.local', name: 'Carol Cruz', role: 'user' },
];

/** Pull credentials of the demo organization's private registry (fictitious; stored encrypted like real ones). */
const DEMO_REGISTRY_CREDENTIALS: Record<string, { username: string; password: string }> = {
  'registry.demo-org.example': { username: 'demo-org-puller', password: 'demo-registry-password' },
};

export interface SeedResult {
  seeded: boolean;
  /** The demo instance key when it is known (just minted, or read back from the data directory). */
  instanceKey?: string;
  keyFile: string;
}

export function demoInstanceKeyPath(dataDir: string): string {
  return join(dataDir, DEMO_INSTANCE_KEY_FILE);
}

/** The demo instance key written at seed time, or undefined when there is none. */
export function readDemoInstanceKey(dataDir: string): string | undefined {
  const file = demoInstanceKeyPath(dataDir);
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8').trim() || undefined;
}

function writeKeyFile(file: string, key: string): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // an existing file keeps its old mode on write
}

async function insertTemplate(
  manager: EntityManager,
  t: DemoTemplate,
  categoryId: string,
  ownerOrgId: string | null,
  config: HubConfig,
): Promise<void> {
  const credentials = t.registry_url ? DEMO_REGISTRY_CREDENTIALS[t.registry_url] : undefined;
  await manager.query(
    `INSERT INTO templates (name, slug, description, version, kind, category_id, owner_org_id, image_name, image_tag,
       registry_url, registry_credentials_enc, cpu_request, memory_request, gpu_count, vram_request, concurrent_jobs,
       env, env_schema, secret_refs, command, ports, volume_mounts, node_selector, tolerations,
       required_network_types, tags, is_public, is_featured, min_tier, icon_url, documentation)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18::jsonb,
       $19::text[], $20::text[], $21::jsonb, $22::jsonb, $23::jsonb, $24::jsonb, $25::text[], $26::text[],
       $27, $28, $29, $30, $31)`,
    [
      t.name,
      t.slug,
      t.description ?? '',
      t.version ?? '',
      t.kind ?? 'app',
      categoryId,
      ownerOrgId,
      t.image_name,
      t.image_tag ?? 'latest',
      t.registry_url ?? null,
      credentials ? encryptSecret(JSON.stringify(credentials), config.encryptionKey) : null,
      t.cpu_request ?? '',
      t.memory_request ?? '',
      t.gpu_count ?? 0,
      t.vram_request ?? '',
      t.concurrent_jobs ?? 1,
      JSON.stringify(t.env ?? []),
      JSON.stringify(t.env_schema ?? []),
      t.secret_refs ?? [],
      t.command ?? [],
      JSON.stringify(t.ports ?? []),
      JSON.stringify(t.volume_mounts ?? []),
      JSON.stringify(t.node_selector ?? {}),
      JSON.stringify(t.tolerations ?? []),
      t.required_network_types ?? [],
      (t.tags ?? []).map((tag) => tag.toLowerCase()),
      t.is_public ?? true,
      t.is_featured ?? false,
      t.min_tier ?? 'free',
      t.icon_url ?? null,
      t.documentation ?? '',
    ],
  );
}

async function insertDemoKey(manager: EntityManager, orgId: string, config: HubConfig, name: string): Promise<string> {
  const minted = mintToken('instanceKey', config.tokenPepper);
  await manager.query(`INSERT INTO api_keys (org_id, name, key_hash, key_prefix) VALUES ($1, $2, $3, $4)`, [
    orgId,
    name,
    minted.hash,
    minted.prefix,
  ]);
  return minted.token;
}

/**
 * Loads the demo catalog, organization, users and instance key in one transaction. Idempotent: a
 * database that already has categories is left alone (only a lost key file is replaced by a new key).
 */
export async function seedDemo(db: DataSource, config: HubConfig): Promise<SeedResult> {
  const keyFile = demoInstanceKeyPath(config.dataDir);
  const [{ count }] = await db.query('SELECT count(*)::int AS count FROM categories');
  if (count > 0) {
    let instanceKey = readDemoInstanceKey(config.dataDir);
    if (!instanceKey) {
      const [org] = await db.query('SELECT id FROM organizations WHERE slug = $1', [DEMO_ORG_SLUG]);
      if (org) {
        instanceKey = await insertDemoKey(db.manager, org.id, config, `${DEMO_KEY_NAME} (re-issued)`);
        writeKeyFile(keyFile, instanceKey);
      }
    }
    return { seeded: false, instanceKey, keyFile };
  }

  const catalog = await loadDemoCatalog();
  const instanceKey = await db.transaction(async (manager) => {
    const [org] = await manager.query(
      `INSERT INTO organizations (name, slug, status, tier) VALUES ('Demo Org', $1, 'active', 'pro') RETURNING id`,
      [catalog.organization_slug],
    );
    await manager.query(`INSERT INTO subscriptions (org_id, tier, status) VALUES ($1, 'pro', 'active')`, [org.id]);

    const categoryIds = new Map<string, string>();
    for (const c of catalog.categories) {
      const [row] = await manager.query(
        `INSERT INTO categories (name, slug, description, icon, sort_order, is_private)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [c.name, c.slug, c.description ?? '', c.icon ?? '', c.sort_order ?? 0, c.is_private ?? false],
      );
      categoryIds.set(c.slug, row.id);
      if (c.is_private) {
        await manager.query('INSERT INTO catalog_access (org_id, category_id) VALUES ($1, $2)', [org.id, row.id]);
      }
    }

    for (const t of catalog.templates) {
      const categoryId = categoryIds.get(t.category_slug);
      if (!categoryId) throw new Error(`demo template ${t.slug} names unknown category ${t.category_slug}`);
      const ownerOrgId = t.owner_org_slug === catalog.organization_slug ? org.id : null;
      await insertTemplate(manager, t, categoryId, ownerOrgId, config);
    }
    await seedRevisionHistory(manager);

    // Users carry the dev-idp's (iss, sub), so signing in as a demo user finds the seeded row.
    if (config.oidcIssuer) {
      for (const account of DEMO_ACCOUNTS) {
        const [row] = await manager.query(
          `INSERT INTO users (issuer, subject, email, name, role) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING RETURNING id`,
          [config.oidcIssuer, account.sub, account.email, account.name, account.role],
        );
        if (row) {
          await manager.query(
            `INSERT INTO user_identities (user_id, issuer, subject, email, how) VALUES ($1, $2, $3, $4, 'provisioned')
             ON CONFLICT DO NOTHING`,
            [row.id, config.oidcIssuer, account.sub, account.email],
          );
        }
        if (row && account.orgRole) {
          await manager.query('INSERT INTO organization_memberships (org_id, user_id, role) VALUES ($1, $2, $3)', [
            org.id,
            row.id,
            account.orgRole,
          ]);
        }
      }
    }

    return insertDemoKey(manager, org.id, config, DEMO_KEY_NAME);
  });
  writeKeyFile(keyFile, instanceKey);
  return { seeded: true, instanceKey, keyFile };
}
