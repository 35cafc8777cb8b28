import { sign } from 'node:crypto';
import {
  addSignatures,
  decodePayload,
  envelopeDigest,
  pae,
  parseEnvelope,
  signEnvelope,
  validSigners,
  verifyThreshold,
} from './dsse.js';
import { SignatureError } from './errors.js';
import { keys } from './spec-fixtures.js';

const TYPE = 'application/vnd.test+json';

function refusal(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof SignatureError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('DSSE', () => {
  const [a, b, c] = keys(3);
  const keyMap = new Map([a, b, c].map((k) => [k.keyId, k.publicKey]));
  const payload = Buffer.from('{"x":1}');

  it('encodes PAE as the DSSE spec does (its published test vector)', () => {
    // github.com/secure-systems-lab/dsse protocol.md: PAE("http://example.com/HelloWorld", "hello world")
    expect(pae('http://example.com/HelloWorld', Buffer.from('hello world')).toString()).toBe(
      'DSSEv1 29 http://example.com/HelloWorld 11 hello world',
    );
    // lengths are bytes, not characters
    expect(pae('t', Buffer.from('é')).toString()).toBe('DSSEv1 1 t 2 é');
  });

  it('signs and verifies a threshold of distinct keys', () => {
    const env = signEnvelope(TYPE, payload, [a, b]);
    expect(validSigners(env, { keyids: [a.keyId, b.keyId, c.keyId], threshold: 2 }, keyMap).sort()).toEqual(
      [a.keyId, b.keyId].sort(),
    );
    expect(verifyThreshold(env, { keyids: [a.keyId, b.keyId], threshold: 2 }, keyMap, 'x')).toHaveLength(2);
    expect(refusal(() => verifyThreshold(env, { keyids: [a.keyId, c.keyId], threshold: 2 }, keyMap, 'x')).code).toBe(
      'threshold',
    );
  });

  it('counts a duplicated signature once', () => {
    const env = signEnvelope(TYPE, payload, [a]);
    const doubled = { ...env, signatures: [env.signatures[0], env.signatures[0], env.signatures[0]] };
    expect(validSigners(doubled, { keyids: [a.keyId, b.keyId], threshold: 2 }, keyMap)).toEqual([a.keyId]);
    expect(refusal(() => verifyThreshold(doubled, { keyids: [a.keyId, b.keyId], threshold: 2 }, keyMap, 'x'))).toEqual({
      code: 'threshold',
      message: 'x needs 2 valid signature(s): 1 valid.',
    });
  });

  it('does not count a keyid naming a trusted key over a signature made with another key', () => {
    const forged = signEnvelope(TYPE, payload, [c]);
    forged.signatures[0].keyid = a.keyId; // names a, signed by c
    expect(validSigners(forged, { keyids: [a.keyId], threshold: 1 }, keyMap)).toEqual([]);
    expect(refusal(() => verifyThreshold(forged, { keyids: [a.keyId], threshold: 1 }, keyMap, 'x')).code).toBe(
      'threshold',
    );
  });

  it('ignores unknown key ids and says none is trusted', () => {
    const env = signEnvelope(TYPE, payload, [c]);
    expect(refusal(() => verifyThreshold(env, { keyids: [a.keyId], threshold: 1 }, keyMap, 'x')).message).toMatch(
      /none of its signatures is by a key trusted for it/,
    );
  });

  it('refuses a payload changed after signing, and a payloadType changed after signing', () => {
    const env = signEnvelope(TYPE, payload, [a]);
    const role = { keyids: [a.keyId], threshold: 1 };
    expect(validSigners({ ...env, payload: Buffer.from('{"x":2}').toString('base64') }, role, keyMap)).toEqual([]);
    expect(validSigners({ ...env, payloadType: 'application/other' }, role, keyMap)).toEqual([]);
    // a signature over the bare payload (no PAE) is not a DSSE signature
    const bare = {
      ...env,
      signatures: [{ keyid: a.keyId, sig: sign(null, payload, a.privateKey).toString('base64') }],
    };
    expect(validSigners(bare, role, keyMap)).toEqual([]);
  });

  it('adds signatures without changing the digest', () => {
    const env = signEnvelope(TYPE, payload, [a]);
    const more = addSignatures(env, [b, a]);
    expect(more.signatures.map((s) => s.keyid).sort()).toEqual([a.keyId, b.keyId].sort());
    expect(envelopeDigest(more)).toBe(envelopeDigest(env));
    expect(envelopeDigest(signEnvelope(TYPE, Buffer.from('{"x":2}'), [a]))).not.toBe(envelopeDigest(env));
  });

  describe('parseEnvelope refuses', () => {
    const good = signEnvelope(TYPE, payload, [a]);
    const limits = { maxBytes: 1024, maxSignatures: 2 };
    const cases: [string, unknown, string, RegExp][] = [
      ['text larger than the cap (before parsing)', 'x'.repeat(1025), 'too_large', /1025 bytes/],
      ['text that is not JSON', '{', 'malformed', /not JSON/],
      ['an array', [], 'malformed', /object/],
      ['null', null, 'malformed', /object/],
      ['an unknown field', { ...good, extra: 1 }, 'malformed', /Unknown envelope field: extra/],
      ['a payloadType of the wrong type', { ...good, payloadType: 7 }, 'malformed', /payloadType/],
      ['a payloadType with spaces', { ...good, payloadType: 'a b' }, 'malformed', /payloadType/],
      ['a payload that is not a string', { ...good, payload: {} }, 'malformed', /payload must be/],
      [
        'a payload in base64url',
        { ...good, payload: Buffer.from([251, 255]).toString('base64url') },
        'malformed',
        /base64/,
      ],
      ['a payload larger than the cap', { ...good, payload: 'A'.repeat(2000) }, 'too_large', /payload/],
      ['signatures not an array', { ...good, signatures: {} }, 'malformed', /signatures must be an array/],
      ['no signature', { ...good, signatures: [] }, 'malformed', /at least one/],
      [
        'too many signatures',
        { ...good, signatures: [...good.signatures, ...good.signatures, ...good.signatures] },
        'too_large',
        /at most 2/,
      ],
      ['a signature that is not an object', { ...good, signatures: ['x'] }, 'malformed', /signatures\[0\]/],
      [
        'a signature with an extra field',
        { ...good, signatures: [{ ...good.signatures[0], cert: 'x' }] },
        'malformed',
        /unknown field cert/,
      ],
      ['a malformed keyid', { ...good, signatures: [{ ...good.signatures[0], keyid: 'ABC' }] }, 'malformed', /keyid/],
      [
        'a huge sig',
        { ...good, signatures: [{ ...good.signatures[0], sig: 'A'.repeat(10_000) }] },
        'malformed',
        /sig must be/,
      ],
      ['a short sig', { ...good, signatures: [{ ...good.signatures[0], sig: 'AAAA' }] }, 'malformed', /sig must be/],
      [
        'a sig of the wrong type',
        { ...good, signatures: [{ ...good.signatures[0], sig: 5 }] },
        'malformed',
        /sig must be/,
      ],
    ];
    it.each(cases)('%s', (_name, input, code, message) => {
      const r = refusal(() => parseEnvelope(input, limits));
      expect(r.code).toBe(code);
      expect(r.message).toMatch(message);
    });

    it('and accepts the good one, from text or from a parsed value', () => {
      expect(parseEnvelope(JSON.stringify(good), limits)).toEqual(good);
      expect(parseEnvelope(Buffer.from(JSON.stringify(good)), limits)).toEqual(good);
      expect(parseEnvelope(good, limits)).toEqual(good);
    });
  });

  it('decodePayload checks the type', () => {
    const env = signEnvelope(TYPE, payload, [a]);
    expect(decodePayload(env, TYPE)).toEqual({ x: 1 });
    expect(refusal(() => decodePayload(env, 'application/other')).code).toBe('wrong_type');
    expect(refusal(() => decodePayload(signEnvelope(TYPE, Buffer.from('{'), [a]), TYPE)).code).toBe('malformed');
  });
});
