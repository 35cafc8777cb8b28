import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { ConfigError } from '#lib/common';
import { mintToken } from '#lib/credentials';
import type { KeyPair } from '#lib/signing';
import type { CatalogDocument } from '../admin/catalog/catalog-document.js';
import type { CatalogDocumentService, PlanOptions } from '../admin/catalog/catalog-document.service.js';
import type { HubConfig } from '../hub.config.js';
import { DEMO_CATALOG, DEMO_ORG_SLUG } from './demo-catalog.js';
import { seedRevisionHistory } from './demo-revisions.js';
import { DEMO_PUBLISHER, type DemoTrust, prepareDemoTrust, signDemoDocument, signDemoYank } from './demo-trust.js';
import type { TrustService } from '../trust/trust.service.js';

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

/** What the seed's applies do: create what the documents hold (the database is empty), nothing pruned or taken over. */
const SEED_APPLY: PlanOptions = { prune: false, force: false, takeOver: false };

/** Pull credentials of the demo organization's private registry (fictitious; stored encrypted like real ones). */
const DEMO_REGISTRY_CREDENTIALS: Record<string, { username: string; password: string }> = {
  'registry.demo-org.example': { username: 'demo-org-puller', password: 'demo-registry-password' },
};

export interface SeedResult {
  seeded: boolean;
  /** The demo instance key when it is known (just minted, or read back from the data directory). */
  instanceKey?: string;
  keyFile: string;
  /** The demo root and publisher made and used by this seed (HUB_SEED_DEMO_TRUST_DIR), when it signed the demo. */
  trust?: DemoTrust;
}

/** What signing the demo needs (HUB_SEED_DEMO_TRUST_DIR): the hub's root chain and its online key. */
export interface SeedTrust {
  service: Pick<TrustService, 'current' | 'publish'>;
  onlineKey: KeyPair | null;
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

/** The demo's documents with the credentials of the private registry their templates name (kept out of the data). */
function withCredentials(doc: CatalogDocument): CatalogDocument {
  return {
    ...doc,
    templates: doc.templates.map((t) => {
      const credentials = t.registry_url ? DEMO_REGISTRY_CREDENTIALS[t.registry_url] : undefined;
      return credentials ? { ...t, registry_credentials: credentials } : t;
    }),
  };
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
 * Loads the demo catalog, organization, users and instance key in one transaction. The catalog goes through the
 * catalog document's apply (the rules, revisions and managers a real `POST /admin/catalog/apply` has), one apply per
 * scope: the hub's document (every category, the hub-owned templates), then the demo organization's. Idempotent: a
 * database that already has categories is left alone (only a lost key file is replaced by a new key).
 */
export async function seedDemo(
  db: DataSource,
  config: HubConfig,
  catalog: CatalogDocumentService,
  seedTrust?: SeedTrust,
): Promise<SeedResult> {
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

  const demo = DEMO_CATALOG;
  const trust = await demoTrust(config, demo, seedTrust);
  const instanceKey = await db.transaction(async (manager) => {
    const [org] = await manager.query(
      `INSERT INTO organizations (name, slug, status, tier) VALUES ('Demo Org', $1, 'active', 'pro') RETURNING id`,
      [demo.organization_slug],
    );
    await manager.query(`INSERT INTO subscriptions (org_id, tier, status) VALUES ($1, 'pro', 'active')`, [org.id]);

    // Signed by the demo publisher when there is one: the revision each apply publishes is known (1 for the
    // creates, then one more per history step), where `hub-catalog apply --sign-with` reads it from the plan.
    const apply = (doc: CatalogDocument, revision = 1) =>
      catalog.applyWithin(
        manager,
        withCredentials(trust ? signDemoDocument(doc, revision, trust.publisher) : doc),
        SEED_APPLY,
        trust?.trusted ?? null,
      );
    await apply(demo.catalog);
    await apply(demo.organization_catalog);
    // Grants are not part of a document: the demo organization's, on each private demo category.
    await manager.query(
      'INSERT INTO catalog_access (org_id, category_id) SELECT $1, id FROM categories WHERE slug = ANY ($2::text[])',
      [org.id, demo.categories.filter((c) => c.is_private).map((c) => c.slug)],
    );
    await seedRevisionHistory(
      manager,
      apply,
      demo,
      trust && ((yank) => ({ envelope: signDemoYank(yank, trust.publisher), publisher: DEMO_PUBLISHER })),
    );

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
  return { seeded: true, instanceKey, keyFile, trust };
}

/**
 * HUB_SEED_DEMO_TRUST_DIR: the demo's keys and root (prepareDemoTrust), the root published at this hub before the
 * catalog is applied (apply checks envelopes against the hub's current root). A hub without an online key cannot be
 * the root's timestamp and hub roles: a configuration error. A hub that already has a root keeps it, and the demo
 * is then seeded unsigned (the seed does not know that root's keys).
 */
async function demoTrust(
  config: HubConfig,
  demo: typeof DEMO_CATALOG,
  seedTrust?: SeedTrust,
): Promise<DemoTrust | undefined> {
  if (!config.seedDemoTrustDir || !seedTrust) return undefined;
  if (!seedTrust.onlineKey) {
    throw new ConfigError(
      'HUB_SEED_DEMO_TRUST_DIR',
      "the signed demo needs the hub's online key (the embedded database makes one; with PostgreSQL set HUB_ONLINE_KEY_FILE)",
    );
  }
  if (await seedTrust.service.current()) return undefined;
  const categories = [
    ...new Set([
      ...demo.categories.map((c) => c.slug),
      ...demo.catalog.templates.map((t) => t.category_slug),
      ...demo.organization_catalog.templates.map((t) => t.category_slug),
    ]),
  ].sort();
  const trust = prepareDemoTrust(config.seedDemoTrustDir, seedTrust.onlineKey, categories);
  await seedTrust.service.publish(trust.root, null);
  return trust;
}
