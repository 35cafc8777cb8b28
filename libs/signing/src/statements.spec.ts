import { authorizeStatement } from './authorize.js';
import { signEnvelope } from './dsse.js';
import { SignatureError } from './errors.js';
import { loadPinnedRoot } from './root.js';
import { deployable, statement, world } from './spec-fixtures.js';
import {
  checkRevisionStatement,
  checkWithdrawalStatement,
  readStatementEnvelope,
  REVISION_PAYLOAD_TYPE,
  signRevision,
  signWithdrawal,
  type WithdrawalStatement,
} from './statements.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof SignatureError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'accepted';
}

const yank = (overrides: Partial<WithdrawalStatement> = {}): WithdrawalStatement => ({
  type: 'hub-catalog/withdrawal',
  action: 'yank',
  slug: 'vllm',
  category_slug: 'ml',
  revision: 2,
  reason: 'CVE-2026-1',
  replacement_slug: null,
  signed_at: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

describe('statements', () => {
  it('a revision statement carries every deployable field and reads back from its envelope', () => {
    const w = world();
    const env = signRevision(statement(), w.acme.slice(0, 1));
    const read = readStatementEnvelope(JSON.parse(JSON.stringify(env)));
    expect(read.kind).toBe('revision');
    expect(read.statement).toMatchObject({ slug: 'vllm', revision: 1, category_slug: 'ml' });
    expect(read.statement.type === 'hub-catalog/revision' && read.statement.deployable).toEqual(deployable());
  });

  describe('checkRevisionStatement refuses', () => {
    const s = statement() as unknown as Record<string, unknown>;
    const d = s.deployable as Record<string, unknown>;
    const cases: [string, unknown, RegExp][] = [
      ['another type', { ...s, type: 'hub-catalog/withdrawal' }, /^wrong_type/],
      ['an extra field', { ...s, note: 'x' }, /unknown field note/],
      ['a missing field', { ...s, signed_at: undefined }, /signed_at/],
      ['a bad slug', { ...s, slug: '../etc' }, /slug is not a slug/],
      ['revision 0', { ...s, revision: 0 }, /positive integer/],
      ['revision 1.5', { ...s, revision: 1.5 }, /positive integer/],
      ['revision "2"', { ...s, revision: '2' }, /positive integer/],
      [
        'a deployable field missing',
        { ...s, deployable: { ...d, image_digest: undefined } },
        /image_digest is missing/,
      ],
      [
        'an unsigned extra deployable field',
        { ...s, deployable: { ...d, privileged: true } },
        /unknown field privileged/,
      ],
      [
        'a deployable field of the wrong type',
        { ...s, deployable: { ...d, gpu_count: '1' } },
        /gpu_count has the wrong type/,
      ],
      ['ports not an array', { ...s, deployable: { ...d, ports: {} } }, /ports has the wrong type/],
      ['a local time', { ...s, signed_at: '2026-11-28T10:00:00+02:00' }, /signed_at/],
    ];
    it.each(cases)('%s', (_name, value, message) => {
      expect(code(() => checkRevisionStatement(JSON.parse(JSON.stringify(value))))).toMatch(message);
    });
  });

  describe('checkWithdrawalStatement', () => {
    it('accepts each action with its shape', () => {
      for (const w of [
        yank(),
        yank({ action: 'unyank' }),
        yank({ action: 'rollback', revision: 1 }),
        yank({ action: 'deprecate', revision: null, replacement_slug: 'vllm2' }),
        yank({ action: 'undeprecate', revision: null }),
      ]) {
        expect(checkWithdrawalStatement(w)).toEqual(w);
      }
    });
    const cases: [string, unknown, RegExp][] = [
      ['an unknown action', yank({ action: 'delete' as never }), /action must be one of/],
      ['a yank without a revision', yank({ revision: null }), /yank names a revision/],
      ['a deprecation with a revision', yank({ action: 'deprecate', revision: 3 }), /deprecate takes revision null/],
      ['a replacement on a yank', yank({ replacement_slug: 'x' }), /only deprecate names a replacement_slug/],
      ['a huge reason', yank({ reason: 'x'.repeat(1001) }), /reason/],
      ['an extra field', { ...yank(), force: true }, /unknown field force/],
    ];
    it.each(cases)('refuses %s', (_name, value, message) => {
      expect(code(() => checkWithdrawalStatement(value))).toMatch(message);
    });
  });

  it('readStatementEnvelope refuses another payload type and a payload that contradicts its type', () => {
    const w = world();
    expect(code(() => readStatementEnvelope(signEnvelope('application/x', Buffer.from('{}'), w.acme)))).toMatch(
      /^wrong_type/,
    );
    const lying = signEnvelope(REVISION_PAYLOAD_TYPE, Buffer.from(JSON.stringify(yank())), w.acme);
    expect(code(() => readStatementEnvelope(lying))).toMatch(/^wrong_type: Not a revision statement/);
  });

  describe('authorizeStatement', () => {
    const w = world();
    const root = loadPinnedRoot(w.envelope);

    it('a template’s publisher makes it verified (by slug or by category)', () => {
      expect(authorizeStatement(root, signRevision(statement(), [w.acme[1]]), 'vllm', 'ml')).toEqual({
        level: 'verified',
        publisher: 'acme',
        keyids: [w.acme[1].keyId],
      });
      const byCategory = signRevision(statement('llama', 1, 'ml'), [w.acme[0]]);
      expect(authorizeStatement(root, byCategory, 'llama', 'ml').publisher).toBe('acme');
      expect(authorizeStatement(root, signWithdrawal(yank(), [w.acme[0]]), 'vllm', 'ml').level).toBe('verified');
    });

    it('a template without a publisher signed by the hub key is hub-signed, never verified', () => {
      const env = signRevision(statement('grafana', 1, 'tools'), w.hub);
      expect(authorizeStatement(root, env, 'grafana', 'tools')).toEqual({
        level: 'hub-signed',
        publisher: null,
        keyids: [w.hub[0].keyId],
      });
    });

    it('refuses another publisher, the hub key, and a category claim over a template someone names', () => {
      expect(code(() => authorizeStatement(root, signRevision(statement(), w.other), 'vllm', 'ml'))).toBe(
        'not_authorized: vllm belongs to publisher acme: it needs 1 of its keys.',
      );
      expect(code(() => authorizeStatement(root, signRevision(statement(), w.hub), 'vllm', 'ml'))).toMatch(
        /^not_authorized/,
      );
      // acme owns category ml; redis is named by "other": acme cannot sign it by claiming category ml
      const claim = signRevision(statement('redis', 1, 'ml'), w.acme);
      expect(code(() => authorizeStatement(root, claim, 'redis', 'ml'))).toMatch(
        /^not_authorized: redis belongs to publisher other/,
      );
      // a publisher key over a template without a publisher: only the hub key may sign those
      expect(
        code(() =>
          authorizeStatement(root, signRevision(statement('grafana', 1, 'tools'), w.acme), 'grafana', 'tools'),
        ),
      ).toMatch(/^not_authorized: grafana has no publisher/);
      // the timestamp key signs snapshots, not templates
      expect(
        code(() =>
          authorizeStatement(root, signRevision(statement('grafana', 1, 'tools'), w.timestamp), 'grafana', 'tools'),
        ),
      ).toMatch(/^threshold|^not_authorized/);
    });

    it('refuses unknown keys, and a trusted key id over another key’s signature', () => {
      const stranger = world().acme[0];
      expect(code(() => authorizeStatement(root, signRevision(statement(), [stranger]), 'vllm', 'ml'))).toBe(
        'threshold: No signature on vllm is by a key root version 1 trusts.',
      );
      const forged = signRevision(statement(), [stranger]);
      forged.signatures[0].keyid = w.acme[0].keyId;
      expect(code(() => authorizeStatement(root, forged, 'vllm', 'ml'))).toMatch(/^threshold/);
    });
  });
});
