import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProblemException } from '#lib/common';
import { checkCatalogDocument } from '../../catalog-document.js';
import { importCatalog, type ImportFormat, type ImportResult } from '../index.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

/** The document through the catalog document's checks: the admin API's create DTOs and the global validation pipe. */
async function expectAdminApiTakes({ document }: ImportResult): Promise<void> {
  await expect(checkCatalogDocument(document)).resolves.toBeDefined();
}

/** Each source entry once, in order, and each template produced named by exactly one mapped/partial entry. */
function expectReportComplete(result: ImportResult, entries: number): void {
  expect(result.report.map((e) => e.index)).toEqual([...Array(entries).keys()]);
  const produced = result.report.filter((e) => e.status !== 'skipped').map((e) => e.slug);
  expect(produced).toEqual(result.document.templates.map((t) => t.slug));
  for (const e of result.report) {
    if (e.status === 'skipped') expect(e.reason).toEqual(expect.any(String));
    if (e.status === 'partial') expect(e.dropped?.length).toBeGreaterThan(0);
    if (e.status === 'mapped') expect(e.dropped).toBeUndefined();
  }
  const categories = new Set(result.document.categories.map((c) => c.slug));
  for (const t of result.document.templates) expect(categories.has(t.category_slug)).toBe(true);
}

async function refusal(
  format: ImportFormat,
  input: string,
): Promise<{ status: number; detail: string; field?: string }> {
  try {
    await importCatalog(format, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ProblemException);
    const body = (error as ProblemException).getResponse() as {
      status: number;
      detail: string;
      errors?: { field: string }[];
    };
    return { status: body.status, detail: body.detail, field: body.errors?.[0]?.field };
  }
  throw new Error('expected a refusal');
}

