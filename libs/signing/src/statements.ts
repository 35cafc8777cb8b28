// What publishers sign: a revision's deployable content, and withdrawals (yank, un-yank, rollback, deprecation).
import { type KeyObject } from 'node:crypto';
import { decodePayload, type Envelope, parseEnvelope, signEnvelope, STATEMENT_LIMITS } from './dsse.js';
import { SignatureError } from './errors.js';

export const REVISION_PAYLOAD_TYPE = 'application/vnd.hub-catalog.revision+json';
export const WITHDRAWAL_PAYLOAD_TYPE = 'application/vnd.hub-catalog.withdrawal+json';

/**
 * The fields of a revision a fleet deploys: the hub's template_revisions snapshot (DEPLOYABLE_COLUMNS of the
 * template-revisions migration), all signed. Image name, tag and digest, resources, env and its schema, ports,
 * volumes, node selector, network types and tier among them.
 */
export const REVISION_FIELDS = [
  'version',
  'kind',
  'image_name',
  'image_tag',
  'image_digest',
  'registry_url',
  'cpu_request',
  'memory_request',
  'gpu_count',
  'vram_request',
  'concurrent_jobs',
  'env',
  'env_schema',
  'secret_refs',
  'command',
  'ports',
  'volume_mounts',
  'node_selector',
  'tolerations',
  'required_network_types',
  'min_tier',
] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];

const FIELD_KINDS: Record<RevisionField, 'string' | 'string?' | 'number' | 'array' | 'object'> = {
  version: 'string',
  kind: 'string',
  image_name: 'string',
  image_tag: 'string',
  image_digest: 'string?',
  registry_url: 'string?',
  cpu_request: 'string',
  memory_request: 'string',
  gpu_count: 'number',
  vram_request: 'string',
  concurrent_jobs: 'number',
  env: 'array',
  env_schema: 'array',
  secret_refs: 'array',
  command: 'array',
  ports: 'array',
  volume_mounts: 'array',
  node_selector: 'object',
  tolerations: 'array',
  required_network_types: 'array',
  min_tier: 'string',
};

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export interface RevisionStatement {
  type: 'hub-catalog/revision';
  slug: string;
  /** The revision number this content is (the hub's `revision`: 1, 2, … per template). */
  revision: number;
  category_slug: string;
  deployable: Record<RevisionField, unknown>;
  signed_at: string;
}

export const WITHDRAWAL_ACTIONS = ['yank', 'unyank', 'rollback', 'deprecate', 'undeprecate'] as const;
export type WithdrawalAction = (typeof WITHDRAWAL_ACTIONS)[number];

