import { htmlToMarkdown, sanitizeMarkdown } from '../markdown.js';

/**
 * Issue 42 (5): converting a note costs what prose of the same length costs, whatever it is made of. Each input is
 * one hostile unit repeated to a size: what a tokenizer, a global replace per match, a split into lines or a
 * per-tag allocation pays most for. What is asserted is how the cost GROWS: each input is converted at SIZE and at
 * eight times SIZE, timed in CPU time of this process (wall time on a shared machine measures the other work), the
 * best of three. Linear work grows about eight times (up to about sixteen where the larger input leaves V8's young
 * generation); a quadratic step grows sixty-four times. The bound is twenty-four times, and an input converted in under MIN_MS at the larger size passes whatever its
 * ratio (at that size a few milliseconds of noise are the whole measurement, and no quadratic step over a million
 * code units finishes that fast). The table is printed.
 *
 * This replaced a comparison with plain text of the same size (bound 30): on a loaded CI machine its 11 ms
 * baseline made one garbage collection look like a 30-fold regression. Constant factors are the benchmark's
 * business (docs/benchmarks.md), not a test's: measured on a quiet machine at 1 MiB, the worst inputs cost 6–11
 * times plain text (`<ul><li>`, `<h1>`, `<pre>`), where before the converter wrote its output one code unit at a time
 * `< ` cost 64 times letters.
 */
const SIZE = 128 * 1024;
const GROWTH = 8;
const MAX_GROWTH = 24;
const MIN_MS = 100;

const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

function cpuMs(convert: (text: string) => string, text: string): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = process.cpuUsage();
    convert(text);
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

const HTML_UNITS = [
  '< ',
  '<',
  '</ ',
  '<<<<a',
  '& ',
  '&amp;',
  '&#x3c;',
  '*_`[',
  '\n',
  '\u0001',
  '<b>x',
  '<b><i>',
  '</b>',
  '<p>',
  '<br>',
  '<ul><li>',
  '</li></ul>',
  '<a href="https://x.test/">y</a>',
  '<a href="javascript:x">',
  '</a>',
  '<pre>`',
  '<code>` ',
  '<img alt="<x>">',
  '<!---->',
  '<!x>',
  '<x y=1 z="2" w>',
  '<script>',
  '<script></script>',
  '<h1>',
  '<td>',
  '1. ',
  '- ',
];
const MARKDOWN_UNITS = [
  '< ',
  '<',
  '&#1;',
  '&a;',
  'javascript:',
  'data \\ :',
  '1.\n',
  'x  ',
  '\n',
  '\n\n\n',
  '  \n',
  '```\n',
  '\u0001',
];

describe('note conversion costs what prose costs, whatever the note holds', () => {
  it.each([
    ['Portainer notes (HTML)', htmlToMarkdown, HTML_UNITS],
    ['CasaOS tips (Markdown that may hold HTML)', sanitizeMarkdown, MARKDOWN_UNITS],
  ] as const)(
    '%s',
    (_name, convert, units) => {
      convert(fill('Lorem ipsum dolor sit amet. ', 65536)); // first-use compilation is no input's cost
      const rows = units.map((unit) => {
        const small = cpuMs(convert, fill(unit, SIZE));
        const large = cpuMs(convert, fill(unit, SIZE * GROWTH));
        return { unit, small, large, growth: large / Math.max(small, 0.5) };
      });
      process.stdout.write(
        `\n${_name}, CPU ms at ${SIZE / 1024} KiB and ${(SIZE * GROWTH) / 1024} KiB:\n` +
          rows
            .map(
              (r) =>
                `  ${JSON.stringify(r.unit).padEnd(36)} ${r.small.toFixed(0).padStart(5)} ${r.large.toFixed(0).padStart(6)}  ×${r.growth.toFixed(1)}`,
            )
            .join('\n') +
          '\n',
      );
      for (const row of rows)
        expect({ unit: row.unit, quadratic: row.large >= MIN_MS && row.growth > MAX_GROWTH }).toEqual({
          unit: row.unit,
          quadratic: false,
        });
    },
    300_000,
  );
});
