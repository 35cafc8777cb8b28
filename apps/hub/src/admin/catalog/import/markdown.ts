// HTML (Portainer notes) and Markdown that may hold HTML (CasaOS tips) turned into Markdown that cannot carry
// markup: no tag survives as HTML (every `<` of the output is `&lt;`), links keep only http(s) and mailto URLs,
// and no text of the source can form a link, an autolink or an entity that a renderer would decode into one.
// One pass over the input, no regular expression that can backtrack over it, so hostile input costs linear time.

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

const NAMED_ENTITIES: Readonly<Record<string, string | undefined>> = Object.assign(
  Object.create(null) as Record<string, string>,
  {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
    copy: '©',
    reg: '®',
    trade: '™',
    hellip: '…',
    mdash: '—',
    ndash: '–',
    laquo: '«',
    raquo: '»',
    lsquo: '‘',
    rsquo: '’',
    ldquo: '“',
    rdquo: '”',
    bull: '•',
    middot: '·',
    deg: '°',
    euro: '€',
    colon: ':',
    sol: '/',
    lpar: '(',
    rpar: ')',
    tab: ' ',
    newline: '\n',
  },
);

/** HTML character references decoded (named ones of the table above, decimal and hex); unknown ones kept as text. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,8}|[A-Za-z][A-Za-z0-9]{1,31});?/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
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

/** The tag starting at `start` (which holds `<`), or null when what follows is not a well-formed tag. */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  const nameStart = i;
  while (i < html.length && /[A-Za-z0-9:-]/.test(html[i])) i++;
  if (i === nameStart || !/[A-Za-z]/.test(html[nameStart])) return null;
  const name = html.slice(nameStart, i).toLowerCase();
  const attrs: Record<string, string> = {};
  while (i < html.length) {
    const c = html[i];
    if (c === '>') return { name, closing, attrs, end: i + 1 };
    if (/[\s/]/.test(c)) {
      i++;
      continue;
    }
    const attrStart = i;
    while (i < html.length && !/[\s/>=]/.test(html[i])) i++;
    const attr = html.slice(attrStart, i).toLowerCase();
    while (i < html.length && /\s/.test(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !/[\s>]/.test(html[i])) i++;
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
  const text = (raw: string) => {
    if (!raw) return;
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
      if (/^<\/?[A-Za-z]/.test(html.slice(lt, lt + 3))) break;
      text('<');
      i = lt + 1;
      continue;
    }
    i = tag.end;
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
