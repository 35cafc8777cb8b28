import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ProblemException } from '#lib/common';
import {
  authorizeStatement,
  checkListed,
  CLOCK_SKEW_MS,
  envelopeDigest,
  type Envelope,
  INITIAL_SNAPSHOT_STATE,
  loadPinnedRoot,
  publisherFor,
  REVISION_FIELDS,
  readStatementEnvelope,
  ROOT_LIMITS,
  SignatureError,
  SNAPSHOT_LIMITS,
  type SnapshotDocument,
  type SnapshotState,
  stateAfterRootUpdate,
  type TrustedRoot,
  updateRoot,
  verifySnapshot,
} from '#lib/signing';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import { FLEET_CONFIG, type FleetConfig, type SignaturePolicy } from '../fleet.config.js';
import { HubError, type HubClient, pathSegment } from './hub-client.js';

export type SignatureStatus = 'verified' | 'hub-signed' | 'unsigned' | 'invalid';

/** What the fleet shows on every template and revision it lists, pins or offers (docs/signing.md). */
export interface SignatureView {
  status: SignatureStatus;
  /** The publisher whose keys signed it (`verified`). */
  publisher: string | null;
  /** The first key whose signature counted. */
  key_id: string | null;
  /** The snapshot that lists this revision's envelope (null when none does: an older revision, no snapshot). */
  snapshot_version: number | null;
  /** When that snapshot expires. */
  expires_at: string | null;
  /** Why, in words, when `invalid` or `unsigned`. */
  reason: string | null;
}

/** A revision's envelope as checked (kept per revision; checked again only when it, its data or the root changes). */
export interface RevisionTrust {
  level: SignatureStatus;
  publisher: string | null;
  key_id: string | null;
  reason: string | null;
  /** envelopeDigest of the envelope, null when the hub served none. */
  digest: string | null;
  envelope: Envelope | null;
  root_version: number;
  /** Hash of the deployable fields it was compared with (a change of what the hub serves checks it again). */
  data_hash: string;
}

/** What the fleet keeps per hub (hub_sync_state.trust). */
interface TrustState {
  source: string;
  /** envelopeDigest of the root FLEET_TRUST_ROOT pinned when this chain started (a new pin restarts it). */
  pinned: string;
  root: Envelope;
  snapshot: SnapshotDocument | null;
  state: SnapshotState;
  scope: string | null;
  last_error: string | null;
  rollback: { at: string; detail: string } | null;
  checked_at: string | null;
}

/** The freshness and trust summary: GET hub/sync `trust`, and what pins are checked against. */
export interface TrustSummary {
  enabled: boolean;
  require_signature: SignaturePolicy;
  root_version: number | null;
  snapshot_version: number | null;
  expires_at: string | null;
  /** Set when the fleet is frozen (no snapshot, or the kept one expired): new pins and updates are refused. */
  frozen: boolean;
  frozen_since: string | null;
  frozen_reason: string | null;
  last_error: string | null;
  rollback: { at: string; detail: string } | null;
  checked_at: string | null;
}

const MAX_ROOT_STEPS = 64;
/** A version route answer: the revision object and its envelope (256 KiB) with room to spare. */
const VERSION_ANSWER_BYTES = 2 * 1024 * 1024;
const CONCURRENCY = 4;
const LEVEL_RANK: Record<SignatureStatus, number> = { verified: 2, 'hub-signed': 1, unsigned: 0, invalid: 0 };
const POLICY_RANK: Record<SignaturePolicy, number> = { publisher: 2, hub: 1, off: 0 };

