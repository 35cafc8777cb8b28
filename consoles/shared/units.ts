/**
 * Readable sizes and CPU amounts for both consoles: memory and VRAM in binary units ("16 GiB"), never raw bytes or
 * Kubernetes suffixes ("129710340Ki"), and CPU in cores ("500m" → "0.5 CPU").
 */

const BINARY = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'];

/** Bytes in binary units, three significant digits at most: 17179869184 → "16 GiB", 1536 → "1.5 KiB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BINARY.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} ${value === 1 ? 'byte' : 'bytes'}`;
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  // 15.96 → "16", 1.50 → "1.5": no trailing zeros.
  return `${Number(value.toFixed(digits)).toString()} ${BINARY[unit]}`;
}

/** The Kubernetes quantity suffixes (binary and decimal) and what they multiply by. */
const SUFFIXES: Record<string, number> = {
  '': 1,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
  Pi: 2 ** 50,
  Ei: 2 ** 60,
  m: 1e-3,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
};

const QUANTITY = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(Ki|Mi|Gi|Ti|Pi|Ei|m|k|K|M|G|T|P|E)?\s*$/;

/** A Kubernetes quantity's value ("4Gi" → 4294967296, "500m" → 0.5); null when it is not one. */
export function parseQuantity(quantity: string | number | null | undefined): number | null {
  if (quantity === null || quantity === undefined) return null;
  if (typeof quantity === 'number') return Number.isFinite(quantity) ? quantity : null;
  const match = QUANTITY.exec(quantity);
  if (!match) return null;
  return Number(match[1]) * SUFFIXES[match[2] ?? ''];
}

/**
 * A memory-like Kubernetes quantity in binary units: "129710340Ki" → "124 GiB", "4Gi" → "4 GiB", "512M" → "488 MiB".
 * Empty stays empty (the caller shows its dash); text that is not a quantity is shown as it is.
 */
export function formatQuantity(quantity: string | number | null | undefined): string {
  if (quantity === null || quantity === undefined || quantity === '') return '';
  const value = parseQuantity(quantity);
  return value === null ? String(quantity) : formatBytes(value);
}

/** A CPU quantity in cores: "500m" → "0.5 CPU", "2" → "2 CPUs", "1" → "1 CPU". */
export function formatCpu(quantity: string | number | null | undefined): string {
  if (quantity === null || quantity === undefined || quantity === '') return '';
  const value = parseQuantity(quantity);
  if (value === null) return String(quantity);
  const cores = Number(value.toFixed(value < 1 ? 3 : 2));
  return `${cores} ${cores === 1 || cores < 1 ? 'CPU' : 'CPUs'}`;
}
