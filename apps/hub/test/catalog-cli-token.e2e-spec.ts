import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stringify as toYaml } from 'yaml';
import { type DevIdp, DEV_CLIENTS, startDevIdp } from '../../dev-idp/src/index.js';
import { startTestHub, type TestHub } from '#test/support';
import { makeUser, type TestUser } from './account-admin.helpers.js';
import { runCatalogCli } from './catalog-cli.helpers.js';

const DOCS = resolve(import.meta.dirname, '../../../docs/catalog-as-code.md');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], env: Record<string, string | undefined>): Promise<Run> {
  return new Promise((done) => {
    execFile(file, args, { env: { PATH: process.env.PATH, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The shell lines docs/catalog-as-code.md gives a pipeline for its token ("A token for a pipeline"), as written. */
function documentedTokenCommand(): string {
  const text = readFileSync(DOCS, 'utf8');
  const section = text.slice(text.indexOf('### A token for a pipeline'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block || !block.includes('HUB_TOKEN=')) throw new Error('the docs no longer show how a pipeline gets HUB_TOKEN');
  return block;
}

/** The pipeline's client at the identity provider, as step 1 of the docs creates it. */
const CI_CLIENT = {
  client_id: 'catalog-ci',
  client_secret: 'catalog-ci-secret-for-tests',
  token_endpoint_auth_method: 'client_secret_post' as const,
  grant_types: ['client_credentials'],
  redirect_uris: [],
  response_types: [],
};

const DOC = {
  apiVersion: 'hub.catalog/v1',
  kind: 'Catalog',
  categories: [{ slug: 'ci-cat', name: 'From CI' }],
  templates: [{ slug: 'ci-one', name: 'One', category_slug: 'ci-cat', image_name: 'example/one', image_tag: 'v1' }],
};

// A shell with curl on a busy two-core machine: seconds.
jest.setTimeout(240_000);

describe('a CI pipeline gets its token the way the docs say, and runs hub-catalog plan and apply with it', () => {
  let idp: DevIdp;
  let hub: TestHub;
  let superadmin: TestUser;
  let dir: string;

  beforeAll(async () => {
    idp = await startDevIdp({ port: 0, host: '127.0.0.1', clients: [...DEV_CLIENTS, CI_CLIENT] });
    hub = await startTestHub({ idp });
    superadmin = await makeUser(hub, { role: 'superadmin' });
    dir = mkdtempSync(join(tmpdir(), 'hub-catalog-ci-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await hub?.close();
    await idp?.close();
  });

  it('client credentials from the provider; refused until a superadmin makes the machine an admin; then plan and apply', async () => {
    // Step 3 of the docs, run as written by a shell (curl and jq, as on a CI runner).
    const token = await run(
      'bash',
      ['--norc', '--noprofile', '-euo', 'pipefail', '-c', `${documentedTokenCommand()}\nprintf '%s' "$HUB_TOKEN"`],
      {
        OIDC_TOKEN_URL: `${idp.issuer}/token`,
        CATALOG_CLIENT_ID: CI_CLIENT.client_id,
        CATALOG_CLIENT_SECRET: CI_CLIENT.client_secret,
        HUB_AUDIENCE: idp.audience,
      },
    );
    expect(token).toMatchObject({ code: 0, stderr: '' });
    const [, payload] = token.stdout.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: idp.issuer, aud: idp.audience, sub: CI_CLIENT.client_id });

    const path = join(dir, 'catalog.yaml');
    writeFileSync(path, toYaml(DOC));
    const env = { HUB_URL: hub.url, HUB_TOKEN: token.stdout };
    // Step 2: its first request provisions a hub user with the role `user`, which the admin API refuses.
    const refused = await runCatalogCli(['plan', path], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/403/);
    const { users } = (await hub.http.get('/api/v1/admin/users').set(superadmin.auth).expect(200)).body as {
      users: { id: string; email: string | null; name: string; role: string }[];
    };
    const machine = users.filter((u) => u.email === null && u.role === 'user');
    expect(machine).toHaveLength(1);
    await hub.http
      .put('/api/v1/admin/users')
      .set(superadmin.auth)
      .send({ id: machine[0].id, role: 'admin' })
      .expect(200);

    const planned = await runCatalogCli(['plan', path], env);
    expect(planned).toMatchObject({ code: 0 });
    expect(planned.stdout).toContain('+ template ci-one: create');
    const applied = await runCatalogCli(['apply', path], env);
    expect(applied.code).toBe(0);
    const [row] = await hub.db.query(`SELECT image_tag FROM templates WHERE slug = 'ci-one'`);
    expect(row).toEqual({ image_tag: 'v1' });
    expect((await runCatalogCli(['apply', path], env)).code).toBe(0);
  });
});
