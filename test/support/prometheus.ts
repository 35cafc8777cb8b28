/** One sample of a Prometheus text exposition. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

// Values as Prometheus reads them (Go's ParseFloat: NaN and Inf in any case; prom-client writes `Nan`).
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? ([+-]?(?:[0-9.]+(?:e[+-]?\d+)?|nan|inf))(?: -?\d+)?$/i;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * Parses the Prometheus text format (version 0.0.4) strictly enough for tests: every line is a comment
 * (`# HELP`, `# TYPE`) or a sample; anything else throws.
 */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key] = value;
    samples.push({ name: match[1], labels, value: parseValue(match[3]) });
  }
  return samples;
}

/** The value of the one sample called `name` whose labels include `labels`, or undefined. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

function parseValue(text: string): number {
  const lower = text.toLowerCase();
  if (lower === 'nan') return NaN;
  if (lower.endsWith('inf')) return lower.startsWith('-') ? -Infinity : Infinity;
  return Number(text);
}