export interface WithdrawalStatement {
  type: 'hub-catalog/withdrawal';
  action: WithdrawalAction;
  slug: string;
  category_slug: string;
  /** yank/unyank: the revision withdrawn or restored; rollback: the revision made current again. */
  revision: number | null;
  reason: string;
  /** deprecate: the template that replaces it. */
  replacement_slug: string | null;
  /** Orders statements about one template: the latest a snapshot lists wins. */
  signed_at: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export const isIsoTime = (v: unknown): v is string => typeof v === 'string' && ISO.test(v) && !isNaN(Date.parse(v));

function refuse(message: string): never {
  throw new SignatureError('malformed', message);
}

function exactKeys(value: Record<string, unknown>, keys: readonly string[], what: string): void {
  for (const k of Object.keys(value)) if (!keys.includes(k)) refuse(`${what}: unknown field ${k}.`);
  for (const k of keys) if (!(k in value)) refuse(`${what}: ${k} is missing.`);
}

const positiveInt = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 1;

export function checkRevisionStatement(value: unknown): RevisionStatement {
  if (!isObject(value)) refuse('A revision statement is an object.');
  if (value.type !== 'hub-catalog/revision') throw new SignatureError('wrong_type', 'Not a revision statement.');
  exactKeys(value, ['type', 'slug', 'revision', 'category_slug', 'deployable', 'signed_at'], 'revision');
  if (typeof value.slug !== 'string' || !SLUG_PATTERN.test(value.slug)) refuse('revision: slug is not a slug.');
  if (typeof value.category_slug !== 'string' || !SLUG_PATTERN.test(value.category_slug)) {
    refuse('revision: category_slug is not a slug.');
  }
  if (!positiveInt(value.revision)) refuse('revision: revision must be a positive integer.');
  if (!isIsoTime(value.signed_at)) refuse('revision: signed_at must be an ISO time in UTC.');
  if (!isObject(value.deployable)) refuse('revision: deployable must be an object.');
  exactKeys(value.deployable, REVISION_FIELDS, 'revision.deployable');
  for (const field of REVISION_FIELDS) {
    const v = value.deployable[field];
    const kind = FIELD_KINDS[field];
    const ok =
      kind === 'string'
        ? typeof v === 'string'
        : kind === 'string?'
          ? v === null || typeof v === 'string'
          : kind === 'number'
            ? typeof v === 'number' && Number.isFinite(v)
            : kind === 'array'
              ? Array.isArray(v)
              : isObject(v);
    if (!ok) refuse(`revision.deployable.${field} has the wrong type.`);
  }
  return value as unknown as RevisionStatement;
}

export function checkWithdrawalStatement(value: unknown): WithdrawalStatement {
  if (!isObject(value)) refuse('A withdrawal statement is an object.');
  if (value.type !== 'hub-catalog/withdrawal') throw new SignatureError('wrong_type', 'Not a withdrawal statement.');
  exactKeys(
    value,
    ['type', 'action', 'slug', 'category_slug', 'revision', 'reason', 'replacement_slug', 'signed_at'],
    'withdrawal',
  );
  if (!WITHDRAWAL_ACTIONS.includes(value.action as WithdrawalAction)) {
    refuse(`withdrawal: action must be one of ${WITHDRAWAL_ACTIONS.join(', ')}.`);
  }
  if (typeof value.slug !== 'string' || !SLUG_PATTERN.test(value.slug)) refuse('withdrawal: slug is not a slug.');
  if (typeof value.category_slug !== 'string' || !SLUG_PATTERN.test(value.category_slug)) {
    refuse('withdrawal: category_slug is not a slug.');
  }
  const needsRevision = value.action === 'yank' || value.action === 'unyank' || value.action === 'rollback';
  if (needsRevision ? !positiveInt(value.revision) : value.revision !== null) {
    refuse(`withdrawal: ${value.action as string} ${needsRevision ? 'names a revision' : 'takes revision null'}.`);
  }
  if (typeof value.reason !== 'string' || value.reason.length > 1000) refuse('withdrawal: reason is a string ≤ 1000.');
  if (value.replacement_slug !== null) {
    if (value.action !== 'deprecate') refuse('withdrawal: only deprecate names a replacement_slug.');
    if (typeof value.replacement_slug !== 'string' || !SLUG_PATTERN.test(value.replacement_slug)) {
      refuse('withdrawal: replacement_slug is not a slug.');
    }
  }
  if (!isIsoTime(value.signed_at)) refuse('withdrawal: signed_at must be an ISO time in UTC.');
  return value as unknown as WithdrawalStatement;
}

/** The revision statement of a template's deployable fields (values as the hub's revision snapshot holds them). */
export function revisionStatement(
  input: { slug: string; revision: number; category_slug: string; deployable: Record<string, unknown> },
  signedAt = new Date(),
): RevisionStatement {
  const deployable = Object.fromEntries(REVISION_FIELDS.map((f) => [f, input.deployable[f]])) as Record<
    RevisionField,
    unknown
  >;
  return checkRevisionStatement({
    type: 'hub-catalog/revision',
    slug: input.slug,
    revision: input.revision,
    category_slug: input.category_slug,
    deployable,
    signed_at: signedAt.toISOString(),
  });
}

export type Signer = { keyId: string; privateKey: KeyObject };

export function signRevision(statement: RevisionStatement, signers: Signer[]): Envelope {
  checkRevisionStatement(statement);
  return signEnvelope(REVISION_PAYLOAD_TYPE, Buffer.from(JSON.stringify(statement), 'utf8'), signers);
}

export function signWithdrawal(statement: WithdrawalStatement, signers: Signer[]): Envelope {
  checkWithdrawalStatement(statement);
  return signEnvelope(WITHDRAWAL_PAYLOAD_TYPE, Buffer.from(JSON.stringify(statement), 'utf8'), signers);
}

/** A parsed statement envelope and its statement (signatures not yet checked: see authorizeStatement). */
export function readStatementEnvelope(input: unknown):
  | { envelope: Envelope; kind: 'revision'; statement: RevisionStatement }
  | {
      envelope: Envelope;
      kind: 'withdrawal';
      statement: WithdrawalStatement;
    } {
  const envelope = parseEnvelope(input, STATEMENT_LIMITS);
  if (envelope.payloadType === REVISION_PAYLOAD_TYPE) {
    return {
      envelope,
      kind: 'revision',
      statement: checkRevisionStatement(decodePayload(envelope, REVISION_PAYLOAD_TYPE)),
    };
  }
  if (envelope.payloadType === WITHDRAWAL_PAYLOAD_TYPE) {
    return {
      envelope,
      kind: 'withdrawal',
      statement: checkWithdrawalStatement(decodePayload(envelope, WITHDRAWAL_PAYLOAD_TYPE)),
    };
  }
  throw new SignatureError('wrong_type', `${envelope.payloadType} is not a revision or withdrawal envelope.`);
}
