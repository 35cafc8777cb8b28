import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { parseIsoTimestamp } from './iso-timestamp.js';

const VALID: Record<string, string> = {
  '2024-01-01T10:00:00': '2024-01-01T10:00:00.000Z',
  '2024-01-01 10:00': '2024-01-01T10:00:00.000Z',
  '2024-07-01T10:00:00.123456': '2024-07-01T10:00:00.123Z',
  '2024-01-01': '2024-01-01T00:00:00.000Z',
  '2024-01-01T10:00:00Z': '2024-01-01T10:00:00.000Z',
  '2024-01-01t10:00:00z': '2024-01-01T10:00:00.000Z',
  '2024-01-01T10:00:00+02:00': '2024-01-01T08:00:00.000Z',
  '2024-01-01T10:00:00-0530': '2024-01-01T15:30:00.000Z',
  '2024-02-29T23:59:59.999': '2024-02-29T23:59:59.999Z',
  '2024-12-31T24:00:00': '2025-01-01T00:00:00.000Z',
  '2000-02-29': '2000-02-29T00:00:00.000Z',
  '0001-01-01': '0001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999': '9999-12-31T23:59:59.999Z',
};

const INVALID = [
  '2024-02-30',
  '2024-02-30T10:00:00',
  '2023-02-29T00:00:00Z',
  '1900-02-29',
  '2024-04-31',
  '2024-13-01',
  '2024-00-10',
  '2024-01-00',
  '2024-01-01T25:00:00',
  '2024-01-01T24:00:01',
  '2024-01-01T10:60',
  '2024-01-01T10:00:60',
  '2024-01-01T10:00:00+24:00',
  '2024-01-01T10:00:00+02:60',
  '2024-01-01T10',
  '0000-01-01',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31T24:00:00',
  '9999-12-31T23:00:00-01:00',
  '2024-01-01Z',
  '2024-1-1',
  ' 2024-01-01',
  'yesterday',
  '1700000000',
  '',
];

describe('parseIsoTimestamp', () => {
  it.each(Object.entries(VALID))('reads %p as %p (no offset means UTC)', (text, instant) => {
    expect(parseIsoTimestamp(text)?.toISOString()).toBe(instant);
  });

  it.each(INVALID)('refuses %p', (text) => {
    expect(parseIsoTimestamp(text)).toBeNull();
  });

  // This process runs in the machine's zone (often UTC, where local time and UTC agree); run the same code in
  // zones far from UTC, with and without daylight saving time.
  it.each(['Pacific/Chatham', 'America/St_Johns', 'Asia/Kolkata'])('reads the same instants in TZ=%s', (tz) => {
    const source = ts.transpileModule(readFileSync(new URL('./iso-timestamp.ts', import.meta.url), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const script = `${source}
process.stdout.write(JSON.stringify(${JSON.stringify(Object.keys(VALID))}.map((t) => parseIsoTimestamp(t)?.toISOString())));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { TZ: tz } });
    expect(JSON.parse(out.toString())).toEqual(Object.values(VALID));
  });
});
