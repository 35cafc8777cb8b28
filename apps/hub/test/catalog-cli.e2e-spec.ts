import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { startTestHub, type TestHub } from '#test/support';
import { makeUser, type TestUser } from './account-admin.helpers.js';
import { type CliRun, runCatalogCli } from './catalog-cli.helpers.js';

const ROOT = resolve(import.meta.dirname, '../../..');
/** The built command, as `npm run catalog` and the package's `hub-catalog` bin run it. */
const BIN = join(ROOT, 'dist/apps/hub-catalog/src/bin.js');

const run = runCatalogCli;

/** The built bin as a process of its own (what a pipeline runs): the import report and the `--yes` rule. */
function runBin(args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { PATH: process.env.PATH, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

const DOC = {
  apiVersion: 'hub.catalog/v1',
  kind: 'Catalog',
  categories: [{ slug: 'cli-cat', name: 'CLI' }],
  templates: [
    { slug: 'cli-one', name: 'One', category_slug: 'cli-cat', image_name: 'example/one', image_tag: 'v1' },
    { slug: 'cli-two', name: 'Two', category_slug: 'cli-cat', image_name: 'example/two' },
  ],
};

// The bin's runs are fresh node processes (and the build before them is up to date or brought up to date).
jest.setTimeout(240_000);

describe('hub-catalog, the command line (its main, and the built bin as a process, against a running hub)', () => {
  let hub: TestHub;
  let admin: TestUser;
  let dir: string;
  let env: Record<string, string>;
  const file = (name: string, content: string): string => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  beforeAll(async () => {
    // The bin runs from dist/: build what is out of date first, so the processes run this checkout's code.
    execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--quiet'], { stdio: 'inherit' });
    hub = await startTestHub();
    admin = await makeUser(hub, { role: 'admin' });
    dir = mkdtempSync(join(tmpdir(), 'hub-catalog-cli-'));
    env = { HUB_URL: hub.url, HUB_TOKEN: admin.token };
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await hub.close();
  });

  it('validate: offline, the server’s rules; exit 0 valid, 1 invalid (entry, field, line and column), 2 usage', async () => {
    const good = await run(['validate', file('good.yaml', toYaml(DOC))]);
    expect(good).toMatchObject({ code: 0, stdout: expect.stringContaining('valid (1 categories, 2 templates)') });
    const badEntry = { ...DOC, templates: [{ ...DOC.templates[0], image_tag: 'not a tag' }] };
    const bad = await run(['validate', file('bad.json', JSON.stringify(badEntry))]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('templates.0 (cli-one).image_tag');
    const broken = await run(['validate', file('broken.json', '{\n  "kind": tru\n}')]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('line 2, column 14');
    expect((await run(['validate', join(dir, 'missing.json')])).code).toBe(2);
    expect((await run(['validate'])).code).toBe(2);
    expect((await run(['frobnicate'])).code).toBe(2);
    expect((await run(['plan', file('x.json', '{}'), '--bogus'])).code).toBe(2);
  });

  it('plan and apply read HUB_URL and HUB_TOKEN; apply twice changes nothing the second time', async () => {
    const path = file('catalog.yaml', toYaml(DOC));
    expect((await run(['plan', path])).code).toBe(2);
    const planned = await run(['plan', path], env);
    expect(planned.code).toBe(0);
    expect(planned.stdout).toContain('+ template cli-one: create');
    expect(planned.stdout).toMatch(
      /Plan: 3 to create, 0 to update, 0 to delete, 0 unchanged, 0 in conflict, 0 refused/,
    );
    const applied = await run(['apply', path], env);
    expect(applied).toMatchObject({ code: 0, stdout: expect.stringContaining('Applied; etag now') });
    const again = await run(['apply', path], env);
    expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('Nothing to do.') });
    const json = await run(['plan', path, '--json'], env);
    expect(JSON.parse(json.stdout).summary).toMatchObject({ unchanged: 3, create: 0 });
  });

  it('apply --if-match: exit 4 when the catalog moved since the plan; --prune --force deletes', async () => {
    const path = file('one.json', JSON.stringify({ ...DOC, templates: [DOC.templates[0]] }));
    const etag = (JSON.parse((await run(['plan', path, '--prune', '--json'], env)).stdout) as { etag: string }).etag;
    await hub.http
      .post('/api/v1/admin/categories')
      .set(admin.auth)
      .send({ slug: 'cli-moved', name: 'Moved' })
      .expect(201);
    const stale = await run(['apply', path, '--prune', '--if-match', etag], env);
    expect(stale.code).toBe(4);
    expect(stale.stderr).toMatch(/^412: The catalog changed since the plan/);
    const fresh = (
      JSON.parse((await run(['plan', path, '--prune', '--force', '--json'], env)).stdout) as { etag: string }
    ).etag;
    // Deleting for good asks first: stdin is not a terminal here, so without --yes it refuses and writes nothing.
    const unconfirmed = await runBin(['apply', path, '--prune', '--force', '--if-match', fresh], env);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('add --yes to confirm');
    expect(await hub.db.query(`SELECT id FROM templates WHERE slug = 'cli-two'`)).toHaveLength(1);
    const forced = await runBin(['apply', path, '--prune', '--force', '--if-match', fresh, '--yes'], env);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('- template cli-two: delete for good');
    expect(await hub.db.query(`SELECT id FROM templates WHERE slug = 'cli-two'`)).toEqual([]);
  });

  it('plan names a conflict with another manager; apply leaves it unless --take-over; prune says deprecate', async () => {
    const theirs = file(
      'theirs.json',
      JSON.stringify({ ...DOC, source: 'other', templates: [{ ...DOC.templates[0], image_tag: 'v9' }] }),
    );
    const planned = await run(['plan', theirs, '--prune'], env);
    expect(planned.code).toBe(0);
    expect(planned.stdout).toContain('≠ template cli-one: conflict: managed by "console", left alone (--take-over');
    expect(planned.stdout).toMatch(/1 in conflict, 0 refused/);
    const applied = await run(['apply', theirs], env);
    expect(applied.code).toBe(0);
    expect((await hub.db.query(`SELECT image_tag FROM templates WHERE slug = 'cli-one'`))[0].image_tag).toBe('v1');
    const taken = await run(['apply', theirs, '--take-over'], env);
    expect(taken.stdout).toContain('~ template cli-one: update (takes it over from "console")');
    expect(await hub.db.query(`SELECT image_tag, manager FROM templates WHERE slug = 'cli-one'`)).toEqual([
      { image_tag: 'v9', manager: 'other' },
    ]);
    const pruned = await run(
      ['plan', file('none.json', JSON.stringify({ ...DOC, source: 'other', templates: [] })), '--prune'],
      env,
    );
    expect(pruned.stdout).toContain('- template cli-one: deprecate');
    // Back to the console's document for the tests that follow.
    await run(
      ['apply', file('back.json', JSON.stringify({ ...DOC, templates: [DOC.templates[0]] })), '--take-over'],
      env,
    );
  });

  it('import prints the entries that need a look as a table, the category mapping, and --json the whole answer', async () => {
    const collection = file(
      'LinuxServer Templates.json',
      JSON.stringify({
        version: '3',
        templates: [
          { type: 1, title: 'Fine', name: 'fine', image: 'example/fine:1', categories: ['Tools'] },
          {
            type: 3,
            title: 'A Stack',
            name: 'stack',
            repository: { url: 'https://example.com/x', stackfile: 'x.yml' },
          },
          { type: 1, title: 'Priv', name: 'priv', image: 'example/priv:1', privileged: true, categories: ['cli'] },
          { type: 1, title: 'One again', name: 'cli-one', image: 'example/one:2', categories: ['database'] },
        ],
      }),
    );
    const res = await runBin(['import', '--from', 'portainer', collection], env);
    expect(res.code).toBe(0);
    const document = JSON.parse(res.stdout) as { source: string; templates: { slug: string }[] };
    expect(document.source).toBe('linuxserver-templates');
    expect(document.templates.map((t) => t.slug)).toEqual(['fine', 'priv', 'cli-one-2']);
    const lines = res.stderr.split('\n');
    expect(lines[0]).toMatch(/^#\s+ENTRY\s+STATUS\s+SLUG\s+WHAT$/);
    expect(res.stderr).toMatch(/1\s+A Stack\s+skipped\s+—\s+skipped: .*stack/i);
    expect(res.stderr).toMatch(/2\s+Priv\s+partial\s+priv\s+lost privileged/);
    expect(res.stderr).toMatch(/3\s+One again\s+mapped\s+cli-one-2\s+slug cli-one is taken on the hub/);
    expect(res.stderr).not.toMatch(/\bFine\b/);
    expect(res.stderr).toContain('category "cli" → CLI (cli-cat, existing)');
    expect(res.stderr).toContain('4 entries: 2 mapped, 1 partial, 1 skipped. Source "linuxserver-templates".');

    const adopted = await run(
      ['import', '--from', 'portainer', collection, '--source', 'lsio', '--adopt', '--json'],
      env,
    );
    const answer = JSON.parse(adopted.stdout) as {
      source: string;
      report: unknown[];
      categories: unknown[];
      document: { templates: { slug: string }[] };
    };
    expect(answer.source).toBe('lsio');
    expect(answer.report).toHaveLength(4);
    expect(answer.categories).toHaveLength(3);
    expect(answer.document.templates.map((t) => t.slug)).toContain('cli-one');
  });

  it('export writes the document (JSON, or YAML with --yaml) that plans as unchanged', async () => {
    const json = await run(['export'], env);
    expect(json.code).toBe(0);
    const exported = JSON.parse(json.stdout) as typeof DOC;
    expect(exported.templates.map((t) => t.slug)).toEqual(['cli-one']);
    const yaml = await run(['export', '--yaml'], env);
    expect(parseYaml(yaml.stdout)).toEqual(exported);
    const replanned = await run(['plan', file('exported.yaml', yaml.stdout), '--json'], env);
    expect(JSON.parse(replanned.stdout).summary).toMatchObject({ create: 0, update: 0, delete: 0 });
  });

  it('refusals and errors: exit 1 for a refused plan or a non-admin token, 3 when the hub is unreachable', async () => {
    const refused = await run(
      [
        'plan',
        file(
          'refused.json',
          JSON.stringify({ ...DOC, categories: [], templates: [{ ...DOC.templates[0], category_slug: 'nowhere' }] }),
        ),
      ],
      env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('category_slug: no category "nowhere"');
    const user = await makeUser(hub);
    const forbidden = await run(['export'], { HUB_URL: hub.url, HUB_TOKEN: user.token });
    expect(forbidden.code).toBe(1);
    expect(forbidden.stderr).toMatch(/^403: /);
    const down = await run(['export'], { HUB_URL: 'http://127.0.0.1:9', HUB_TOKEN: admin.token });
    expect(down.code).toBe(3);
    expect((await run(['import', '--from', 'zip', file('z.json', '[]')], env)).code).toBe(2);
  });
});
