import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import MarkdownIt from 'markdown-it';

/**
 * Every link between README.md and docs/ stays valid: each relative link of README.md and docs/**\/*.md names a
 * file or folder of the repository, each `#anchor` a heading of the Markdown file it points at (GitHub's
 * slugs), each image a file; every Markdown file in docs/ is linked from the README; the README stays short.
 * Part of `npm test` (project `unit`), so of CI.
 */

const ROOT = resolve(import.meta.dirname, '..');
const README_MAX_LINES = 300;

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];
const md = new MarkdownIt({ html: true });

/** GitHub's heading anchors (github-slugger): lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function slugs(headings: string[]): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const heading of headings) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The plain text of an inline token, as GitHub slugs it (code spans' content, no markup). */
function plainText(inline: Token): string {
  return (inline.children ?? [])
    .map((t) => (t.type === 'text' || t.type === 'code_inline' ? t.content : t.type === 'softbreak' ? ' ' : ''))
    .join('');
}

function headingsOf(source: string): string[] {
  const tokens = md.parse(source, {});
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (t.type === 'heading_open') out.push(plainText(tokens[i + 1]));
  });
  // Explicit anchors (<a id="…"> / <a name="…">) count too.
  for (const m of source.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.push(m[1]);
  return out;
}

interface Reference {
  kind: 'link' | 'image';
  target: string;
  line: number;
}

function referencesOf(source: string): Reference[] {
  const refs: Reference[] = [];
  const visit = (tokens: Token[], start: number) => {
    let line = start;
    for (const t of tokens) {
      // Block tokens know their first line; inside a paragraph, each line break moves on by one.
      const at = t.map ? t.map[0] + 1 : line;
      if (t.type === 'softbreak' || t.type === 'hardbreak') line++;
      if (t.type === 'link_open') refs.push({ kind: 'link', target: String(t.attrGet('href') ?? ''), line: at });
      if (t.type === 'image') refs.push({ kind: 'image', target: String(t.attrGet('src') ?? ''), line: at });
      if (t.type === 'html_inline' || t.type === 'html_block') {
        for (const m of t.content.matchAll(/<(a|img)\s[^>]*?(href|src)="([^"]*)"/g)) {
          refs.push({ kind: m[1] === 'img' ? 'image' : 'link', target: m[3], line: at });
        }
      }
      if (t.children) visit(t.children, at);
    }
  };
  visit(md.parse(source, {}), 1);
  return refs;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** The broken references of the given Markdown files (paths relative to root), one line each. */
export function brokenReferences(root: string, files: string[]): string[] {
  const anchorsCache = new Map<string, Set<string>>();
  const anchorsOf = (path: string) => {
    let anchors = anchorsCache.get(path);
    if (!anchors) {
      anchors = slugs(headingsOf(readFileSync(path, 'utf8')));
      anchorsCache.set(path, anchors);
    }
    return anchors;
  };
  const problems: string[] = [];
  for (const file of files) {
    const path = join(root, file);
    for (const ref of referencesOf(readFileSync(path, 'utf8'))) {
      const where = `${file}:${ref.line}: ${ref.kind} ${ref.target}`;
      if (ref.target === '') {
        problems.push(`${where}: empty target`);
        continue;
      }
      if (EXTERNAL.test(ref.target) || ref.target.startsWith('//')) continue;
      const hash = ref.target.indexOf('#');
      const pathPart = decodeURIComponent(hash === -1 ? ref.target : ref.target.slice(0, hash));
      const anchor = hash === -1 ? undefined : decodeURIComponent(ref.target.slice(hash + 1));
      const target = pathPart === '' ? path : resolve(dirname(path), pathPart.split('?')[0]);
      const inside = relative(root, target);
      if (inside.startsWith('..') || inside.startsWith(sep)) {
        problems.push(`${where}: outside the repository`);
        continue;
      }
      if (!existsSync(target)) {
        problems.push(`${where}: no such file`);
        continue;
      }
      if (ref.kind === 'image' && !statSync(target).isFile()) {
        problems.push(`${where}: not a file`);
        continue;
      }
      if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor)) {
        problems.push(`${where}: no heading with anchor #${anchor} in ${relative(root, target)}`);
      }
    }
  }
  return problems;
}

function markdownUnder(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) out.push(path);
    }
  };
  walk(folder);
  return out.sort();
}

describe('links between the README and docs/', () => {
  const docs = markdownUnder(ROOT, 'docs');

  it('every relative link, anchor and image of README.md and docs/**/*.md resolves', () => {
    expect(docs.length).toBeGreaterThan(10);
    expect(brokenReferences(ROOT, ['README.md', ...docs])).toEqual([]);
  });

  it('every Markdown file in docs/ is linked from the README', () => {
    const linked = new Set(
      referencesOf(readFileSync(join(ROOT, 'README.md'), 'utf8'))
        .filter((r) => r.kind === 'link' && !EXTERNAL.test(r.target))
        .map((r) => relative(ROOT, resolve(ROOT, decodeURIComponent(r.target.split('#')[0])))),
    );
    expect(docs.filter((file) => !linked.has(file))).toEqual([]);
  });

  it(`the README stays at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length - 1;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe('the link check itself', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
    mkdirSync(join(dir, 'docs/screenshots'), { recursive: true });
    writeFileSync(join(dir, 'docs/screenshots/a.png'), '');
    writeFileSync(
      join(dir, 'docs/guide.md'),
      [
        '# The `npm start` guide',
        '## Will it run here? (hardware)',
        '## Notes',
        '## Notes',
        '<a id="custom"></a>',
        'Back to the [readme](../README.md#quick-start), [here](#notes-1), [custom](#custom).',
        '![shot](screenshots/a.png) [ok](guide.md#the-npm-start-guide)',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# Title',
        '## Quick start',
        'See [the guide](docs/guide.md#will-it-run-here-hardware) and <https://example.com/x> and [mail](mailto:a@b).',
        'Broken: [gone](docs/gone.md), [anchor](docs/guide.md#nope), [self](#quick-start-1),',
        '![missing](docs/screenshots/b.png), ![dir](docs/screenshots), [up](../outside.md), [empty]().',
        '<img src="docs/screenshots/c.png" alt="c">',
        '',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts what resolves and names every broken link, anchor and image', () => {
    expect(brokenReferences(dir, ['docs/guide.md'])).toEqual([]);
    expect(brokenReferences(dir, ['README.md'])).toEqual([
      'README.md:4: link docs/gone.md: no such file',
      'README.md:4: link docs/guide.md#nope: no heading with anchor #nope in docs/guide.md',
      'README.md:4: link #quick-start-1: no heading with anchor #quick-start-1 in README.md',
      'README.md:5: image docs/screenshots/b.png: no such file',
      'README.md:5: image docs/screenshots: not a file',
      'README.md:5: link ../outside.md: outside the repository',
      'README.md:5: link : empty target',
      'README.md:6: image docs/screenshots/c.png: no such file',
    ]);
  });

  it('makes the anchors GitHub makes', () => {
    expect([
      ...slugs(['The `npm start` demo in detail', 'Will it run here? (hardware inventory and fit)', 'A', 'A']),
    ]).toEqual(['the-npm-start-demo-in-detail', 'will-it-run-here-hardware-inventory-and-fit', 'a', 'a-1']);
  });
});
