import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPinnedRoot, readPrivateKeyFile, updateRoot } from '#lib/signing';
import { runSigningCommand } from './signing-commands.js';

/** Runs a command in-process; what it wrote and its exit code. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runSigningCommand(argv, {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
  });
  return { code, out, err };
}

describe('hub-catalog keygen and root (offline)', () => {
  let dir: string;
  const at = (name: string) => join(dir, name);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hub-catalog-signing-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function keygen(name: string): Promise<string> {
    const r = await cli('keygen', '--out', at(name));
    expect(r.code).toBe(0);
    return /key id ([0-9a-f]{64})/.exec(r.out)![1];
  }

  it('keygen writes a 0600 private key and a public file, prints the id, and never overwrites', async () => {
    const id = await keygen('acme.key');
    expect(statSync(at('acme.key')).mode & 0o777).toBe(0o600);
    expect(readPrivateKeyFile(at('acme.key')).keyId).toBe(id);
    expect(JSON.parse(readFileSync(at('acme.key.pub'), 'utf8'))).toMatchObject({ key_id: id, algorithm: 'ed25519' });
    const again = await cli('keygen', '--out', at('acme.key'));
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/never overwritten/);
    expect(readPrivateKeyFile(at('acme.key')).keyId).toBe(id);
    expect((await cli('keygen')).code).toBe(2);
  });

  it('makes, signs and rotates a root that the library verifies (threshold 2 of 3, then new keys)', async () => {
    for (const k of ['r1', 'r2', 'r3', 'ts', 'hub', 'acme', 'r4', 'ts2']) await keygen(`${k}.key`);
    const doc = at('root.json');
    const init = await cli(
      'root',
      'init',
      '--out',
      doc,
      '--root-key',
      at('r1.key.pub'),
      '--root-key',
      at('r2.key.pub'),
      '--root-key',
      at('r3.key.pub'),
      '--root-threshold',
      '2',
      '--timestamp-key',
      at('ts.key.pub'),
      '--hub-key',
      at('hub.key.pub'),
    );
    expect(init).toMatchObject({ code: 0 });
    const pub = await cli(
      'root',
      'publisher',
      doc,
      '--name',
      'acme',
      '--key',
      at('acme.key.pub'),
      '--templates',
      'vllm',
      '--categories',
      'ml',
    );
    expect(pub.code).toBe(0);

    // one root key is below the threshold: verify refuses; the second signature (another person, later) completes it
    expect((await cli('root', 'sign', doc, '--key', at('r1.key'), '--out', at('root.1.json'))).code).toBe(0);
    const short = await cli('root', 'verify', at('root.1.json'));
    expect(short.code).toBe(1);
    expect(short.err).toMatch(/refused \(threshold\)/);
    expect((await cli('root', 'sign', doc, '--key', at('r2.key'), '--out', at('root.1.json'))).out).toMatch(
      /2 signature/,
    );
    expect((await cli('root', 'verify', at('root.1.json'))).out).toMatch(
      /root version 1 verified: 2 of 3 root keys, 1 timestamp key\(s\), 1 hub key\(s\), 1 publisher/,
    );
    const v1 = loadPinnedRoot(readFileSync(at('root.1.json'), 'utf8'));
    expect(v1.document.publishers).toEqual([
      expect.objectContaining({ name: 'acme', templates: ['vllm'], categories: ['ml'], threshold: 1 }),
    ]);

    // rotation: r3 leaves for r4, the timestamp key changes; version 2 needs old AND new root keys
    expect(
      (
        await cli(
          'root',
          'roles',
          doc,
          '--root-key',
          at('r1.key.pub'),
          '--root-key',
          at('r2.key.pub'),
          '--root-key',
          at('r4.key.pub'),
          '--root-threshold',
          '2',
          '--timestamp-key',
          at('ts2.key.pub'),
        )
      ).code,
    ).toBe(0);
    expect((await cli('root', 'next', doc)).code).toBe(0);
    // a document change after signing started: sign refuses to mix it into the old envelope
    const mixed = await cli('root', 'sign', doc, '--key', at('r1.key'), '--out', at('root.1.json'));
    expect(mixed).toMatchObject({ code: 1, err: expect.stringMatching(/holds another document/) });
    expect(
      (await cli('root', 'sign', doc, '--key', at('r4.key'), '--key', at('r1.key'), '--out', at('root.2.json'))).code,
    ).toBe(0);
    // r1 (old) + r4 (new) is 1 of the old threshold 2: not enough
    expect((await cli('root', 'verify', at('root.1.json'), '--then', at('root.2.json'))).err).toMatch(
      /by version 1's keys/,
    );
    await cli('root', 'sign', doc, '--key', at('r2.key'), '--out', at('root.2.json'));
    const ok = await cli('root', 'verify', at('root.1.json'), '--then', at('root.2.json'));
    expect(ok.out).toMatch(/root version 2 verified/);
    const v2 = updateRoot(v1, readFileSync(at('root.2.json'), 'utf8'));
    expect(v2.document.roles.timestamp.keyids).toEqual([readPrivateKeyFile(at('ts2.key')).keyId]);
    // the replaced keys left the document
    expect(Object.keys(v2.document.keys)).not.toContain(readPrivateKeyFile(at('r3.key')).keyId);
    expect(Object.keys(v2.document.keys)).not.toContain(readPrivateKeyFile(at('ts.key')).keyId);
  });

  it('refuses a private key others can read and a malformed document', async () => {
    await keygen('r1.key');
    chmodSync(at('r1.key'), 0o640);
    writeFileSync(at('bad.json'), JSON.stringify({ type: 'hub-catalog/root', version: 0 }));
    const r = await cli('root', 'sign', at('bad.json'), '--key', at('r1.key'), '--out', at('x.json'));
    expect(r).toMatchObject({ code: 1, err: expect.stringMatching(/refused \(malformed\): root: /) });
    await cli(
      'root',
      'init',
      '--out',
      at('root.json'),
      '--root-key',
      at('r1.key.pub'),
      '--timestamp-key',
      at('r1.key.pub'),
      '--hub-key',
      at('r1.key.pub'),
    );
    const open = await cli('root', 'sign', at('root.json'), '--key', at('r1.key'), '--out', at('x.json'));
    expect(open).toMatchObject({ code: 1, err: expect.stringMatching(/readable by others \(mode 0640\)/) });
    expect((await cli('root', 'frobnicate')).code).toBe(2);
    expect((await cli('root', 'init', '--bogus')).code).toBe(2);
  });
});