describe('Portainer App Templates', () => {
  it('v1: a bare array with string types, the legacy `set` key and volumes as paths', async () => {
    const result = await importCatalog('portainer', fixture('portainer-v1.json'));
    expectReportComplete(result, 3);
    const [registry, mysql] = result.document.templates;
    expect(registry).toMatchObject({
      slug: 'registry',
      name: 'Registry',
      image_name: 'registry',
      image_tag: 'latest',
      ports: [{ containerPort: 5000, protocol: 'TCP' }],
      volume_mounts: [{ name: 'var-lib-registry', mountPath: '/var/lib/registry' }],
      node_selector: { 'kubernetes.io/os': 'linux' },
      category_slug: 'docker',
      tags: ['docker'],
    });
    expect(mysql.env).toEqual([{ name: 'MYSQL_ALLOW_EMPTY_PASSWORD', value: 'no' }]);
    expect(mysql.env_schema).toEqual([{ name: 'MYSQL_ROOT_PASSWORD', required: true, description: 'Root password' }]);
    expect(result.report[2]).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/^a stack .*docker-stack\.yml/),
    });
    await expectAdminApiTakes(result);
  });

  it('v2: image, ports, env, volumes, categories, logo, note and platform mapped as the docs table says', async () => {
    const result = await importCatalog('portainer', fixture('portainer-v2.json'));
    expectReportComplete(result, 5);
    const { document, report } = result;
    expect(document.categories).toEqual([
      { slug: 'webserver', name: 'webserver' },
      { slug: 'network', name: 'Network' },
    ]);
    expect(document.templates[0]).toEqual({
      slug: 'nginx',
      name: 'Nginx',
      kind: 'app',
      description: 'High performance web server',
      category_slug: 'webserver',
      registry_url: 'registry.example.com:5000',
      image_name: 'library/nginx',
      image_tag: '1.25',
      image_digest: `sha256:${'4f'.repeat(32)}`,
      ports: [
        { containerPort: 80, protocol: 'TCP' },
        { containerPort: 443, protocol: 'TCP' },
        { containerPort: 53, protocol: 'UDP' },
      ],
      volume_mounts: [
        { name: 'etc-nginx', mountPath: '/etc/nginx' },
        { name: 'usr-share-nginx-html', mountPath: '/usr/share/nginx/html' },
      ],
      tags: ['webserver', 'web proxy'],
      icon_url: 'https://example.com/logos/nginx.png',
      node_selector: { 'kubernetes.io/os': 'linux' },
      documentation: '**Nginx** serves [static files](https://nginx.org/en/docs/).  \nEdit `/etc/nginx`.',
    });
    expect(report[0]).toMatchObject({ status: 'mapped', ignored: expect.arrayContaining(['ports.0 (the host port)']) });

    const pihole = document.templates[1];
    expect(pihole.slug).toBe('pihole'); // the container name, when given
    expect(pihole.env).toEqual([{ name: 'VIRTUAL_HOST', value: 'pi.hole' }]); // preset: not asked
    expect(pihole.env_schema).toEqual([
      {
        name: 'TZ',
        required: false,
        default_value: 'Europe/London',
        description: 'Time zone. The container time zone',
      },
      { name: 'WEBPASSWORD', required: true, description: 'Admin password' },
      {
        name: 'DNSSEC',
        required: false,
        default_value: 'true',
        description: 'One of: true (Enable DNSSEC), false (Disable)',
      },
    ]);
    expect(pihole.volume_mounts).toEqual([{ name: 'etc-pihole', mountPath: '/etc/pihole' }]);
    expect(report[1].status).toBe('partial');
    expect(report[1].dropped).toEqual([
      'env.4 ("bad-name" is not an environment variable name)',
      'volumes.0.readonly (read-only mounts)',
      'volumes.1 (the Docker socket has no counterpart on Kubernetes)',
      'privileged (privileged mode)',
      'restart_policy (a restart policy other than always)',
    ]);
    expect(report[1].ignored).toContain('maintainer');

    expect(document.templates[2]).toMatchObject({
      registry_url: 'mcr.microsoft.com',
      image_name: 'windows/servercore/iis',
      node_selector: { 'kubernetes.io/os': 'windows' },
      command: ['powershell', '-Command', 'Start-Service W3SVC; ping -t localhost'],
    });
    expect(report[3]).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/^a Swarm stack \(type 2\)/) });
    expect(report[4]).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/^image "Not An Image!"/) });
    await expectAdminApiTakes(result);
  });

  it('v3: stacks skipped with the reason, slug collisions and reserved slugs renamed and reported', async () => {
    const result = await importCatalog('portainer', fixture('portainer-v3.json'));
    expectReportComplete(result, 5);
    const { report } = result;
    expect(report.map((e) => [e.status, e.slug])).toEqual([
      ['mapped', 'redis'],
      ['mapped', 'redis-2'],
      ['skipped', undefined],
      ['skipped', undefined],
      ['mapped', 'updates-2'],
    ]);
    expect(report[1].notes).toEqual(['slug redis was taken; renamed redis-2']);
    expect(report[2].reason).toMatch(/^a Compose stack \(type 3\)/);
    expect(report[3].reason).toMatch(/^an Edge stack \(type 4\)/);
    expect(result.document.templates[2].category_slug).toBe('uncategorized');
    expect(result.document.templates[2].documentation).toBe('Hello click');
    await expectAdminApiTakes(result);
  });
});