/** JSON with sorted object keys: two values compare equal whatever their key order. */
function sorted(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sorted).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sorted(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The deployable fields a served object carries (the hub's answers omit a few: those are not deployed here). */
function deployableOf(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(REVISION_FIELDS.filter((f) => f in data).map((f) => [f, data[f]]));
}

const hashOf = (objects: Record<string, unknown>[]) =>
  createHash('sha256')
    .update(objects.map((o) => sorted(deployableOf(o))).join('\n'))
    .digest('hex');

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The fleet side of issue 40 (docs/signing.md): with FLEET_TRUST_ROOT, each sync catches up the root chain, verifies
 * the scope's snapshot (rollback, freeze, expiry) and each new revision envelope (by the root; digest and revision
 * against the snapshot), and keeps what it verified. Reads answer a `signature` for every revision, and pins are
 * checked against the policy and the freshness.
 */
@Injectable()
export class TrustService {
  private readonly logger = new Logger('HubTrust');
  private cachedRoot: { digest: string; root: TrustedRoot } | null = null;

  constructor(
    @InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  get enabled(): boolean {
    return this.config.trustRoot !== null;
  }

  private pinnedRoot(): TrustedRoot {
    return this.config.trustRoot!;
  }

  /** The trusted root an envelope stored by this service is (it was verified before it was stored). */
  private rootOf(envelope: Envelope): TrustedRoot {
    const digest = envelopeDigest(envelope) + envelope.signatures.map((s) => s.sig).join();
    if (this.cachedRoot?.digest !== digest) this.cachedRoot = { digest, root: loadPinnedRoot(envelope) };
    return this.cachedRoot.root;
  }

  private async readState(): Promise<TrustState | null> {
    const rows: { trust: TrustState | null }[] = await this.db.query('SELECT trust FROM hub_sync_state WHERE id = 1');
    return rows[0]?.trust ?? null;
  }

  private async writeState(state: TrustState): Promise<void> {
    await this.db.query(
      `INSERT INTO hub_sync_state (id, trust) VALUES (1, $1::jsonb) ON CONFLICT (id) DO UPDATE SET trust = $1::jsonb`,
      [JSON.stringify(state)],
    );
  }

  /** The state for this hub: the stored one when it follows the pinned root of this hub, else a fresh start. */
  private current(stored: TrustState | null, source: string | null): TrustState {
    const pinned = this.pinnedRoot();
    const pinnedDigest = envelopeDigest(pinned.envelope);
    if (stored && stored.source === source && stored.pinned === pinnedDigest) return stored;
    return {
      source: source ?? '',
      pinned: pinnedDigest,
      root: pinned.envelope,
      snapshot: null,
      state: INITIAL_SNAPSHOT_STATE,
      scope: null,
      last_error: null,
      rollback: null,
      checked_at: null,
    };
  }

  /** The freshness summary (also what a pin is checked against). */
  async summary(source: string | null): Promise<TrustSummary> {
    const policy = this.config.requireSignature;
    if (!this.enabled) {
      return {
        enabled: false,
        require_signature: policy,
        root_version: null,
        snapshot_version: null,
        expires_at: null,
        frozen: false,
        frozen_since: null,
        frozen_reason: null,
        last_error: null,
        rollback: null,
        checked_at: null,
      };
    }
    const state = this.current(await this.readState(), source);
    const snapshot = state.snapshot;
    let frozenSince: string | null = null;
    let frozenReason: string | null = null;
    let frozen = false;
    if (!snapshot) {
      frozen = true;
      frozenReason = 'No snapshot from the hub has been verified yet.';
    } else if (Math.max(Date.now(), state.state.floor) > Date.parse(snapshot.expires) + CLOCK_SKEW_MS) {
      frozen = true;
      frozenSince = snapshot.expires;
      frozenReason = `The hub's snapshot ${snapshot.version} expired at ${snapshot.expires} and no fresh one was verified.`;
    }
    return {
      enabled: true,
      require_signature: policy,
      root_version: this.rootOf(state.root).document.version,
      snapshot_version: snapshot?.version ?? null,
      expires_at: snapshot?.expires ?? null,
      frozen,
      frozen_since: frozenSince,
      frozen_reason: frozenReason,
      last_error: state.last_error,
      rollback: state.rollback,
      checked_at: state.checked_at,
    };
  }

  /** The kept snapshot and root version, for the views of one read. */
  async context(source: string | null): Promise<ViewContext> {
    if (!this.enabled) return { enabled: false, snapshot: null, rootVersion: 0, root: null };
    const state = this.current(await this.readState(), source);
    const root = this.rootOf(state.root);
    return { enabled: true, snapshot: state.snapshot, rootVersion: root.document.version, root };
  }

  /**
   * Whether the fleet acts on the yank of one revision (docs/signing.md, "Withdrawals on the fleet"), from its hub
   * `versions` entry (`yanked`, `withdrawals`). Null when it is not yanked. Verification off: every yank is acted on,
   * as before. With a root: a yank of a template the root gives to a publisher is acted on only when one of its
   * `withdrawals` is a yank statement of this slug, revision and category, signed by that publisher
   * (`authorizeStatement` → verified) and listed under the template in the kept snapshot; otherwise it is shown
   * (`hub_only: true`, the hub's reason) and not acted on. A template no publisher may sign: the hub's yank is
   * acted on, as its revisions are the hub's.
   */
  yank(
    context: ViewContext,
    slug: string,
    categorySlug: string | null,
    revision: number,
    entry: Record<string, unknown> | null | undefined,
  ): YankView | null {
    const yanked = entry?.yanked;
    if (!yanked) return null;
    const reason = isObject(yanked) && typeof yanked.reason === 'string' ? yanked.reason : null;
    if (!context.enabled || !context.root) return { acted: true, hub_only: false, publisher: null, reason };
    const root = context.root;
    const category = categorySlug ?? '';
    const owner = categorySlug === null ? null : publisherFor(root.document, slug, category);
    if (!owner) return { acted: true, hub_only: false, publisher: null, reason };
    const listed = context.snapshot?.templates[slug]?.withdrawals ?? [];
    const withdrawals = Array.isArray(entry.withdrawals) ? entry.withdrawals : [];
    for (const w of withdrawals) {
      if (!isObject(w) || w.action !== 'yank' || !w.signature) continue;
      try {
        const read = readStatementEnvelope(w.signature);
        if (read.kind !== 'withdrawal') continue;
        const s = read.statement;
        if (s.action !== 'yank' || s.slug !== slug || s.revision !== revision || s.category_slug !== category) continue;
        const authorized = authorizeStatement(root, read.envelope, slug, category);
        if (authorized.level !== 'verified' || !listed.includes(envelopeDigest(read.envelope))) continue;
        return { acted: true, hub_only: false, publisher: authorized.publisher, reason: s.reason || reason };
      } catch (error) {
        if (!(error instanceof SignatureError)) throw error;
      }
    }
    return { acted: false, hub_only: true, publisher: null, reason };
  }

  /** The `signature` of one revision, from what was verified and the kept snapshot. */
  view(context: ViewContext, slug: string, revision: number, record: RevisionTrust | null | undefined): SignatureView {
    const none = { publisher: null, key_id: null, snapshot_version: null, expires_at: null };
    if (!context.enabled) {
      return { status: 'unsigned', ...none, reason: 'Signature verification is off (FLEET_TRUST_ROOT is not set).' };
    }
    if (!record || record.root_version !== context.rootVersion) {
      return { status: 'unsigned', ...none, reason: 'Not verified yet: the next sync (or a pin) verifies it.' };
    }
    const snapshot = context.snapshot;
    const entry = snapshot?.templates[slug];
    if (record.level === 'invalid' || record.level === 'unsigned') {
      if (record.level === 'unsigned' && snapshot && entry?.revision === revision) {
        return {
          status: 'invalid',
          ...none,
          reason: `The hub's snapshot ${snapshot.version} lists a signed envelope for this revision, but the hub served none.`,
        };
      }
      return { status: record.level, ...none, reason: record.reason };
    }
    const signed = { publisher: record.publisher, key_id: record.key_id };
    if (!snapshot || !record.envelope) return { status: record.level, ...none, ...signed, reason: null };
    if (entry && entry.revision > revision) {
      // An older revision (a pin): its signature stands; the snapshot lists only the current revision.
      return { status: record.level, ...none, ...signed, reason: null };
    }
    try {
      checkListed(snapshot, slug, revision, record.envelope);
    } catch (error) {
      if (!(error instanceof SignatureError)) throw error;
      return { status: 'invalid', ...none, reason: `${error.message} (snapshot ${snapshot.version})` };
    }
    return {
      status: record.level,
      ...signed,
      snapshot_version: snapshot.version,
      expires_at: snapshot.expires,
      reason: null,
    };
  }

  /**
   * Refuses a pin (or taking an update) of a revision: 409 `signature_invalid` for an invalid one, 409
   * `signature_required` below FLEET_REQUIRE_SIGNATURE, 409 `catalog_frozen` while the snapshot is expired.
   */
  async checkPin(source: string | null, slug: string, revision: number, view: SignatureView): Promise<void> {
    if (!this.enabled) return;
    if (view.status === 'invalid') {
      throw new ProblemException(
        409,
        'signature_invalid',
        `Revision ${revision} of "${slug}" has an invalid signature: ${view.reason ?? 'refused'}`,
      );
    }
    const policy = this.config.requireSignature;
    if (LEVEL_RANK[view.status] < POLICY_RANK[policy]) {
      throw new ProblemException(
        409,
        'signature_required',
        `FLEET_REQUIRE_SIGNATURE=${policy}: revision ${revision} of "${slug}" is ${view.status}` +
          `${view.reason ? ` (${view.reason})` : ''}; it needs ${policy === 'publisher' ? 'its publisher’s signature' : 'a publisher or hub signature'}.`,
      );
    }
    await this.checkNotFrozen(source);
  }

  async checkNotFrozen(source: string | null): Promise<void> {
    const summary = await this.summary(source);
    if (summary.frozen) {
      throw new ProblemException(
        409,
        'catalog_frozen',
        `The catalog is frozen${summary.frozen_since ? ` since ${summary.frozen_since}` : ''}: ${summary.frozen_reason} ` +
          'New pins and updates wait for a fresh snapshot; what runs is left alone.',
      );
    }
  }

  /**
   * One sync's trust pass (the sync lock is held): catch up the root chain, verify the snapshot, verify the revision
   * envelopes not verified yet. Never throws for what the hub sent: refusals are kept in the state (and logged).
   */
  async syncTrust(hub: HubClient, source: string): Promise<void> {
    if (!this.enabled) return;
    const stored = await this.readState();
    const state = this.current(stored, source);
    const errors: string[] = [];
    let trusted = this.rootOf(state.root);
    // 1. The root chain: root/{n+1} until 404, each checked against the one before.
    try {
      for (let step = 0; step < MAX_ROOT_STEPS; step++) {
        const next = trusted.document.version + 1;
        const answer = await hub.capped(`/api/v1/catalog/trust/root/${next}`, ROOT_LIMITS.maxBytes);
        if (answer.status === 404) break;
        if (answer.status !== 200) throw new HubError(`the hub answered ${answer.status} for root ${next}`, true);
        const updated = updateRoot(trusted, answer.body);
        state.state = stateAfterRootUpdate(trusted.document, updated.document, state.state);
        // New timestamp keys (the old one may be stolen): the kept snapshot is not trusted any more either.
        if (state.state.version === 0) state.snapshot = null;
        state.root = updated.envelope;
        trusted = this.rootOf(updated.envelope);
        this.logger.log(`trust root updated to version ${updated.document.version}`);
      }
    } catch (error) {
      errors.push(`root chain: ${this.describe(error)}`);
    }
    // 2. The snapshot of this fleet's scope.
    try {
      const answer = await hub.capped('/api/v1/catalog/trust/snapshot', SNAPSHOT_LIMITS.maxBytes);
      if (answer.status !== 200) {
        let code = '';
        try {
          const body = JSON.parse(answer.body.toString('utf8')) as { code?: unknown };
          code = typeof body.code === 'string' && /^[a-z_]{1,64}$/.test(body.code) ? ` ${body.code}` : '';
        } catch {
          // not a problem body: the status says enough
        }
        throw new HubError(`the hub answered ${answer.status}${code} for the snapshot`, true);
      }
      const verified = verifySnapshot(trusted, answer.body, state.state, { now: Date.now() });
      if (!verified.snapshot.scope.startsWith('org:')) {
        throw new SignatureError('wrong_type', `A snapshot of scope ${verified.snapshot.scope}, not this fleet's.`);
      }
      if (state.scope !== null && verified.snapshot.scope !== state.scope) {
        throw new SignatureError('wrong_type', `A snapshot of scope ${verified.snapshot.scope}, not ${state.scope}.`);
      }
      state.scope = verified.snapshot.scope;
      state.snapshot = verified.snapshot;
      state.state = verified.state;
    } catch (error) {
      const detail = this.describe(error);
      if (error instanceof SignatureError && error.code === 'rollback') {
        state.rollback = { at: new Date().toISOString(), detail };
        this.logger.warn(`snapshot refused as a rollback (the kept snapshot stays): ${detail}`);
      }
      errors.push(`snapshot: ${detail}`);
    }
    state.last_error = errors.length ? errors.join(' ') : null;
    state.checked_at = new Date().toISOString();
    await this.writeState(state);
    if (errors.length) this.logger.warn(`trust check: ${state.last_error}`);
    // 3. The revisions this fleet serves or may pin: each current revision and each pinned one.
    await this.verifyRevisions(hub, trusted, state.snapshot).catch((error: unknown) => {
      this.logger.warn(`revision signatures not verified (retried at the next sync): ${this.describe(error)}`);
    });
  }

  private describe(error: unknown): string {
    if (error instanceof SignatureError) return `${error.code}: ${error.message}`;
    if (error instanceof HubError) return error.message;
    return 'an unexpected error';
  }

  private async verifyRevisions(hub: HubClient, trusted: TrustedRoot, snapshot: SnapshotDocument | null) {
    const rows: {
      id: string;
      slug: string;
      revision: number;
      data: Record<string, unknown> | null;
      trust: RevisionTrust | null;
    }[] = await this.db.query(
      `SELECT t.id, t.slug, r.revision, r.data, r.trust FROM hub_templates t
         JOIN hub_template_revisions r ON r.template_id = t.id
          AND (r.revision = t.pinned_revision OR (jsonb_typeof(t.data->'revision') = 'number'
               AND r.revision = (t.data->>'revision')::int))`,
    );
    const todo = rows.filter((row) => {
      const record = row.trust;
      // Refusals are checked again each sync (a hub that stops serving a bad answer recovers at once).
      if (!record || record.root_version !== trusted.document.version || record.level === 'invalid') return true;
      if (row.data && record.data_hash !== hashOf([row.data])) return true;
      const entry = snapshot?.templates[row.slug];
      return entry !== undefined && entry.revision === row.revision && entry.digest !== record.digest;
    });
    for (let i = 0; i < todo.length; i += CONCURRENCY) {
      await Promise.all(
        todo.slice(i, i + CONCURRENCY).map(async (row) => {
          const inline = row.trust?.level !== 'invalid';
          let record: RevisionTrust;
          try {
            record = await this.check(hub, trusted, row.slug, row.revision, row.data, inline);
          } catch (error) {
            // The hub did not answer for this one (down, 404, over the cap): the others go on; it is tried next sync.
            if (!(error instanceof HubError)) throw error;
            this.logger.warn(`signature of ${row.slug} revision ${row.revision} not read: ${error.message}`);
            return;
          }
          await this.store(row.id, row.revision, record);
        }),
      );
    }
  }

  /** Verifies one revision now (a pin of a revision no sync verified): its record, also stored. */
  async ensure(
    hub: HubClient,
    source: string | null,
    template: { id: string; slug: string },
    revision: number,
  ): Promise<RevisionTrust | null> {
    if (!this.enabled) return null;
    const state = this.current(await this.readState(), source);
    const trusted = this.rootOf(state.root);
    const rows: { data: Record<string, unknown> | null; trust: RevisionTrust | null }[] = await this.db.query(
      'SELECT data, trust FROM hub_template_revisions WHERE template_id = $1 AND revision = $2',
      [template.id, revision],
    );
    const row = rows[0];
    if (
      row?.trust &&
      (row.trust.level === 'verified' || row.trust.level === 'hub-signed') &&
      row.trust.root_version === trusted.document.version &&
      (!row.data || row.trust.data_hash === hashOf([row.data]))
    ) {
      return row.trust;
    }
    const record = await this.check(hub, trusted, template.slug, revision, row?.data ?? null, !row?.trust);
    await this.store(template.id, revision, record);
    return record;
  }

  private async store(id: string, revision: number, record: RevisionTrust): Promise<void> {
    await this.db.query(
      `UPDATE hub_template_revisions SET trust = $3::jsonb WHERE template_id = $1 AND revision = $2`,
      [id, revision, JSON.stringify(record)],
    );
  }

  /**
   * Checks a revision's envelope: the inline `signature` of the object the fleet holds when it has one, else the
   * hub's version route (read with a cap). Authorized by the root (publisher → verified, hub key → hub-signed),
   * naming this slug, revision and category, and signing exactly the deployable fields the hub serves.
   */
  private async check(
    hub: HubClient,
    trusted: TrustedRoot,
    slug: string,
    revision: number,
    held: Record<string, unknown> | null,
    inline: boolean,
  ): Promise<RevisionTrust> {
    const objects: Record<string, unknown>[] = held ? [held] : [];
    let envelope: unknown = inline && held && 'signature' in held ? held.signature : undefined;
    if (envelope === undefined) {
      const answer = await hub.capped(
        `/api/v1/catalog/templates/${pathSegment(slug)}/versions/${revision}`,
        VERSION_ANSWER_BYTES,
      );
      if (answer.status !== 200) throw new HubError(`the hub answered ${answer.status} for ${slug}/${revision}`, true);
      let body: unknown;
      try {
        body = JSON.parse(answer.body.toString('utf8'));
      } catch {
        throw new HubError('the hub sent a version that is not JSON', false);
      }
      if (!isObject(body)) throw new HubError('the hub sent a version that is not an object', false);
      objects.push(body);
      envelope = body.signature ?? null;
    }
    const base = { root_version: trusted.document.version, data_hash: hashOf(held ? [held] : []) };
    const refused = (reason: string, digest: string | null = null): RevisionTrust => ({
      ...base,
      level: 'invalid',
      publisher: null,
      key_id: null,
      reason,
      digest,
      envelope: null,
    });
    if (envelope === null) {
      return {
        ...base,
        level: 'unsigned',
        publisher: null,
        key_id: null,
        reason: 'The hub serves no signature for this revision.',
        digest: null,
        envelope: null,
      };
    }
    try {
      const read = readStatementEnvelope(envelope);
      if (read.kind !== 'revision') return refused('The envelope is a withdrawal, not a revision.');
      const statement = read.statement;
      const category = objects.map((o) => o.category_slug).find((c): c is string => typeof c === 'string');
      const authorization = authorizeStatement(trusted, read.envelope, slug, category ?? statement.category_slug);
      const digest = envelopeDigest(read.envelope);
      if (statement.slug !== slug || statement.revision !== revision) {
        return refused(
          `The signature is for ${statement.slug} revision ${statement.revision}, not ${slug} revision ${revision}.`,
          digest,
        );
      }
      if (category !== undefined && statement.category_slug !== category) {
        return refused(`The signature names category ${statement.category_slug}, the hub serves ${category}.`, digest);
      }
      const signer = authorization.publisher ?? 'the hub key';
      for (const object of objects) {
        for (const field of REVISION_FIELDS) {
          if (field in object && sorted(object[field]) !== sorted(statement.deployable[field])) {
            return refused(`The hub serves a ${field} other than the one ${signer} signed.`, digest);
          }
        }
      }
      return {
        ...base,
        level: authorization.level,
        publisher: authorization.publisher,
        key_id: authorization.keyids[0] ?? null,
        reason: null,
        digest,
        envelope: read.envelope,
      };
    } catch (error) {
      if (!(error instanceof SignatureError)) throw error;
      return refused(`${error.message}`);
    }
  }
}

export interface ViewContext {
  enabled: boolean;
  snapshot: SnapshotDocument | null;
  rootVersion: number;
  /** The trusted root (null when verification is off). */
  root: TrustedRoot | null;
}

/** A yank as the fleet treats it (TrustService.yank). */
export interface YankView {
  /** Acted on: an update from this revision is `required` and it cannot be pinned. */
  acted: boolean;
  /** Recorded by the hub without the publisher's signature, on a template a publisher manages: shown only. */
  hub_only: boolean;
  /** The publisher whose signed yank was verified, else null. */
  publisher: string | null;
  reason: string | null;
}
