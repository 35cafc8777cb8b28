// The per-scope signed snapshot (docs/signing.md, "Snapshots"): which revision of each template a fleet scope sees
// and the digests of the envelopes behind it, signed with the hub's online key (the root's `timestamp` role), with a
// version that only grows per scope across replicas and restarts. Console-made revisions are signed lazily here
// with the same key (the root's `hub` role: "hub-signed" at a fleet).
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ProblemException } from '#lib/common';
import {
  envelopeDigest,
  parseEnvelope,
  publisherFor,
  revisionStatement,
  SignatureError,
  signRevision,
  signSnapshot,
  SNAPSHOT_LIMITS,
  type SnapshotDocument,
  type SnapshotTemplate,
  type TrustedRoot,
} from '#lib/signing';
import type { CatalogScope } from '../auth/caller.js';
import { HubCache } from '../cache/hub-cache.js';
import { withdrawalsInForce } from '../catalog/signatures.js';
import { visibleTemplateSql } from '../catalog/visibility.js';
import { HUB_CONFIG, type HubConfig, type OnlineKey } from '../hub.config.js';
import { ONLINE_KEY, type OnlineKeyHolder } from './online-key.js';
import { TrustService } from './trust.service.js';

/** Snapshot rows kept per scope (the latest is what every replica serves; older ones are history). */
export const SNAPSHOTS_KEPT = 10;
/** Revisions signed per statement when console-made ones are signed lazily. */
const SIGN_BATCH = 200;
/** Console-made revisions signed in one snapshot build at most (the next build signs the rest). */
const SIGN_MAX = 5000;

/** A fleet scope's name (`public`, `org:<uuid>`) and the catalog view it stands for. */
export interface SnapshotScope {
  name: string;
  catalog: CatalogScope;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `public` or `org:<organization id>` (the `?scope=` an admin may ask for), else null. */
export function parseSnapshotScope(value: string): SnapshotScope | null {
  if (value === 'public') return { name: 'public', catalog: { all: false, orgId: null } };
  const id = value.startsWith('org:') ? value.slice(4).toLowerCase() : '';
  return UUID.test(id) ? { name: `org:${id}`, catalog: { all: false, orgId: id } } : null;
}

/** The scope a caller's own catalog view is (an admin's "everything" is not a fleet scope: `public`). */
export function snapshotScopeOf(scope: CatalogScope): SnapshotScope {
  return scope.all || !scope.orgId ? parseSnapshotScope('public')! : parseSnapshotScope(`org:${scope.orgId}`)!;
}

interface Remembered {
  envelope: string;
  /** Date.now() after which the stored snapshot is checked again (half its validity). */
  refreshAt: number;
}

interface UnsignedRow {
  template_id: string;
  slug: string;
  revision: number;
  category_slug: string;
  snapshot: Record<string, unknown>;
}

interface ListedRow {
  id: string;
  slug: string;
  revision: number;
  envelope: string;
}

interface StoredRow {
  version: number;
  envelope: string;
  content_hash: string;
  expires_at: Date | string;
  created_at: Date | string;
}

const problem = (code: string, detail: string) => new ProblemException(409, code, detail);

@Injectable()
export class SnapshotService {
  private readonly logger = new Logger('Trust');
  /** The build under way per scope in this process. */
  private readonly building = new Map<string, Promise<string>>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly trust: TrustService,
    private readonly cache: HubCache,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
    @Inject(ONLINE_KEY) private readonly online: OnlineKeyHolder,
  ) {}

  /**
   * The latest snapshot of `scope` as a DSSE envelope (JSON text): the stored one while its content is unchanged
   * and more than half its validity is left, else a new version signed under a per-scope lock.
   */
  async snapshot(scope: SnapshotScope): Promise<string> {
    const cacheKey = `trust-snapshot|${scope.name}`;
    const hit = this.cache.get<Remembered>(cacheKey);
    if (hit && hit.refreshAt > Date.now()) return hit.envelope;
    // Requests that miss together share one build (and its database reads).
    const pending = this.building.get(scope.name);
    if (pending) return pending;
    const build = this.build(scope, cacheKey).finally(() => this.building.delete(scope.name));
    this.building.set(scope.name, build);
    return build;
  }

