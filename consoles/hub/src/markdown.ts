import MarkdownIt from 'markdown-it';

/**
 * Template documentation is Markdown written by hub admins and shown to everyone: rendered without raw HTML
 * (`html: false` prints tags as text), with links and images limited to http(s) URLs (markdown-it's own check
 * already refuses javascript:, data: and friends; this one also drops relative and other schemes).
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.validateLink = (url: string): boolean => /^https?:\/\//i.test(url.trim());

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLinkOpen(tokens, idx, options, env, self);
};
// Images would be fetched from other origins, which the console's Content-Security-Policy refuses: show the
// alternative text as a link instead.
md.renderer.rules.image = (tokens, idx) => {
  const token = tokens[idx];
  const src = md.utils.escapeHtml(String(token.attrGet('src') ?? ''));
  const alt = md.utils.escapeHtml(token.content || 'image');
  return `<a href="${src}" rel="noopener noreferrer nofollow">${alt}</a>`;
};

// The documentation sits under the page's own h1 and a "Documentation" h2: its headings start at h3.
for (const rule of ['heading_open', 'heading_close'] as const) {
  md.renderer.rules[rule] = (tokens, idx, options, _env, self) => {
    const level = Math.min(6, Number(tokens[idx].tag.slice(1)) + 2);
    tokens[idx].tag = `h${level}`;
    return self.renderToken(tokens, idx, options);
  };
}

export const renderMarkdown = (source: string): string => md.render(source);

/**
 * A description as plain text for cards and lists (imported descriptions are Markdown: "[Nginx](https://…) is …"
 * reads "Nginx is …"): the text of every inline element, no markup, whitespace collapsed.
 */
export function markdownText(source: string): string {
  const parts: string[] = [];
  for (const token of md.parse(source, {})) {
    if (token.type !== 'inline') continue;
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ');
      else if (child.type === 'image') parts.push(child.content);
    }
    parts.push(' ');
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
