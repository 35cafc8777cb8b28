// HTML (Portainer notes) and Markdown that may hold HTML (CasaOS tips) turned into Markdown that cannot carry
// markup: no tag survives as HTML (every `<` of the output is `&lt;`), links keep only http(s) and mailto URLs,
// and no text of the source can form a link, an autolink or an entity that a renderer would decode into one.
// One pass over the input, no regular expression that can backtrack over it, so hostile input costs linear time:
// text between tags (a stray `<` included) is one slice, converted once per run, and every run and the final tidy
// write their output one code unit at a time (CodeUnits), so a note costs about what plain text of its length costs
// whatever it holds: no global replace per match, no split into lines (tests/markdown-linear.spec.ts).
import { decodeHTML } from 'entities';

/** Elements whose content is dropped with them (code, styles, embedded documents, form fields). */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'head',
  'title',
  'xmp',
  'plaintext',
  'canvas',
  'audio',
  'video',
]);
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'main',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'form',
  'fieldset',
  'details',
  'summary',
  'figure',
  'figcaption',
  'dl',
  'center',
  'address',
]);
const MAX_NESTING = 16;

/**
 * HTML character references decoded as a browser decodes them in text: every HTML5 named reference (the `entities`
 * package's table, the legacy ones without `;` included), decimal and hex; unknown ones kept as text.
 */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

// ASCII control characters other than tab and line feed (a browser drops some inside URLs).
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
/** A link destination that is safe to emit, percent-encoded so it cannot end the Markdown link early, or null. */
export function safeUrl(raw: string): string | null {
  const url = decodeEntities(raw)
    .replace(CONTROL, '')
    .replace(/[\s\u0000]+/g, '');
  if (!/^(?:https?:\/\/[^/]|mailto:[^\s])/i.test(url) || url.length > 2048) return null;
  return url.replace(/[()<>"'\\ `[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Text made inert for Markdown: no emphasis, link, code, heading, list or HTML can start from it. */
function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]{}()#+!|~])/g, '\\$1')
    .replace(/^([ \t]*)(\d+)\./gm, '$1$2\\.')
    .replace(/^([ \t]*)-/gm, '$1\\-');
}

/** Characters `text` runs escape, by code (ASCII only): what each becomes. */
const ESCAPED: (number[] | null)[] = Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c);
  const to =
    ch === '&'
      ? '&amp;'
      : ch === '<'
        ? '&lt;'
        : ch === '>'
          ? '&gt;'
          : '\\`*_[]{}()#+!|~'.includes(ch)
            ? `\\${ch}`
            : null;
  return to === null ? null : [...to].map((x) => x.charCodeAt(0));
});
const BACKTICK = 0x60;
const MODIFIER_APOSTROPHE = 0x2bc;
/** ASCII control characters other than tab and line feed (CONTROL), dropped from every run. */
const isControl = (c: number) => c <= 0x08 || (c >= 0x0b && c <= 0x1f) || c === 0x7f;
/** What JavaScript's `\s` matches. */
const isWhitespace = (c: number) =>
  c === 0x20 ||
  (c >= 0x09 && c <= 0x0d) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

/**
 * Output written one UTF-16 code unit at a time into one growing array, read back as a string once: the cost of a
 * conversion is then per character, whatever the characters are (a global `replace` costs far more per match than
 * per character, so input made of matches, `<` after `<`, cost 30 times prose of the same length).
 */
class CodeUnits {
  private units: Uint16Array;
  length = 0;
  constructor(capacity: number) {
    this.units = new Uint16Array(Math.max(16, capacity));
  }
  push(unit: number): void {
    if (this.length === this.units.length) {
      const grown = new Uint16Array(this.units.length * 2);
      grown.set(this.units);
      this.units = grown;
    }
    this.units[this.length++] = unit;
  }
  last(): number {
    return this.length ? this.units[this.length - 1] : -1;
  }
  /** Empty again; a large array is let go rather than kept for the next use. */
  reset(): this {
    this.length = 0;
    if (this.units.length > 65536) this.units = new Uint16Array(1024);
    return this;
  }
  toString(): string {
    // Short ones directly; long ones through Buffer, whose UTF-16 reading keeps every code unit as it is (a lone
    // surrogate too, as the string methods did).
    if (this.length <= 32) {
      let short = '';
      for (let i = 0; i < this.length; i++) short += String.fromCharCode(this.units[i]);
      return short;
    }
    return Buffer.from(this.units.buffer, 0, this.length * 2).toString('utf16le');
  }
}

