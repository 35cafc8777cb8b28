/**
 * Kubernetes quantities (`129710340Ki`, `24Gi`, `500m`) in words a person reads: `123.7 GiB`, `24 GiB`, `0.5 CPU`.
 * Used wherever a console shows memory or CPU (issue 33: no "129710340Ki" on screen).
 */

const SUFFIX: Record<string, number> = {
  n: 1e-9,
  u: 1e-6,
  m: 1e-3,
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
  Ti: 1024 ** 4,
  Pi: 1024 ** 5,
  Ei: 1024 ** 6,
};

const QUANTITY = /^([+-]?(?:\d+\.?\d*|\.\d+))(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE])?)$/;

/** The value of a quantity (bytes for memory, cores for CPU); null when it is not one. */
export function parseQuantity(quantity: string | null | undefined): number | null {
  const match = QUANTITY.exec((quantity ?? '').trim());
  if (!match) return null;
  const base = Number(match[1]);
  const value = match[2] ? base * 10 ** Number(match[2].slice(1)) : base * SUFFIX[match[3] ?? ''];
  return Number.isFinite(value) ? value : null;
}

const round1 = (n: number) => String(Math.round(n * 10) / 10);
const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'];

/** Bytes in the largest binary unit that keeps a number ≥ 1, one decimal at most: `123.7 GiB`, `512 MiB`. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${round1(value)} ${BYTE_UNITS[unit]}`;
}

/** A memory quantity as `24 GiB`; what is not a quantity stays as written; empty or zero is `—`. */
export function formatMemory(quantity: string | null | undefined): string {
  const bytes = parseQuantity(quantity);
  if (bytes === null) return quantity || '—';
  return bytes === 0 ? '—' : formatBytes(bytes);
}

/** A CPU quantity as `0.5 CPU` or `4 CPUs` (two decimals at most); what is not a quantity stays as written; empty or zero is `—`. */
export function formatCpu(quantity: string | null | undefined): string {
  const cores = parseQuantity(quantity);
  if (cores === null) return quantity || '—';
  if (cores === 0) return '—';
  return `${Math.round(cores * 100) / 100} ${cores <= 1 ? 'CPU' : 'CPUs'}`;
}

/** The byte quantities inside a sentence (a fit reason's message) made readable: "23034Mi" → "22.5 GiB". */
export function readableQuantities(text: string): string {
  return text.replace(/\b(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|Pi|Ei)\b/g, (whole) => formatMemory(whole));
}
