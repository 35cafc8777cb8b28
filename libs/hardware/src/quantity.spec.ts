import { formatBytes, parseQuantity, quantityValue } from './quantity.js';

const milli = (text: string) => {
  const r = parseQuantity(text);
  if (!r.ok) throw new Error(`${text}: ${r.reason}`);
  return r.milli;
};

describe('parseQuantity (Kubernetes grammar)', () => {
  it.each([
    ['0', 0n],
    ['1', 1000n],
    ['500m', 500n],
    ['0.5', 500n],
    ['1.5', 1500n],
    ['.5', 500n],
    ['5.', 5000n],
    ['+2', 2000n],
    ['-2', -2000n],
    ['1k', 1_000_000n],
    ['1M', 10n ** 9n],
    ['1G', 10n ** 12n],
    ['80G', 80n * 10n ** 12n],
    ['1T', 10n ** 15n],
    ['1P', 10n ** 18n],
    ['1E', 10n ** 21n],
    ['1Ki', 1024_000n],
    ['1Mi', 1024n ** 2n * 1000n],
    ['16Gi', 16n * 1024n ** 3n * 1000n],
    ['1Ti', 1024n ** 4n * 1000n],
    ['1Pi', 1024n ** 5n * 1000n],
    ['1Ei', 1024n ** 6n * 1000n],
    ['1.5Gi', 1536n * 1024n ** 2n * 1000n],
    ['1e3', 1_000_000n],
    ['1E3', 1_000_000n],
    ['1e-3', 1n],
    ['1e+3', 1_000_000n],
    ['2.5e2', 250_000n],
    // Beyond milli precision: rounded up, like Kubernetes' MilliValue.
    ['0.1m', 1n],
    ['1.0001', 1001n],
    ['129024000Ki', 129024000n * 1024n * 1000n],
  ])('%s', (text, expected) => expect(milli(text)).toBe(expected));

  it('G is decimal, Gi is binary, m is milli', () => {
    expect(milli('1G') < milli('1Gi')).toBe(true);
    expect(milli('24Gi')).toBe(milli('24576Mi'));
    expect(milli('1000m')).toBe(milli('1'));
  });

  it.each([
    ['', 'empty'],
    [' 1', 'syntax'],
    ['1 ', 'syntax'],
    ['1gi', 'syntax'],
    ['1GB', 'syntax'],
    ['1.5.2', 'syntax'],
    ['Gi', 'syntax'],
    ['.', 'syntax'],
    ['1e', 'syntax'],
    ['1e1.5', 'syntax'],
    ['1Ki1', 'syntax'],
    ['lots', 'syntax'],
    ['1,5', 'syntax'],
    ['0x10', 'syntax'],
    ['1e999', 'out_of_range'],
    ['1'.repeat(65), 'out_of_range'],
  ])('%j is a typed failure (%s), never 0', (text, reason) => {
    expect(parseQuantity(text)).toEqual({ ok: false, reason, input: text });
  });

  it('quantityValue rounds up to whole units; null when unparsable', () => {
    expect(quantityValue('1500m')).toBe(2n);
    expect(quantityValue('4')).toBe(4n);
    expect(quantityValue('x')).toBeNull();
  });

  it('formatBytes writes the largest exact binary unit', () => {
    expect(formatBytes(milli('81559Mi'))).toBe('81559Mi');
    expect(formatBytes(milli('24576Mi'))).toBe('24Gi');
    expect(formatBytes(milli('1000'))).toBe('1000');
  });
});
