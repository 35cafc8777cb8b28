/**
 * Kubernetes resource quantities (k8s.io/apimachinery `resource.Quantity`), with Kubernetes' grammar exactly:
 *
 *   <quantity>        ::= <signedNumber><suffix>
 *   <signedNumber>    ::= <number> | <sign><number>
 *   <sign>            ::= "+" | "-"
 *   <number>          ::= <digits> | <digits>.<digits> | <digits>. | .<digits>
 *   <suffix>          ::= <binarySI> | <decimalExponent> | <decimalSI>
 *   <binarySI>        ::= Ki | Mi | Gi | Ti | Pi | Ei
 *   <decimalSI>       ::= m | "" | k | M | G | T | P | E
 *   <decimalExponent> ::= "e" <signedNumber> | "E" <signedNumber>   (an integer exponent)
 *
 * A value is kept exactly, as a bigint count of thousandths (milli-units), rounded up like Kubernetes' MilliValue
 * (`0.1m` is 1m). Anything else (an empty string, spaces, `1.5.2`, `12GB`, `1gi`) is a typed failure, never 0.
 */

export type QuantityFailure = 'empty' | 'syntax' | 'out_of_range';

export type QuantityResult = { ok: true; milli: bigint } | { ok: false; reason: QuantityFailure; input: string };

const GRAMMAR = /^([+-]?)(\d+\.?\d*|\.\d+)(?:(Ki|Mi|Gi|Ti|Pi|Ei)|[eE]([+-]?\d+)|(m|k|M|G|T|P|E)?)$/;

const BINARY: Record<string, bigint> = {
  Ki: 1n << 10n,
  Mi: 1n << 20n,
  Gi: 1n << 30n,
  Ti: 1n << 40n,
  Pi: 1n << 50n,
  Ei: 1n << 60n,
};
const DECIMAL_EXPONENT: Record<string, number> = { m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };

/** Longest text accepted; a longer one is out of range (no real quantity is this long). */
export const MAX_QUANTITY_LENGTH = 64;
/** Largest decimal exponent magnitude accepted (Kubernetes caps far earlier: 2^63-1). */
const MAX_EXPONENT = 40;

const ceilDiv = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  return q * b === a || a < 0n ? q : q + 1n;
};

export function parseQuantity(input: string): QuantityResult {
  if (typeof input !== 'string' || input.length === 0) return { ok: false, reason: 'empty', input: String(input) };
  if (input.length > MAX_QUANTITY_LENGTH) return { ok: false, reason: 'out_of_range', input };
  const match = GRAMMAR.exec(input);
  if (!match) return { ok: false, reason: 'syntax', input };
  const [, sign, number, binary, exponent, decimal] = match;
  const [whole, fraction = ''] = number.split('.');
  // The number as an integer `digits` times 10^scale.
  const digits = BigInt(`${whole || '0'}${fraction}` || '0');
  let scale = -fraction.length;
  let factor = 1n;
  if (binary) factor = BINARY[binary];
  else if (exponent !== undefined) {
    const e = Number(exponent);
    if (Math.abs(e) > MAX_EXPONENT) return { ok: false, reason: 'out_of_range', input };
    scale += e;
  } else scale += DECIMAL_EXPONENT[decimal ?? ''];
  // milli = digits × factor × 10^(scale+3), rounded up.
  scale += 3;
  let milli = scale >= 0 ? digits * factor * 10n ** BigInt(scale) : ceilDiv(digits * factor, 10n ** BigInt(-scale));
  if (sign === '-') milli = -milli;
  return { ok: true, milli };
}

/** The quantity in whole units rounded up (Kubernetes' Value()), or null when unparsable. */
export function quantityValue(input: string): bigint | null {
  const parsed = parseQuantity(input);
  return parsed.ok ? ceilDiv(parsed.milli, 1000n) : null;
}

/** Why a text is not a quantity, for a message. */
export function quantityFailureText(reason: QuantityFailure): string {
  switch (reason) {
    case 'empty':
      return 'is empty';
    case 'syntax':
      return 'is not a Kubernetes quantity (e.g. 500m, 4, 16Gi, 80G, 1e3)';
    case 'out_of_range':
      return 'is out of range';
  }
}

/** MiB → milli-bytes (GPU Feature Discovery labels memory in MiB). */
export const mibToMilli = (mib: number): bigint => BigInt(mib) * BINARY.Mi * 1000n;

/** A milli-unit amount written back as a readable quantity: `81920Mi`-like for bytes, cores for CPU. */
export function formatBytes(milli: bigint): string {
  const bytes = milli / 1000n;
  for (const [suffix, size] of [
    ['Ti', BINARY.Ti],
    ['Gi', BINARY.Gi],
    ['Mi', BINARY.Mi],
    ['Ki', BINARY.Ki],
  ] as const) {
    if (bytes >= size && bytes % size === 0n) return `${bytes / size}${suffix}`;
  }
  return String(bytes);
}
