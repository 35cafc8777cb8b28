import { htmlToMarkdown, sanitizeMarkdown } from '../markdown.js';

/**
 * Issue 42 (5): converting a note costs what prose of the same length costs, whatever it is made of. Each input is
 * one hostile unit repeated to SIZE characters: what a tokenizer, a global replace per match, a split into lines or a
 * per-tag allocation pays most for. Timed in CPU time of this process (the machine is shared: wall time measures the
 * other work), the best of three, as a RATIO to plain text of the same size (prose or letters, the cheaper); the table
 * is printed.
 *
 * The bound: measured here (2 cores, load average 11–13, 2 MiB inputs) the worst ratio was 8–15 (`<ul><li>`,
 * `<h1>`, `<pre>`: output longer than the input, or many short runs). Before the converter wrote its output one code
 * unit at a time, `< ` in a note was 64 times letters, `<b>x` 62, and a text of line breaks in tips 62. A quadratic
 * step would be hundreds of times plain text at this size.
 */
const SIZE = 1024 * 1024;
const MAX_RATIO = 30;

const PROSE = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. ';
const LETTERS = 'Loremipsumdolorsitamet';
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

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
      convert(fill(PROSE).slice(0, 65536)); // first-use compilation is no input's cost
      // Plain text: prose, or letters without a space (which a converter that pays per match finds cheapest).
      const prose = Math.min(cpuMs(convert, fill(PROSE)), cpuMs(convert, fill(LETTERS)));
      const rows = units.map((unit) => {
        const ms = cpuMs(convert, fill(unit));
        return { unit, ms, ratio: ms / Math.max(prose, 1) };
      });
      process.stdout.write(
        `\n${_name}, ${SIZE / 1048576} MiB, CPU ms (plain text ${prose.toFixed(0)}):\n` +
          rows
            .map((r) => `  ${JSON.stringify(r.unit).padEnd(36)} ${r.ms.toFixed(0).padStart(6)}  ×${r.ratio.toFixed(1)}`)
            .join('\n') +
          '\n',
      );
      for (const row of rows)
        expect({ unit: row.unit, slow: row.ratio > MAX_RATIO }).toEqual({ unit: row.unit, slow: false });
    },
    300_000,
  );
});
