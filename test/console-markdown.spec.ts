import { markdownText, renderMarkdown } from '../consoles/hub/src/markdown.js';

// Issue 39: imported descriptions are Markdown; cards and lists show them as plain text, pages rendered and safe.
describe('the hub console shows Markdown descriptions', () => {
  it('as plain text on cards: link text kept, URLs, emphasis and code marks gone', () => {
    expect(markdownText('[Nginx](https://nginx.org/) is a **web server** with `gzip`.\nFast.')).toBe(
      'Nginx is a web server with gzip. Fast.',
    );
    expect(markdownText('# Title\n\n- one\n- two')).toBe('Title one two');
    expect(markdownText('<script>alert(1)</script> plain')).toBe('<script>alert(1)</script> plain');
  });

  it('rendered on pages without raw HTML, links only to http(s)', () => {
    const html = renderMarkdown('[Nginx](https://nginx.org/) <b>x</b> [bad](javascript:alert(1))');
    expect(html).toContain('<a href="https://nginx.org/" rel="noopener noreferrer nofollow">Nginx</a>');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('href="javascript');
  });
});