/**
 * A decoded run of text as Markdown, in one pass at a cost per character that does not depend on what the
 * characters are (a run of `<` or of spaces costs what prose of the same length costs, give or take its longer
 * output): control characters dropped; in `pre` backticks become ʼ; in `code` also whitespace runs become one space;
 * in `text` whitespace runs become one space and every character Markdown or HTML could read escaped (escapeText,
 * whose rules this is). Written into one array of code units, never one string per escape.
 */
// One for every run (a run is converted and read before the next starts): a note of many short runs between tags
// allocates nothing per run.
const runUnits = new CodeUnits(1024);

function convertRun(run: string, mode: 'pre' | 'code' | 'text'): string {
  const units = runUnits.reset();
  let inSpace = false;
  const collapse = mode !== 'pre';
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    if (isControl(c)) continue;
    if (collapse && isWhitespace(c)) {
      if (!inSpace) units.push(0x20);
      inSpace = true;
      continue;
    }
    inSpace = false;
    if (c === BACKTICK && mode !== 'text') {
      units.push(MODIFIER_APOSTROPHE);
      continue;
    }
    const escaped = mode === 'text' && c < 128 ? ESCAPED[c] : null;
    if (escaped === null) units.push(c);
    else for (const unit of escaped) units.push(unit);
  }
  const converted = units.toString();
  if (mode !== 'text') return converted;
  // A run that starts like an ordered or bulleted list item (only its start can: no line break is left in it).
  const first = converted.charCodeAt(converted.charCodeAt(0) === 0x20 ? 1 : 0);
  if (isDigit(first)) return converted.replace(/^( ?)(\d+)\./, '$1$2\\.');
  return first === 0x2d ? converted.replace(/^( ?)-/, '$1\\-') : converted;
}

interface Tag {
  name: string;
  closing: boolean;
  attrs: Record<string, string>;
  /** Index just after the tag's `>`. */
  end: number;
}

const isAlpha = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
// Tag names: letters, digits, `:` and `-`.
const isNameChar = (c: number) => isAlpha(c) || isDigit(c) || c === 0x3a || c === 0x2d;

/** The tag starting at `start` (which holds `<`), or null when what follows is not a well-formed tag. */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html.charCodeAt(i) === 0x2f;
  if (closing) i++;
  const nameStart = i;
  while (i < html.length && isNameChar(html.charCodeAt(i))) i++;
  if (i === nameStart || !isAlpha(html.charCodeAt(nameStart))) return null;
  const name = html.slice(nameStart, i).toLowerCase();
  const attrs: Record<string, string> = {};
  while (i < html.length) {
    const c = html.charCodeAt(i);
    if (c === 0x3e) return { name, closing, attrs, end: i + 1 };
    if (isSpace(c) || c === 0x2f) {
      i++;
      continue;
    }
    const attrStart = i;
    for (let d = html.charCodeAt(i); i < html.length && !isSpace(d) && d !== 0x2f && d !== 0x3e && d !== 0x3d;) {
      d = html.charCodeAt(++i);
    }
    const attr = html.slice(attrStart, i).toLowerCase();
    while (i < html.length && isSpace(html.charCodeAt(i))) i++;
    let value = '';
    if (html.charCodeAt(i) === 0x3d) {
      i++;
      while (i < html.length && isSpace(html.charCodeAt(i))) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 0x3e) i++;
        value = html.slice(valueStart, i);
      }
    }
    if (attr && !(attr in attrs)) attrs[attr] = value;
  }
  return null;
}

/**
 * HTML → Markdown: headings, paragraphs, line breaks, bold, italics, code, lists and http(s)/mailto links are
 * kept; every other element is dropped (its text kept, except scripts, styles, frames and the like, whose
 * content goes too); attributes other than a link's href never reach the output.
 */