describe('CasaOS AppStore', () => {
  it('one app: compose YAML with x-casaos, memory reservation in Kubernetes units, NVIDIA devices as GPUs', async () => {
    const result = await importCatalog('casaos', fixture('casaos-app.yml'));
    expectReportComplete(result, 1);
    expect(result.document.categories).toEqual([{ slug: 'ai', name: 'AI' }]);
    expect(result.document.templates[0]).toEqual({
      slug: 'ollama-nvidia',
      name: 'Ollama (NVIDIA)',
      kind: 'app',
      category_slug: 'ai',
      image_name: 'ollama/ollama',
      image_tag: '0.5.7',
      version: '0.5.7',
      description: 'Run LLMs on your own GPU\n\nGet up and running with large language models locally.',
      documentation:
        'Pull a model with **ollama pull**. See [the docs](https://ollama.com/docs) &lt;script>alert(1)&lt;/script> ' +
        'and [this](javascript_:alert(2)).',
      icon_url: 'https://cdn.example.com/ollama/icon.png',
      node_selector: { 'kubernetes.io/arch': 'amd64' },
      memory_request: '512Mi',
      cpu_request: '0.5',
      gpu_count: 2,
      tags: ['ai'],
      env: [
        { name: 'OLLAMA_HOST', value: '0.0.0.0' },
        { name: 'NVIDIA_VISIBLE_DEVICES', value: 'all' },
      ],
      env_schema: [
        { name: 'TZ', required: false, description: 'TimeZone. CasaOS sets it to $TZ' },
        {
          name: 'OLLAMA_KEEP_ALIVE',
          required: false,
          default_value: '5m',
          description: 'How long a model stays loaded',
        },
      ],
      ports: [{ containerPort: 11434, protocol: 'TCP' }],
      volume_mounts: [{ name: 'root-ollama', mountPath: '/root/.ollama' }],
    });
    expect(result.report[0]).toMatchObject({
      status: 'mapped',
      ignored: expect.arrayContaining([
        'x-casaos.screenshot_link',
        'services.ollama.ports.0.published (the host port)',
      ]),
    });
    await expectAdminApiTakes(result);
  });

  it('a store: single-service apps map, multi-service ones are reported, slugs stay unique', async () => {
    const result = await importCatalog('casaos', fixture('casaos-store.json'));
    expectReportComplete(result, 3);
    const [jellyfin, copy] = result.document.templates;
    expect(jellyfin).toMatchObject({
      slug: 'jellyfin',
      memory_request: '1Gi',
      env: [
        { name: 'PUID', value: '1000' },
        { name: 'PGID', value: '1000' },
      ],
      ports: [
        { containerPort: 8096, protocol: 'TCP' },
        { containerPort: 7359, protocol: 'UDP' },
      ],
      volume_mounts: [
        { name: 'config', mountPath: '/config' },
        { name: 'media', mountPath: '/media' },
      ],
    });
    expect(jellyfin.node_selector).toBeUndefined(); // two architectures: any node
    expect(result.report[0].dropped).toEqual([
      'services.jellyfin.volumes.1.read_only (read-only mounts)',
      'services.jellyfin.devices (host devices)',
    ]);
    expect(result.report[1]).toMatchObject({
      source: 'Immich',
      status: 'skipped',
      reason: expect.stringMatching(/^a multi-service app \(4 services: immich-server, /),
    });
    expect(copy.slug).toBe('jellyfin-2');
    expect(result.document.categories).toEqual([{ slug: 'media', name: 'Media' }]);
    await expectAdminApiTakes(result);
  });
});

describe('source keys named like Object.prototype members are plain names', () => {
  it('constructor, toString and __proto__ keys, protocols and entities find nothing in the lookup tables', async () => {
    const input = `[{"type": "constructor", "title": "A", "image": "nginx"},
      {"type": 1, "title": "B", "image": "nginx", "constructor": true, "toString": 1, "__proto__": {"x": 1},
       "ports": ["80/constructor", "81/tcp"], "platform": "constructor", "note": "&constructor; &hasOwnProperty;"}]`;
    const problem = await refusal('portainer', input);
    expect(problem).toMatchObject({ status: 400, field: 'templates.0 (A).type' });
    const result = await importCatalog('portainer', input.replace('"constructor", "title": "A"', '1, "title": "A"'));
    expect(result.report[1].dropped).toEqual([
      'platform ("constructor" is not linux or windows)',
      'ports.0 (protocol "constructor" is not tcp, udp or sctp)',
      'constructor (not a field the hub knows)',
      'toString (not a field the hub knows)',
      '__proto__ (not a field the hub knows)',
    ]);
    expect(result.document.templates[1].documentation).toBe('&amp;constructor; &amp;hasOwnProperty;');
    const casaos = await importCatalog(
      'casaos',
      'services:\n  a:\n    image: nginx\n    constructor: 1\n    platform: linux/constructor\n',
    );
    expect(casaos.report[0].dropped).toEqual([
      'services.a.platform ("linux/constructor" is not linux or windows on amd64, arm64 or arm)',
      'services.a.constructor (not a compose field the hub maps)',
    ]);
    await expectAdminApiTakes(result);
  });
});

describe('input that cannot be read is a 400 naming the entry and field', () => {
  it.each([
    ['portainer', '{"version": "3", "templates": [', 'body', /not valid JSON/],
    ['portainer', '"just a string"', 'body', /must be a Portainer templates file/],
    ['portainer', '{"version": "9", "templates": []}', 'version', /must be "2" or "3"/],
    ['portainer', '[{"type": 1, "title": "A", "image": "a"}, 7]', 'templates.1', /must be an object/],
    ['portainer', '[{"type": 1, "title": "Web", "image": "nginx", "ports": "80"}]', 'templates.0 (Web).ports', /array/],
    [
      'portainer',
      '[{"type": 1, "title": "Web", "image": "nginx", "env": [{"name": {}}]}]',
      'templates.0 (Web).env.0.name',
      /string/,
    ],
    ['portainer', '[{"type": 9, "title": "Odd"}]', 'templates.0 (Odd).type', /must be 1/],
    ['casaos', 'services:\n  a:\n    image: [unclosed\n', 'body', /not valid YAML at line \d+, column \d+/],
    ['casaos', '{"Good": "services: {a: {image: nginx}}", "Bad": "services: {a: [}"}', 'Bad', /not valid YAML/],
    ['casaos', '{"App": 42}', 'App', /must be the compose file text/],
    ['casaos', '- a list', 'body', /must be a compose file/],
    ['casaos', 'services:\n  a:\n    image: nginx\n    ports: 80\n', 'body.services.a.ports', /array/],
  ] as [ImportFormat, string, string, RegExp][])('%s %j', async (format, input, field, detail) => {
    const problem = await refusal(format, input);
    expect(problem.status).toBe(400);
    expect(problem.field).toBe(field);
    expect(problem.detail).toMatch(detail);
  });

  it('over 5,000 entries → 400 with the limit; over 10 MiB → 413', async () => {
    const many = JSON.stringify(Array.from({ length: 5001 }, () => ({ type: 3, title: 's' })));
    expect(await refusal('portainer', many)).toMatchObject({
      status: 400,
      detail: expect.stringMatching(/at most 5000/),
    });
    const huge = JSON.stringify([{ type: 1, title: 'x', image: 'nginx', description: 'x'.repeat(10 * 1024 * 1024) }]);
    expect(await refusal('portainer', huge)).toMatchObject({ status: 413, detail: expect.stringMatching(/10 MB/) });
  });

  it('hostile input costs bounded work: deep nesting, alias bombs, endless markup', async () => {
    expect(await refusal('portainer', `${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toMatchObject({
      status: 400,
      detail: expect.stringMatching(/nested more than 32 levels/),
    });
    expect((await refusal('casaos', `services:\n  a: ${'['.repeat(5000)}${']'.repeat(5000)}\n`)).status).toBe(400);
    const bomb = ['l0: &l0 [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 10; i++)
      bomb.push(
        `l${i}: &l${i} [${Array(9)
          .fill(`*l${i - 1}`)
          .join(', ')}]`,
      );
    expect((await refusal('casaos', bomb.join('\n'))).status).toBe(400);
    // Megabytes of unclosed tags, attributes and entities in a note: converted in one pass, never a 5xx.
    const note = '<a href="'.repeat(50_000) + '<b>'.repeat(100_000) + '&#x41;'.repeat(100_000);
    const result = await importCatalog('portainer', JSON.stringify([{ type: 1, title: 'N', image: 'nginx', note }]));
    expect(result.report[0].status).not.toBe('skipped');
    expect(result.document.templates[0].documentation ?? '').not.toMatch(/<[a-z]/i);
  });
});
