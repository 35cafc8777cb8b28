import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * deploy/kubernetes: every overlay rendered by `kubectl kustomize` (no cluster needed), each object validated
 * against the Kubernetes schemas (kubernetes-models), and the structure docs/deployment.md, "Deployment on
 * Kubernetes", describes: hardened pods, probes, preStop equal to the shutdown delay, a migrations Job with replicas at
 * *_MIGRATE=false, secrets only referenced, metrics scraped, and only the ingress let in.
 */
const ROOT = join(import.meta.dirname, '..');
const KUSTOMIZE = join(ROOT, 'deploy/kubernetes');
const overlays = readdirSync(join(KUSTOMIZE, 'overlays'));

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

function render(dir: string): K8sObject[] {
  const text = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  return parseAllDocuments(text).map((doc) => doc.toJSON() as K8sObject);
}

/** The kubernetes-models class of an object (apps/v1 Deployment → kubernetes-models/apps/v1/Deployment). */
async function modelOf(object: K8sObject) {
  const module = (await import(`kubernetes-models/${object.apiVersion}/${object.kind}`)) as Record<
    string,
    new (data: unknown) => { validate(): void }
  >;
  return module[object.kind];
}

const byKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
const named = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface Container {
  name: string;
  command?: string[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string } }[];
  ports?: { name: string; containerPort: number }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  volumeMounts?: { name: string; mountPath: string }[];
}

const podSpec = (o: K8sObject) => o.spec.template.spec;
const container = (o: K8sObject): Container => podSpec(o).containers[0] as Container;

/** A container's environment: literal values, ConfigMap keys (through envFrom), and `secret:<name>/<key>`. */
function environment(objects: K8sObject[], c: Container): Map<string, string> {
  const env = new Map<string, string>();
  for (const from of c.envFrom ?? []) {
    const map = named(objects, 'ConfigMap', from.configMapRef!.name);
    for (const [k, v] of Object.entries(map.data ?? {})) env.set(k, v);
  }
  for (const e of c.env ?? []) {
    const ref = e.valueFrom?.secretKeyRef;
    env.set(e.name, ref ? `secret:${ref.name}/${ref.key}` : (e.value ?? ''));
  }
  return env;
}

/**
 * Variables .env.example names that the Deployments deliberately do not set, with why. Everything else it names
 * for the hub (HUB_*) or the fleet (FLEET_*, SVC_*) is set on that app's Deployment.
 */
const NOT_SET: Record<string, string> = {
  HUB_PORT: 'fixed by the image (3000); the Service and probes name it',
  HUB_MCP_PORT: 'fixed by the image (3001); the Service names it',
  HUB_HOST: 'the image default 0.0.0.0 is what a pod needs',
  HUB_DATA_DIR: 'embedded database only; the pods use PostgreSQL (HUB_DATABASE_URL)',
  HUB_SEED_DEMO_TRUST_DIR: 'the signed demo of npm start (demo root and publisher keys on disk), never a deployment',
  FLEET_PORT: 'fixed by the image (3100); the Service and probes name it',
  FLEET_HOST: 'the image default 0.0.0.0 is what a pod needs',
  FLEET_DATA_DIR: 'embedded database only; the pods use PostgreSQL (FLEET_DATABASE_URL)',
  FLEET_DEMO_INVENTORY: 'read by npm start (scripts/start-all.ts) only, never by the fleet image',
  FLEET_PASSWORD_HASH_COST: "the default (17, OWASP's) is the production cost; lower only for tests",
};