export function htmlToMarkdown(html: string): string {
  const out: string[] = [];
  const links: { href: string | null; at: number }[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  const inline: string[] = [];
  let pre = 0;
  let code = 0;
  let i = 0;
  // Text since the last tag, converted once when the next tag (or the end) comes.
  let pending: string[] = [];
  const text = (raw: string) => {
    if (raw) pending.push(raw);
  };
  const flush = () => {
    if (!pending.length) return;
    const raw = pending.length === 1 ? pending[0] : pending.join('');
    pending = [];
    out.push(convertRun(decodeEntities(raw), pre > 0 ? 'pre' : code > 0 ? 'code' : 'text'));
  };
  const block = (prefix = '') => out.push(`\n\n${prefix}`);
  // Where the text not yet taken starts: a stray `<` is text and does not end it, so a run of them is one slice.
  let runStart = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const comment = html.startsWith('<!--', lt);
    const declaration = !comment && (html[lt + 1] === '!' || html[lt + 1] === '?');
    const tag = comment || declaration ? null : readTag(html, lt);
    if (!comment && !declaration && !tag) {
      // Not a tag: a `<` of text, unless it starts one that never ends, which swallows the rest as a browser would.
      const after = html.charCodeAt(lt + 1) === 0x2f ? lt + 2 : lt + 1;
      if (!isAlpha(html.charCodeAt(after))) {
        i = lt + 1;
        continue;
      }
    }
    text(html.slice(runStart, lt));
    runStart = html.length;
    if (comment || declaration) {
      const close = comment ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt);
      if (close < 0) break;
      i = runStart = close + (comment ? 3 : 1);
      continue;
    }
    if (!tag) break;
    i = runStart = tag.end;
    flush();
    const { name, closing } = tag;
    if (DROP_CONTENT.has(name)) {
      if (closing) continue;
      // Everything up to the matching end tag goes (or the rest, when it never ends).
      const endTag = new RegExp(`</${name}`, 'gi');
      endTag.lastIndex = i;
      const close = endTag.exec(html)?.index ?? -1;
      if (close < 0) break;
      const end = html.indexOf('>', close);
      if (end < 0) break;
      i = runStart = end + 1;
      continue;
    }
    if (/^h[1-6]$/.test(name)) {
      if (closing) block();
      else block(`${'#'.repeat(Number(name[1]))} `);
    } else if (BLOCK.has(name)) block();
    else if (name === 'br') out.push(pre > 0 ? '\n' : '  \n');
    else if (name === 'hr') block('---\n\n');
    else if (name === 'tr') out.push('\n\n');
    else if (name === 'td' || name === 'th') out.push(closing ? ' ' : '');
    else if (name === 'ul' || name === 'ol') {
      if (!closing && lists.length < MAX_NESTING) lists.push({ ordered: name === 'ol', n: 0 });
      else if (closing && lists.length) lists.pop();
      if (!lists.length) block();
    } else if (name === 'li') {
      if (!closing) {
        const list = lists[lists.length - 1];
        const indent = '  '.repeat(Math.max(0, lists.length - 1));
        out.push(`\n${indent}${list?.ordered ? `${++list.n}. ` : '- '}`);
      }
    } else if (name === 'pre') {
      if (!closing && pre === 0) block('```\n');
      else if (closing && pre > 0) out.push('\n```\n\n');
      pre = closing ? Math.max(0, pre - 1) : Math.min(MAX_NESTING, pre + 1);
    } else if (name === 'code' || name === 'kbd' || name === 'samp' || name === 'tt') {
      if (pre > 0) continue;
      if (!closing && code === 0) out.push('`');
      else if (closing && code === 1) out.push('`');
      code = closing ? Math.max(0, code - 1) : Math.min(MAX_NESTING, code + 1);
    } else if (pre === 0 && code === 0 && ['b', 'strong', 'i', 'em'].includes(name)) {
      const mark = name === 'b' || name === 'strong' ? '**' : '_';
      if (!closing && inline.length < MAX_NESTING) {
        inline.push(mark);
        out.push(mark);
      } else if (closing && inline[inline.length - 1] === mark) {
        inline.pop();
        out.push(mark);
      }
    } else if (name === 'a') {
      if (!closing && links.length < MAX_NESTING) links.push({ href: safeUrl(tag.attrs.href ?? ''), at: out.length });
      else if (closing && links.length) closeLink(out, links.pop()!);
    } else if (name === 'img' && !closing && tag.attrs.alt) text(tag.attrs.alt);
    // Any other element: dropped, its text kept.
  }
  text(html.slice(runStart));
  flush();
  while (links.length) closeLink(out, links.pop()!);
  if (code > 0) out.push('`');
  if (pre > 0) out.push('\n```');
  while (inline.length) out.push(inline.pop()!);
  return tidy(out.join(''));
}

function closeLink(out: string[], link: { href: string | null; at: number }): void {
  if (!link.href) return;
  const label = out.splice(link.at).join('').trim() || escapeText(decodeEntities(link.href));
  out.push(`[${label.replace(/\n+/g, ' ')}](${link.href})`);
}