  private async build(scope: SnapshotScope, cacheKey: string): Promise<string> {
    const generation = this.cache.begin();
    const root = await this.trust.current();
    if (!root) {
      throw problem(
        'trust_root_not_found',
        'A snapshot was asked for but the hub has no trust root to sign it under: publish one first ' +
          '(POST /api/v1/admin/catalog/trust/root).',
      );
    }
    const key = this.online.key;
    if (!key) {
      throw problem(
        'online_key_missing',
        'This hub has no online key to sign snapshots with: set HUB_ONLINE_KEY_FILE (a `hub-catalog keygen` file).',
      );
    }
    const timestamp = root.document.roles.timestamp;
    if (!timestamp.keyids.includes(key.pair.keyId) || timestamp.threshold > 1) {
      throw problem(
        'online_key_not_trusted',
        `Root version ${root.document.version} does not trust this hub's online key ${key.pair.keyId} to sign ` +
          `snapshots alone (its timestamp role: ${timestamp.threshold} of ${timestamp.keyids.join(', ')}): fleets ` +
          'would refuse them. Publish a root version listing it under --timestamp-key.',
      );
    }
    await this.signMissing(root, key);
    const remembered = await this.latest(scope, root, key);
    this.cache.set(cacheKey, generation, remembered, remembered.envelope.length * 2);
    return remembered.envelope;
  }

  /**
   * Signs, with the online key, the current revisions that carry no envelope on templates no publisher manages
   * and the root gives to nobody but the hub (console, admin API, unsigned apply, import, demo seed), and signs
   * again the hub-signed ones whose envelope this key did not sign (the hub key was rotated: a fleet following the
   * root no longer trusts the retired key, and would show them invalid until their next revision). Idempotent under
   * concurrency: an envelope is stored only where none is, or where the stored one is not this key's (the key id
   * is 64 hex characters, so its absence from the envelope's text says that), so two replicas with the same key
   * never store two for one revision; what is served is read back from the table. A template whose envelope is stored
   * gets a new `updated_at`, so that the incremental sync (`updates`) carries its signature.
   */
  private async signMissing(root: TrustedRoot, key: OnlineKey): Promise<void> {
    const hub = root.document.roles.hub;
    if (!hub.keyids.includes(key.pair.keyId) || hub.threshold > 1) return;
    const rows: UnsignedRow[] = await this.db.query(
      `SELECT t.id AS template_id, t.slug, t.revision, c.slug AS category_slug, r.snapshot
         FROM templates t JOIN categories c ON c.id = t.category_id
         JOIN template_revisions r ON r.template_id = t.id AND r.revision = t.revision
        WHERE t.publisher IS NULL
          AND (r.envelope IS NULL OR (r.hub_signed AND position($1 in r.envelope::text) = 0))
        ORDER BY t.id LIMIT ${SIGN_MAX}`,
      [key.pair.keyId],
    );
    const signer = { keyId: key.pair.keyId, privateKey: key.pair.privateKey };
    const signed: { template_id: string; revision: number; envelope: string }[] = [];
    for (const row of rows) {
      // A template the root gives to a publisher waits for that publisher's signature: a hub one would be refused.
      if (publisherFor(root.document, row.slug, row.category_slug)) continue;
      try {
        const statement = revisionStatement({
          slug: row.slug,
          revision: Number(row.revision),
          category_slug: row.category_slug,
          deployable: typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot,
        });
        signed.push({
          template_id: row.template_id,
          revision: Number(row.revision),
          envelope: JSON.stringify(signRevision(statement, [signer])),
        });
      } catch (error) {
        if (!(error instanceof SignatureError)) throw error;
        this.logger.warn(`revision ${row.revision} of ${row.slug} cannot be hub-signed: ${error.message}`);
      }
    }
    for (let i = 0; i < signed.length; i += SIGN_BATCH) {
      const batch = signed.slice(i, i + SIGN_BATCH);
      await this.db.transaction(async (tx) => {
        const stored: { template_id: string }[] = await tx.query(
          `WITH stored AS (
             UPDATE template_revisions r SET envelope = v.envelope, hub_signed = true
               FROM jsonb_to_recordset($1::jsonb) AS v (template_id uuid, revision integer, envelope text)
              WHERE r.template_id = v.template_id AND r.revision = v.revision
                AND (r.envelope IS NULL OR (r.hub_signed AND position($2 in r.envelope::text) = 0))
                AND EXISTS (SELECT 1 FROM templates t
                             WHERE t.id = r.template_id AND t.revision = r.revision AND t.publisher IS NULL)
              RETURNING r.template_id)
           SELECT template_id FROM stored`,
          [JSON.stringify(batch), key.pair.keyId],
        );
        const ids = stored.map((s) => s.template_id);
        if (ids.length) {
          await tx.query('UPDATE templates SET updated_at = now() WHERE id = ANY ($1::uuid[])', [ids]);
        }
      });
    }
  }

