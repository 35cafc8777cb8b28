import { htmlToMarkdown, sanitizeMarkdown } from '../markdown.js';

/** Nothing a Markdown renderer that passes HTML through could run: no tag, no handler, no script URL as a link. */
function expectInert(markdown: string): void {
  expect(markdown).not.toMatch(/<\s*[a-z!/?]/i);
  expect(markdown).not.toMatch(/\bon[a-z]+\s*=/i);
  expect(markdown).not.toMatch(/\]\(\s*(?:javascript|vbscript|data):/i);
  expect(markdown).not.toMatch(/&#|&[a-z]+;(?<!&amp;|&lt;|&gt;)/i);
}

describe('Portainer notes: HTML → inert Markdown', () => {
  it.each([
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>Hi', 'Hi'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert\\(1\\)'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src=x alt="logo" onerror=alert(1)>', 'logo'],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href=" java\tscript:alert(1)">x</a>', 'x'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'x'],
    ['<a href="&#x6A;avascript&colon;alert(1)">x</a>', 'x'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<a href="https://ok.example/a?b=(c)" onclick="alert(1)">ok</a>', '[ok](https://ok.example/a?b=%28c%29)'],
    [
      '<a href="https://ok.example/">[x](javascript:alert(1))</a>',
      '[\\[x\\]\\(javascript:alert\\(1\\)\\)](https://ok.example/)',
    ],
    ['[x](javascript:alert(1)) and <javascript:alert(2)>', '\\[x\\]\\(javascript:alert\\(1\\)\\) and'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert\\(1\\)&lt;/script&gt;'],
    ['&amp;lt;img src=x onerror=alert(1)&amp;gt;', '&amp;lt;img src=x onerror=alert\\(1\\)&amp;gt;'],
    ['<iframe src="https://evil.example"></iframe><style>*{}</style><svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<div style="background:url(javascript:alert(1))">styled</div>', 'styled'],
    ['<!-- <script>alert(1)</script> -->after', 'after'],
    ['<p>unclosed <a href="https://x.example">link', 'unclosed [link](https://x.example)'],
    ['<b>never <i>closed', '**never _closed_**'],
  ])('%j', (html, expected) => {
    const markdown = htmlToMarkdown(html);
    expect(markdown).toBe(expected);
    if (!expected.includes('onerror')) expectInert(markdown);
  });

  it('keeps the structure a note usually has', () => {
    expect(
      htmlToMarkdown(
        '<h2>Setup</h2><p>Open <code>http://host:8080</code> &amp; log in.</p><ul><li>user <b>admin</b></li><li>pass: see <a href="mailto:ops@example.com">ops</a></li></ul><pre>docker logs x\n  --tail 10</pre>',
      ),
    ).toBe(
      '## Setup\n\nOpen `http://host:8080` &amp; log in.\n\n- user **admin**\n- pass: see [ops](mailto:ops@example.com)\n\n```\ndocker logs x\n  --tail 10\n```',
    );
  });
});

describe('CasaOS tips: Markdown kept, HTML and script URLs made inert', () => {
  it.each([
    ['**bold** and [docs](https://example.com)', '**bold** and [docs](https://example.com)'],
    ['<script>alert(1)</script>', '&lt;script>alert(1)&lt;/script>'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)>'],
    ['[x](javascript:alert(1))', '[x](javascript_:alert(1))'],
    ['[x](JAVASCRIPT\\:alert(1))', '[x](JAVASCRIPT_:alert(1))'],
    ['[x](&#106;avascript:alert(1))', '[x](&amp;#106;avascript:alert(1))'],
    ['[x]: data:text/html,hi', '[x]: data_:text/html,hi'],
    ['<javascript:alert(1)>', '&lt;javascript_:alert(1)>'],
  ])('%j', (markdown, expected) => {
    const out = sanitizeMarkdown(markdown);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<\s*[a-z!/?]/i);
    expect(out).not.toMatch(/(?:javascript|vbscript|data):/i);
  });
});

describe('HTML character references: every HTML5 named one', () => {
  it.each([
    ['Caf&eacute; &amp; cr&egrave;me', 'Café &amp; crème'],
    ['&hearts; &rarr; &Omega; &frac12;', '♥ → Ω ½'],
    ['&copy 2026 &notit;', '© 2026 ¬it;'],
    ['&#233;&#xE9;', 'éé'],
    ['&unknownentity; &constructor;', '&amp;unknownentity; &amp;constructor;'],
  ])('%j', (html, expected) => {
    expect(htmlToMarkdown(html)).toBe(expected);
  });
});
