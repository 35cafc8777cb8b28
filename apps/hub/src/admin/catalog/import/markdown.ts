// HTML (Portainer notes) and Markdown that may hold HTML (CasaOS tips) turned into Markdown that cannot carry
// markup: no tag survives as HTML (every `<` of the output is `&lt;`), links keep only http(s) and mailto URLs,
// and no text of the source can form a link, an autolink or an entity that a renderer would decode into one.
// One pass over the input, no regular expression that can backtrack over it, so hostile input costs linear time:
// text between tags (a stray `<` included) is gathered and converted once per run, never once per character.
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
    const decoded = decodeEntities(raw).replace(CONTROL, '');
    if (pre > 0) out.push(decoded.replace(/`/g, 'ʼ'));
    else if (code > 0) out.push(decoded.replace(/`/g, 'ʼ').replace(/\s+/g, ' '));
    else out.push(escapeText(decoded.replace(/\s+/g, ' ')));
  };
  const block = (prefix = '') => out.push(`\n\n${prefix}`);
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text(html.slice(i));
      break;
    }
    text(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      if (close < 0) break;
      i = close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt);
      if (close < 0) break;
      i = close + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      // Not a tag: a `<` of text. An unterminated tag swallows the rest, as a browser would.
      const after = html.charCodeAt(lt + 1) === 0x2f ? lt + 2 : lt + 1;
      if (isAlpha(html.charCodeAt(after))) break;
      text('<');
      i = lt + 1;
      continue;
    }
    i = tag.end;
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
      i = end + 1;
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

/** Trailing spaces of lines (but a hard break's two), inner runs of spaces outside code blocks, runs of blank lines. */
function tidy(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (line.startsWith('```')) fenced = !fenced;
      const inner = fenced ? line : line.replace(/(\S) {2,}(?=\S)/g, '$1 ');
      return inner.endsWith('  ') && inner.trim() ? `${inner.trimEnd()}  ` : inner.trimEnd();
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Markdown that may hold HTML (CasaOS tips): its Markdown kept, every `<` made text, entities made inert, and
 * script-like URL schemes broken (a link to one becomes a relative, harmless one).
 */
export function sanitizeMarkdown(markdown: string): string {
  return tidy(
    markdown
      .replace(CONTROL, '')
      .replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/(javascript|vbscript|livescript|data)([\s\\]*):/gi, '$1_:'),
  );
}