/**
 * Trailing spaces of lines (but a hard break's two), inner runs of spaces outside code blocks, runs of blank lines;
 * in one pass (a split into lines and a regular expression per line cost 100 times prose on a text of line breaks).
 */
function tidy(markdown: string): string {
  const out = new CodeUnits(markdown.length + 2);
  let fenced = false;
  // Line feeds at the end of the output: a third in a row is dropped (blank lines are at most one).
  let newlines = 0;
  for (let start = 0; ;) {
    let end = markdown.indexOf('\n', start);
    if (end < 0) end = markdown.length;
    if (markdown.startsWith('```', start)) fenced = !fenced;
    let last = end;
    while (last > start && isWhitespace(markdown.charCodeAt(last - 1))) last--;
    for (let j = start; j < last; j++) {
      const c = markdown.charCodeAt(j);
      if (!fenced && c === 0x20 && j > start && !isWhitespace(markdown.charCodeAt(j - 1))) {
        // Two or more spaces between two other characters: one.
        let k = j;
        while (k < last && markdown.charCodeAt(k) === 0x20) k++;
        if (k - j >= 2 && !isWhitespace(markdown.charCodeAt(k))) {
          out.push(0x20);
          j = k - 1;
          newlines = 0;
          continue;
        }
      }
      out.push(c);
      newlines = 0;
    }
    // A hard break: two spaces ending a line that holds something.
    if (
      last > start &&
      end - start >= 2 &&
      markdown.charCodeAt(end - 1) === 0x20 &&
      markdown.charCodeAt(end - 2) === 0x20
    ) {
      out.push(0x20);
      out.push(0x20);
    }
    if (end === markdown.length) break;
    if (newlines < 2) out.push(0x0a);
    newlines++;
    start = end + 1;
  }
  return out.toString().trim();
}

const SCHEMES = ['javascript', 'vbscript', 'livescript', 'data'];
const isAlnum = (c: number) => isAlpha(c) || isDigit(c);

/** The script-like scheme (SCHEMES, any case) followed by whitespace or backslashes and `:` at `at`: its length, or 0. */
function schemeAt(text: string, at: number): { word: number; end: number } | null {
  const first = text.charCodeAt(at) | 0x20;
  if (first !== 0x6a && first !== 0x76 && first !== 0x6c && first !== 0x64) return null;
  for (const scheme of SCHEMES) {
    if (text.length - at < scheme.length) continue;
    let k = 0;
    while (k < scheme.length && (text.charCodeAt(at + k) | 0x20) === scheme.charCodeAt(k)) k++;
    if (k < scheme.length) continue;
    let end = at + k;
    while (end < text.length && (isWhitespace(text.charCodeAt(end)) || text.charCodeAt(end) === 0x5c)) end++;
    return text.charCodeAt(end) === 0x3a ? { word: k, end: end + 1 } : null;
  }
  return null;
}

/**
 * Markdown that may hold HTML (CasaOS tips): its Markdown kept, every `<` made text, entities made inert, and
 * script-like URL schemes broken (a link to one becomes a relative, harmless one: `javascript:` becomes
 * `javascript_:`, whatever whitespace or backslashes stood before its colon). One pass after the control characters
 * are dropped, then tidy: a cost per character whatever the characters are.
 */
export function sanitizeMarkdown(markdown: string): string {
  const clean = new CodeUnits(markdown.length);
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown.charCodeAt(i);
    if (!isControl(c)) clean.push(c);
  }
  const text = clean.toString();
  const out = new CodeUnits(text.length + 16);
  const write = (chars: string) => {
    for (let k = 0; k < chars.length; k++) out.push(chars.charCodeAt(k));
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3c) {
      write('&lt;');
      continue;
    }
    if (c === 0x26) {
      // `&` that would start a character reference (`&name;`, `&#1;`): made text.
      let k = i + 1;
      if (text.charCodeAt(k) === 0x23) k++;
      const digitsFrom = k;
      while (k < text.length && isAlnum(text.charCodeAt(k))) k++;
      write(k > digitsFrom && text.charCodeAt(k) === 0x3b ? '&amp;' : '&');
      continue;
    }
    const scheme = schemeAt(text, i);
    if (scheme) {
      write(text.slice(i, i + scheme.word));
      write('_:');
      i = scheme.end - 1;
      continue;
    }
    out.push(c);
  }
  return tidy(out.toString());
}
