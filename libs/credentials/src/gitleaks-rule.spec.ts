import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crc32, mintToken, parseToken, tokenChecksum } from './token.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const rule = readFileSync(resolve(ROOT, 'docs/gitleaks.toml'), 'utf8');
const doc = readFileSync(resolve(ROOT, 'docs/token-format.md'), 'utf8');

/** The rule's regex as gitleaks reads it (a TOML literal string), compiled by JavaScript. */
function ruleRegex(): RegExp {
  const match = /^regex = '''(.+)'''$/m.exec(rule);
  if (!match) throw new Error('no regex in docs/gitleaks.toml');
  const source = match[1];
  // Within the subset Go's RE2 and JavaScript read alike: no lookaround, no backreferences, no flags group.
  expect(source).not.toMatch(/\(\?[=!<]|\\[1-9]|\(\?[a-z]/);
  return new RegExp(source, 'g');
}

/** What a scanner with this rule reports, then confirmed by the checksum. */
function scan(text: string): { candidates: string[]; confirmed: string[] } {
  const candidates = [...text.matchAll(ruleRegex())].map((m) => m[1]);
  return { candidates, confirmed: candidates.filter((c) => parseToken(c) !== null) };
}

describe('docs/token-format.md and its gitleaks rule', () => {
  it('the document includes docs/gitleaks.toml verbatim', () => {
    expect(doc).toContain('```toml\n' + rule + '```');
  });

  it('finds real keys and tokens, and the checksum rejects a wrong one and random text', () => {
    const key = mintToken('instanceKey').token;
    const pat = mintToken('personalAccessToken').token;
    const wrong = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const machine = mintToken('machineToken').token;
    const text = [
      `FLEET_HUB_INSTANCE_KEY=${key}`,
      `  "Authorization": "Bearer ${pat}",`,
      `old_key: '${wrong}'`,
      `FLEET_TOKEN=${machine}`,
      'svch_ is the prefix of instance keys; svch_EXAMPLE is not one; svcp_0123 neither.',
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, q8Zr2kLmNpX4vB7cD9fG1hJ3kL5mN7pQ9rS1tU3vW5xY7zA',
      `no boundary: x${key}`,
    ].join('\n');
    const { candidates, confirmed } = scan(text);
    expect(candidates).toEqual([key, pat, wrong]);
    expect(confirmed).toEqual([key, pat]);
  });

  it('the worked example is right', () => {
    const head = 'svch_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefg';
    const crc = crc32(head);
    expect(doc).toContain(`\`${crc}\` (hex \`${crc.toString(16)}\`)`);
    // A table row of the document, whatever padding prettier gives its cells.
    const row = (name: string, value: string) => new RegExp(`\\|\\s*${name}\\s*\\|\\s*\`${value}\`\\s*\\|`);
    expect(doc).toMatch(row('checksum', tokenChecksum(head)));
    expect(doc).toMatch(row('token', head + tokenChecksum(head)));
    expect(parseToken(head + tokenChecksum(head))?.kind).toBe('instanceKey');
    expect(scan(`key=${head}${tokenChecksum(head)}`).confirmed).toHaveLength(1);
  });
});