  /** The templates map of a scope: each visible template whose current revision carries an envelope. */
  private async content(scope: SnapshotScope): Promise<Record<string, SnapshotTemplate>> {
    const params: unknown[] = [];
    const rows: ListedRow[] = await this.db.query(
      `SELECT t.id, t.slug, t.revision, r.envelope
         FROM templates t JOIN categories c ON c.id = t.category_id
         JOIN template_revisions r ON r.template_id = t.id AND r.revision = t.revision
        WHERE ${visibleTemplateSql(scope.catalog, params)} AND r.envelope IS NOT NULL
        ORDER BY t.slug`,
      params,
    );
    const withdrawals = new Map<string, string[]>();
    if (rows.length) {
      const found = await withdrawalsInForce(
        this.db,
        rows.map((r) => r.id),
      );
      for (const w of found) {
        const list = withdrawals.get(w.template_id) ?? [];
        list.push(envelopeDigest(parseEnvelope(w.envelope)));
        withdrawals.set(w.template_id, list);
      }
    }
    const templates: Record<string, SnapshotTemplate> = {};
    for (const row of rows) {
      templates[row.slug] = {
        revision: Number(row.revision),
        digest: envelopeDigest(parseEnvelope(row.envelope)),
        withdrawals: withdrawals.get(row.id) ?? [],
      };
    }
    return templates;
  }

  /** The stored latest of the scope, or a new version when its content changed or half its validity passed. */
  private async latest(scope: SnapshotScope, root: TrustedRoot, key: OnlineKey): Promise<Remembered> {
    const templates = await this.content(scope);
    const rootVersion = root.document.version;
    const hash = createHash('sha256')
      .update(JSON.stringify({ root_version: rootVersion, key: key.pair.keyId, templates }))
      .digest('hex');
    const validityMs =
      Math.min(this.config.snapshotValiditySeconds, root.document.snapshot_max_validity_seconds, 86_400) * 1000;
    return this.db.transaction(async (tx) => {
      // One signer per scope at a time, on every replica (PostgreSQL and PGlite alike).
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`catalog_snapshots:${scope.name}`]);
      const [stored]: StoredRow[] = await tx.query(
        `SELECT version, envelope, content_hash, expires_at, created_at FROM catalog_snapshots
          WHERE scope = $1 ORDER BY version DESC LIMIT 1`,
        [scope.name],
      );
      const now = Date.now();
      if (stored && stored.content_hash === hash) {
        const expires = new Date(stored.expires_at).getTime();
        const issued = new Date(stored.created_at).getTime();
        const refreshAt = expires - (expires - issued) / 2;
        if (refreshAt > now) return { envelope: stored.envelope, refreshAt };
      }
      const version = (stored ? Number(stored.version) : 0) + 1;
      const issued = new Date(now);
      const expires = new Date(now + validityMs);
      const document: SnapshotDocument = {
        type: 'hub-catalog/snapshot',
        scope: scope.name,
        version,
        root_version: rootVersion,
        issued_at: issued.toISOString(),
        expires: expires.toISOString(),
        templates,
      };
      const envelope = JSON.stringify(
        signSnapshot(document, [{ keyId: key.pair.keyId, privateKey: key.pair.privateKey }]),
      );
      if (Buffer.byteLength(envelope) > SNAPSHOT_LIMITS.maxBytes) {
        throw problem(
          'snapshot_too_large',
          `The snapshot of ${scope.name} would be ${Buffer.byteLength(envelope)} bytes; fleets read at most ` +
            `${SNAPSHOT_LIMITS.maxBytes}.`,
        );
      }
      await tx.query(
        `INSERT INTO catalog_snapshots (scope, version, envelope, content_hash, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [scope.name, version, envelope, hash, expires, issued],
      );
      await tx.query('DELETE FROM catalog_snapshots WHERE scope = $1 AND version <= $2', [
        scope.name,
        version - SNAPSHOTS_KEPT,
      ]);
      return { envelope, refreshAt: now + validityMs / 2 };
    });
  }
}
