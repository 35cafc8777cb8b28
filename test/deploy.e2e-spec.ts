import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * docker/compose.yaml and docker/haproxy.cfg, checked without a container engine (none on CI machines): the
 * structure docs/deployment.md describes, and every variable .env.example names forwarded where it applies.
 */
const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
}

const compose = parse(read('docker/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const names = Object.keys(services);
const hubs = names.filter((n) => /^hub-\d+$/.test(n));
const fleets = names.filter((n) => /^fleet-\d+$/.test(n));

/** HAProxy backends: name → { health check line, servers: [name, host, port] }. */
function haproxyBackends(text: string) {
  const backends = new Map<string, { check: string[]; servers: { name: string; host: string; port: number }[] }>();
  let current: string | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const section = /^(global|defaults|frontend|backend|resolvers|listen)\b\s*(\S*)/.exec(line);
    if (section && !raw.startsWith(' ')) {
      current = section[1] === 'backend' ? section[2] : null;
      if (current) backends.set(current, { check: [], servers: [] });
      continue;
    }
    if (!current) continue;
    const backend = backends.get(current)!;
    if (line.startsWith('option httpchk') || line.startsWith('http-check')) backend.check.push(line);
    const server = /^server (\S+) ([\w.-]+):(\d+)\b(.*)$/.exec(line);
    if (server) {
      if (!/\bcheck\b/.test(server[4])) throw new Error(`server ${server[1]} of ${current} has no health check`);
      backend.servers.push({ name: server[1], host: server[2], port: Number(server[3]) });
    }
  }
  return backends;
}

describe('docker/compose.yaml', () => {
  it('runs PostgreSQL, 3 hub replicas, 2 fleet replicas, one migration run per app and a load balancer', () => {
    expect(hubs).toEqual(['hub-1', 'hub-2', 'hub-3']);
    expect(fleets).toEqual(['fleet-1', 'fleet-2']);
    expect(names).toEqual(expect.arrayContaining(['postgres', 'hub-migrate', 'fleet-migrate', 'lb']));
    expect(services.lb.image).toMatch(/^haproxy:/);
  });

  it.each([
    ['hub', hubs],
    ['fleet', fleets],
  ])('%s: replicas start after the one migration run completed, and never migrate themselves', (app, replicas) => {
    const migrate = services[`${app}-migrate`];
    expect(migrate.command).toEqual(['node', `dist/apps/${app}/src/migrate.js`]);
    expect(existsSync(join(ROOT, `apps/${app}/src/migrate.ts`))).toBe(true);
    expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(migrate.build?.dockerfile).toBe(`docker/${app}.Dockerfile`);
    const prefix = app.toUpperCase();
    for (const name of replicas) {
      const replica = services[name];
      expect(replica.image).toBe(migrate.image);
      expect(replica.depends_on).toEqual({ [`${app}-migrate`]: { condition: 'service_completed_successfully' } });
      expect(replica.environment?.[`${prefix}_MIGRATE`]).toBe('false');
      // Only the load balancer is published; a replica is reached through it.
      expect(replica.ports).toBeUndefined();
      const port = app === 'hub' ? 3000 : 3100;
      expect(replica.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${port}/readyz`);
      expect(replica.environment?.[`${prefix}_DATABASE_URL`]).toMatch(/@postgres:5432\//);
    }
  });

  it('takes every secret from the environment, the same for every replica of an app', () => {
    const secret = /KEY|SECRET|PEPPER|PASSWORD|DATABASE_URL/;
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (!secret.test(variable)) continue;
        expect([name, variable, value]).toEqual([name, variable, expect.stringMatching(/\$\{[A-Z_]+(:[?-][^}]*)?\}/)]);
      }
    }
    for (const group of [hubs, fleets]) {
      for (const name of group) expect(services[name].environment).toEqual(services[group[0]].environment);
    }
    expect(services.postgres.volumes).toContain('./postgres-init.sh:/docker-entrypoint-initdb.d/10-databases.sh:ro');
    expect(read('docker/postgres-init.sh')).not.toMatch(/PASSWORD '[^']/);
  });

  it('balances over every replica, with health checks on /readyz (HAProxy config)', () => {
    expect(services.lb.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(services.lb.ports).toEqual(['3000:3000', '3001:3001', '3100:3100']);
    const backends = haproxyBackends(read('docker/haproxy.cfg'));
    expect([...backends.keys()]).toEqual(['hub_rest', 'hub_mcp', 'fleet_rest']);
    for (const [name, backend] of backends) {
      expect([name, backend.check]).toEqual([name, ['option httpchk GET /readyz', 'http-check expect status 200']]);
      for (const server of backend.servers) expect(names).toContain(server.host);
    }
    expect(backends.get('hub_rest')!.servers.map((s) => `${s.host}:${s.port}`)).toEqual(hubs.map((h) => `${h}:3000`));
    expect(backends.get('hub_mcp')!.servers.map((s) => `${s.host}:${s.port}`)).toEqual(hubs.map((h) => `${h}:3001`));
    expect(backends.get('fleet_rest')!.servers.map((s) => `${s.host}:${s.port}`)).toEqual(
      fleets.map((f) => `${f}:3100`),
    );
  });

  /**
   * Variables .env.example names that the replicas deliberately do not get, with why. Everything else it names for
   * the hub (HUB_*) or the fleet (FLEET_*, SVC_*) is forwarded to every replica of that app.
   */
  const NOT_FORWARDED: Record<string, string> = {
    HUB_PORT: 'fixed by the image (3000); the load balancer config names it',
    HUB_MCP_PORT: 'fixed by the image (3001); the load balancer config names it',
    HUB_HOST: 'the image default 0.0.0.0 is what a container needs',
    HUB_DATA_DIR: 'embedded database only; the replicas use PostgreSQL',
    HUB_SEED_DEMO_TRUST_DIR: 'the signed demo of npm start (demo root and publisher keys on disk), never a deployment',
    FLEET_PORT: 'fixed by the image (3100); the load balancer config names it',
    FLEET_HOST: 'the image default 0.0.0.0 is what a container needs',
    FLEET_DATA_DIR: 'embedded database only; the replicas use PostgreSQL',
    FLEET_DEMO_INVENTORY: 'read by npm start (scripts/start-all.ts) only, never by the fleet image',
    FLEET_PASSWORD_HASH_COST: "the default (17, OWASP's) is the production cost; lower only for tests",
    HUB_DATABASE_DIRECT_URL:
      'compose reaches PostgreSQL directly: the database URL is the direct one (docs/pgbouncer.md)',
    FLEET_DATABASE_DIRECT_URL: 'compose reaches PostgreSQL directly: the database URL is the direct one',
  };

  it('forwards every hub and fleet variable .env.example names, except the listed ones', () => {
    const named = [...read('.env.example').matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const variable of named) {
      const replicas = variable.startsWith('HUB_')
        ? hubs
        : variable.startsWith('FLEET_') || variable.startsWith('SVC_')
          ? fleets
          : [];
      if (replicas.length === 0 || variable in NOT_FORWARDED) continue;
      for (const name of replicas)
        if (!(variable in (services[name].environment ?? {}))) missing.push(`${name}: ${variable}`);
    }
    expect(missing).toEqual([]);
    // The exceptions are real variables (a renamed one would silently stop being checked).
    for (const variable of Object.keys(NOT_FORWARDED)) expect(named).toContain(variable);
  });

  it('keeps the Dockerfiles shipping what the compose file runs', () => {
    for (const app of ['hub', 'fleet']) {
      const dockerfile = read(`docker/${app}.Dockerfile`);
      expect(dockerfile).toContain(`COPY --from=build /app/dist/apps/${app} ./dist/apps/${app}`);
      expect(dockerfile).toContain('/readyz');
    }
  });
});