describe.each(overlays)('deploy/kubernetes/overlays/%s', (overlay) => {
  const objects = render(join(KUSTOMIZE, 'overlays', overlay));
  const hub = named(objects, 'Deployment', 'hub');
  const fleet = named(objects, 'Deployment', 'fleet');

  it('renders objects that each validate against the Kubernetes schemas', async () => {
    expect(objects.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const object of objects) {
      const Model = await modelOf(object);
      try {
        new Model(object).validate();
      } catch (error) {
        failures.push(`${object.kind}/${object.metadata.name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a schema violation is caught (the validation is not a no-op)', async () => {
    const broken = structuredClone(hub);
    broken.spec.replicas = 'three';
    const Model = await modelOf(broken);
    expect(() => new Model(broken).validate()).toThrow();
  });

  it('has the hub and fleet Deployments, Services, PodDisruptionBudgets, a CPU autoscaler for the hub', () => {
    expect(byKind(objects, 'Service').map((s) => s.metadata.name)).toEqual(expect.arrayContaining(['hub', 'fleet']));
    for (const pdb of byKind(objects, 'PodDisruptionBudget')) {
      const target = named(objects, 'Deployment', pdb.spec.selector.matchLabels['app.kubernetes.io/name']);
      expect(pdb.spec.minAvailable).toBeLessThan(target.spec.replicas);
    }
    expect(byKind(objects, 'PodDisruptionBudget')).toHaveLength(2);
    const [hpa] = byKind(objects, 'HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'hub' });
    expect(hpa.spec.metrics).toEqual([
      { type: 'Resource', resource: { name: 'cpu', target: expect.objectContaining({ type: 'Utilization' }) } },
    ]);
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    // The autoscaler needs CPU requests to compute a utilization.
    expect(container(hub).resources?.requests?.cpu).toBeDefined();
  });

  it.each(['hub', 'fleet'])('%s: non-root, read-only root file system, requests and limits, probes', (app) => {
    const deployment = named(objects, 'Deployment', app);
    const spec = podSpec(deployment);
    expect(spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: expect.any(Number) });
    expect(spec.securityContext.runAsUser).not.toBe(0);
    const c = container(deployment);
    expect(c.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
    // Every writable path the app uses is an emptyDir: the temporary directory and the data directory.
    const emptyDirs = (spec.volumes as { name: string; emptyDir?: object }[]).filter((v) => v.emptyDir);
    const mounted = c.volumeMounts!.filter((m) => emptyDirs.some((v) => v.name === m.name)).map((m) => m.mountPath);
    expect(mounted.sort()).toEqual(['/data', '/tmp']);
    expect(c.resources?.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(c.resources?.limits).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(c.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(c.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it.each(['hub', 'fleet'])(
    '%s: preStop sleeps as long as *_SHUTDOWN_DELAY_SECONDS, within the grace period',
    (app) => {
      const deployment = named(objects, 'Deployment', app);
      const c = container(deployment);
      const delay = Number(environment(objects, c).get(`${app.toUpperCase()}_SHUTDOWN_DELAY_SECONDS`));
      expect(delay).toBeGreaterThan(0);
      expect(c.lifecycle?.preStop?.exec?.command).toEqual(['sleep', String(delay)]);
      expect(podSpec(deployment).terminationGracePeriodSeconds).toBeGreaterThanOrEqual(2 * delay + 10);
    },
  );

  it.each(['hub', 'fleet'])('%s: a migrations Job of the same image; the replicas never migrate', (app) => {
    const job = named(objects, 'Job', `${app}-migrate`);
    const deployment = named(objects, 'Deployment', app);
    expect(container(job).command).toEqual(['node', `dist/apps/${app}/src/migrate.js`]);
    expect(podSpec(job).containers[0].image).toBe(podSpec(deployment).containers[0].image);
    expect(podSpec(job).containers[0].image).not.toMatch(/:latest$/);
    expect(podSpec(job).securityContext.runAsNonRoot).toBe(true);
    expect(container(job).securityContext?.readOnlyRootFilesystem).toBe(true);
    const prefix = app.toUpperCase();
    expect(environment(objects, container(deployment)).get(`${prefix}_MIGRATE`)).toBe('false');
    expect(environment(objects, container(job)).get(`${prefix}_DATABASE_URL`)).toBe(`secret:svc-${app}/database-url`);
  });

  it('references every secret by name and key, and writes none into the manifests', () => {
    expect(byKind(objects, 'Secret')).toEqual([]);
    // A `*_FILE` variable (HUB_ONLINE_KEY_FILE) is the path of a mounted file, not the secret itself.
    const secret = /^(?!.*_FILE$).*(KEY|SECRET|PEPPER|PASSWORD|DATABASE_URL)/;
    for (const workload of [...byKind(objects, 'Deployment'), ...byKind(objects, 'Job')]) {
      const app = workload.metadata.name.split('-')[0];
      for (const c of podSpec(workload).containers as Container[]) {
        for (const [name, value] of environment(objects, c)) {
          if (secret.test(name)) expect([name, value]).toEqual([name, expect.stringMatching(`^secret:svc-${app}/`)]);
        }
      }
    }
    for (const map of byKind(objects, 'ConfigMap')) {
      for (const name of Object.keys(map.data ?? {})) if (secret.test(name)) expect([name, 'in a ConfigMap']).toBe(0);
    }
  });

  it('exposes the metrics port for a Prometheus scrape', () => {
    for (const deployment of [hub, fleet]) {
      const annotations = deployment.spec.template.metadata.annotations as Record<string, string>;
      const c = container(deployment);
      const app = deployment.metadata.name.toUpperCase();
      const port = environment(objects, c).get(`${app}_METRICS_PORT`);
      expect(annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': port });
      expect(c.ports).toContainEqual({ name: 'metrics', containerPort: Number(port) });
      expect(environment(objects, c).get(`${app}_METRICS_HOST`)).toBe('0.0.0.0');
    }
  });

  it('lets only the ingress controller reach the API ports', () => {
    const policies = byKind(objects, 'NetworkPolicy');
    for (const [deployment, apiPorts] of [
      [hub, [3000, 3001]],
      [fleet, [3100]],
    ] as const) {
      const labels = deployment.spec.template.metadata.labels as Record<string, string>;
      const covering = policies.filter((p) =>
        Object.entries(p.spec.podSelector.matchLabels as Record<string, string>).every(([k, v]) => labels[k] === v),
      );
      expect(covering).toHaveLength(1);
      const rules = covering[0].spec.ingress as { from: object[]; ports: { port: number }[] }[];
      const ingressRule = rules.filter((r) => r.ports.some((p) => (apiPorts as readonly number[]).includes(p.port)));
      expect(ingressRule).toHaveLength(1);
      expect(ingressRule[0].from).toEqual([
        { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } },
      ]);
      expect(ingressRule[0].ports.map((p) => p.port).sort()).toEqual([...apiPorts].sort());
      expect(covering[0].spec.policyTypes).toEqual(['Ingress']);
    }
  });

  it('sets every hub and fleet variable .env.example names, except the listed ones', () => {
    const listed = [...readFileSync(join(ROOT, '.env.example'), 'utf8').matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map(
      (m) => m[1],
    );
    const missing: string[] = [];
    for (const variable of listed) {
      const deployment = variable.startsWith('HUB_')
        ? hub
        : variable.startsWith('FLEET_') || variable.startsWith('SVC_')
          ? fleet
          : null;
      if (!deployment) continue;
      const env = environment(objects, container(deployment));
      if (variable in NOT_SET) expect([variable, env.has(variable)]).toEqual([variable, false]);
      else if (!env.has(variable)) missing.push(`${deployment.metadata.name}: ${variable}`);
    }
    expect(missing).toEqual([]);
    for (const variable of Object.keys(NOT_SET)) expect(listed).toContain(variable);
  });
});

describe('deploy/kubernetes', () => {
  it('has the production overlay, and its images are pinned to a release tag', () => {
    expect(overlays).toContain('production');
    const objects = render(join(KUSTOMIZE, 'overlays/production'));
    for (const workload of [...byKind(objects, 'Deployment'), ...byKind(objects, 'Job')]) {
      expect(podSpec(workload).containers[0].image).toMatch(/^[\w.-]+\/[\w./-]+:\d+\.\d+\.\d+$/);
      expect(workload.metadata.namespace).toBe('svc');
    }
  });

  it('documents the Secrets the manifests reference, in docs/deployment.md, with every key', () => {
    const objects = render(join(KUSTOMIZE, 'overlays/production'));
    const doc = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');
    const refs = new Set<string>();
    for (const workload of [...byKind(objects, 'Deployment'), ...byKind(objects, 'Job')]) {
      for (const e of container(workload).env ?? []) {
        const ref = e.valueFrom?.secretKeyRef;
        if (ref && !ref.optional) refs.add(`${ref.name}/${ref.key}`);
      }
    }
    expect(refs.size).toBeGreaterThan(5);
    for (const ref of refs) {
      const [name, key] = ref.split('/');
      const at = doc.indexOf(`kubectl -n svc create secret generic ${name} `);
      const command = at === -1 ? '' : doc.slice(at, doc.indexOf('\n\n', at));
      expect([ref, command.includes(`--from-literal=${key}=`)]).toEqual([ref, true]);
    }
  });
});
