// CasaOS AppStore apps (a docker-compose.yml with `x-casaos`) → catalog templates: one app's compose text, or a
// whole store as an object of app folder names to their compose text. Single-service apps map; others are
// reported skipped.
import { readYamlDocuments, WorkSlices } from '#lib/common';
import { sanitizeMarkdown } from './markdown.js';
import {
  bounded,
  CategoryRegistry,
  cpuQuantity,
  documentation,
  finish,
  isObject,
  type Json,
  type JsonObject,
  memoryQuantity,
  parsePortSpec,
  Reader,
  refuse,
  scalar,
  SlugRegistry,
  slugify,
  splitCommand,
  table,
  splitImage,
  TemplateDraft,
} from './mapping.js';
import { IMPORT_MAX_ENTRIES, type ImportedTemplate, type ImportReportEntry, type ImportResult } from './model.js';

/** Bounds of any parsed input (nesting is bounded at 32 levels too); the entry count has its own, clearer check. */
export const PARSED_LIMITS = { arrayItems: 10_000, objectKeys: 10_000, values: 2_000_000 };

/**
 * Compose texts read into plain values by the hub's one YAML reader (off the event loop, the same options as a
 * catalog document's: merge keys, aliases bounded, duplicate keys refused); a syntax error is a 400 naming the
 * entry with line and column. `texts`: [where, text] pairs, read in one worker run.
 */
export async function readComposeTexts(texts: [string, string][]): Promise<Json[]> {
  const outcomes = await readYamlDocuments(
    texts.map(([, text]) => text),
    PARSED_LIMITS,
    { isBody: false },
  );
  return outcomes.map((outcome, i) => {
    const at = texts[i][0];
    if ('value' in outcome) return outcome.value as Json;
    const { fault } = outcome;
    if (fault.limit) return refuse(at, fault.message);
    const where = fault.line === undefined ? '' : ` at line ${fault.line}, column ${fault.column}`;
    return refuse(at, `is not valid YAML${where}: ${fault.message.slice(0, 200)}`);
  });
}

/** A CasaOS text in the first language found of English, then any. */
function localized(value: Json | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return undefined;
  for (const key of ['en_US', 'en_us', 'en-US', 'en_GB', 'en']) {
    if (typeof value[key] === 'string' && value[key].trim()) return value[key];
  }
  return Object.values(value).find((v): v is string => typeof v === 'string' && v.trim() !== '');
}

const ARCHES = table<string>({ amd64: 'amd64', arm64: 'arm64', arm: 'arm', 'arm-7': 'arm', armv7: 'arm' });
const RESTART_AS_KUBERNETES = new Set(['always', 'unless-stopped']);
/** Service fields the mapping reads. */
const SERVICE_MAPPED = new Set([
  'image',
  'environment',
  'ports',
  'expose',
  'volumes',
  'command',
  'deploy',
  'mem_reservation',
  'runtime',
  'platform',
  'x-casaos',
  'container_name',
  'restart',
  'network_mode',
]);
const SERVICE_DROPPED = table<string>({
  privileged: 'privileged mode',
  cap_add: 'added capabilities',
  cap_drop: 'dropped capabilities',
  devices: 'host devices',
  labels: 'Docker labels',
  healthcheck: 'a health check',
  user: 'a user to run as',
  depends_on: 'other services',
  networks: 'Docker networks',
  extra_hosts: 'extra hosts entries',
  security_opt: 'security options',
  shm_size: 'a shared memory size',
  ulimits: 'ulimits',
  working_dir: 'a working directory',
  entrypoint: 'an entrypoint',
  hostname: 'a container hostname',
  mem_limit: 'a memory limit',
  memswap_limit: 'a swap limit',
  cpus: 'a CPU limit',
  cpu_shares: 'CPU shares',
  sysctls: 'sysctls',
  tty: 'a TTY',
  stdin_open: 'an open stdin',
  logging: 'a logging driver',
  dns: 'DNS servers',
  pid: 'the host PID namespace',
  ipc: 'an IPC mode',
  group_add: 'extra groups',
  env_file: 'an env file',
  tmpfs: 'tmpfs mounts',
  stop_signal: 'a stop signal',
  stop_grace_period: 'a stop grace period',
  init: 'an init process',
  links: 'links to other containers',
  secrets: 'Docker secrets',
  configs: 'Docker configs',
  build: 'a build of its own (no image to pull)',
});
/** App fields the mapping reads; every other x-casaos field is store presentation (screenshots, authors…). */
const APP_MAPPED = new Set(['title', 'description', 'tagline', 'category', 'icon', 'version', 'tips', 'architectures']);

/**
 * Converts CasaOS input: one compose file (text or parsed) or a store (folder → compose text or object). Texts are
 * read first, all in one run of the YAML reader; then each app is mapped, the loop given back every few ms.
 */
export async function importCasaos(input: Json): Promise<ImportResult> {
  const slugs = new SlugRegistry();
  const categories = new CategoryRegistry();
  const templates: ImportedTemplate[] = [];
  const report: ImportReportEntry[] = [];
  const slices = new WorkSlices();
  const add = (result: { template?: ImportedTemplate; entry: ImportReportEntry }) => {
    if (result.template) templates.push(result.template);
    report.push(result.entry);
  };
  if (typeof input === 'string') [input] = await readComposeTexts([['body', input]]);
  if (!isObject(input)) refuse('body', 'must be a compose file with x-casaos, or an object of app folders to them');
  if ('services' in input) add(mapApp(input, 0, 'body', null, slugs, categories));
  else {
    const apps = Object.entries(input);
    if (apps.length > IMPORT_MAX_ENTRIES) {
      refuse('body', `holds ${apps.length} apps; at most ${IMPORT_MAX_ENTRIES} are imported at once`);
    }
    const texts: [string, string][] = [];
    for (const [folder, value] of apps) {
      if (typeof value !== 'string' && !isObject(value))
        refuse(folder.slice(0, 100), 'must be the compose file text of the app');
      if (typeof value === 'string') texts.push([folder.slice(0, 100), value]);
    }
    const read = texts.length ? await readComposeTexts(texts) : [];
    let next = 0;
    for (const [index, [folder, value]] of apps.entries()) {
      await slices.pause();
      const at = folder.slice(0, 100);
      const compose = typeof value === 'string' ? read[next++] : value;
      if (!isObject(compose)) refuse(at, 'must be a compose file (a YAML mapping)');
      add(mapApp(compose, index, at, folder, slugs, categories));
    }
  }
  return {
    document: { apiVersion: 'hub.catalog/v1', kind: 'Catalog', categories: categories.categories, templates },
    report,
  };
}

function mapApp(
  compose: JsonObject,
  index: number,
  at: string,
  folder: string | null,
  slugs: SlugRegistry,
  categories: CategoryRegistry,
): { template?: ImportedTemplate; entry: ImportReportEntry } {
  const r = new Reader(at);
  const app = r.object(compose['x-casaos'], 'x-casaos') ?? {};
  const title = localized(app.title)?.trim();
  const project = r.string(compose.name, 'name')?.trim();
  const source = (folder ?? project ?? title ?? 'app').slice(0, 200);
  const services = r.object(compose.services, 'services');
  const names = Object.keys(services ?? {});
  if (!services || names.length === 0)
    return { entry: { index, source, status: 'skipped', reason: 'it has no services' } };
  if (names.length > 1) {
    const list = names.slice(0, 10).join(', ') + (names.length > 10 ? ', …' : '');
    return {
      entry: {
        index,
        source,
        status: 'skipped',
        reason: `a multi-service app (${names.length} services: ${list}): a hub template runs one container`,
      },
    };
  }
  const serviceName = names[0];
  const svc = r.object(services[serviceName], `services.${serviceName}`) ?? {};
  const sAt = `services.${serviceName}`;
  const draft = new TemplateDraft();
  const imageRef = r.string(svc.image, `${sAt}.image`);
  if (!imageRef) return { entry: { index, source, status: 'skipped', reason: 'its service has no image' } };
  const image = splitImage(imageRef);
  if ('error' in image) return { entry: { index, source, status: 'skipped', reason: image.error } };

  draft.fields.name = (title || project || folder || serviceName).slice(0, 200);
  draft.fields.kind = 'app';
  Object.assign(draft.fields, image);
  const tagline = localized(app.tagline)?.trim();
  const description = localized(app.description)?.trim();
  const text = [tagline, description].filter(Boolean).join('\n\n');
  const bounded_ = bounded(text, 10000, 'description', draft.notes);
  if (bounded_) draft.fields.description = bounded_;
  const version = r.string(app.version, 'x-casaos.version')?.trim();
  if (version) draft.fields.version = version.slice(0, 100);
  const tips = r.object(app.tips, 'x-casaos.tips');
  const beforeInstall = localized(tips?.before_install);
  if (beforeInstall) {
    const text = documentation(beforeInstall, sanitizeMarkdown, draft.notes);
    if (text) draft.fields.documentation = text;
  }
  for (const key of Object.keys(tips ?? {})) if (key !== 'before_install') draft.ignored.push(`x-casaos.tips.${key}`);

  const appCategories = Array.isArray(app.category)
    ? app.category.map((c, i) => r.string(c, `x-casaos.category.${i}`) ?? '')
    : [r.string(app.category, 'x-casaos.category') ?? ''];
  const categorySlug = categories.claim(appCategories.find((c) => c.trim()));
  for (const [i, c] of appCategories.entries())
    draft.tag(c, Array.isArray(app.category) ? `x-casaos.category.${i}` : 'x-casaos.category');
  draft.icon(r.string(app.icon, 'x-casaos.icon'), 'x-casaos.icon');

  const selector: Record<string, string> = {};
  const arches = r.array(app.architectures, 'x-casaos.architectures').map((a) => scalar(a).toLowerCase());
  if (arches.length === 1) {
    const arch = ARCHES[arches[0]];
    if (arch) selector['kubernetes.io/arch'] = arch;
    else draft.drop('x-casaos.architectures', `"${arches[0].slice(0, 40)}" is not amd64, arm64 or arm`);
  }
  const platform = r.string(svc.platform, `${sAt}.platform`)?.trim().toLowerCase();
  if (platform) {
    const [os, arch] = platform.split('/');
    if (os === 'linux' || os === 'windows') selector['kubernetes.io/os'] = os;
    const kubeArch = arch ? ARCHES[arch] : undefined;
    if (kubeArch) selector['kubernetes.io/arch'] = kubeArch;
    if (!(os === 'linux' || os === 'windows') || (arch && !kubeArch)) {
      draft.drop(`${sAt}.platform`, `"${platform.slice(0, 40)}" is not linux or windows on amd64, arm64 or arm`);
    }
  }
  if (Object.keys(selector).length) draft.fields.node_selector = selector;
  for (const key of Object.keys(app)) if (!APP_MAPPED.has(key)) draft.ignored.push(`x-casaos.${key.slice(0, 60)}`);

  mapService(r, draft, svc, sAt);

  for (const key of Object.keys(compose)) {
    if (key === 'services' || key === 'x-casaos' || key === 'name') continue;
    if (key === 'volumes' || key === 'networks') draft.ignored.push(`${key} (declarations)`);
    else if (key === 'version') draft.ignored.push('version (obsolete in Compose)');
    else draft.drop(key.slice(0, 60), 'not a compose field the hub maps');
  }
  const slug = slugs.claim(
    slugify(project ?? '') || slugify(folder ?? '') || slugify(title ?? serviceName),
    draft.notes,
  );
  return finish(draft, { index, source }, slug, categorySlug);
}

function mapService(r: Reader, draft: TemplateDraft, svc: JsonObject, sAt: string): void {
  const casaos = r.object(svc['x-casaos'], `${sAt}.x-casaos`) ?? {};
  const described = new Map<string, string>();
  for (const [i, e] of r.array(casaos.envs, `${sAt}.x-casaos.envs`).entries()) {
    const o = r.object(e, `${sAt}.x-casaos.envs.${i}`);
    const name = o && r.string(o.container, `${sAt}.x-casaos.envs.${i}.container`);
    if (name) described.set(name, localized(o.description)?.trim() ?? '');
  }
  for (const key of Object.keys(casaos)) if (key !== 'envs') draft.ignored.push(`${sAt}.x-casaos.${key.slice(0, 60)}`);

  // environment: a mapping or a list of NAME=value
  const environment: [string, string | undefined, string][] = [];
  if (Array.isArray(svc.environment)) {
    for (const [i, item] of svc.environment.entries()) {
      const line = r.string(item, `${sAt}.environment.${i}`) ?? '';
      const eq = line.indexOf('=');
      environment.push(
        eq < 0
          ? [line, undefined, `${sAt}.environment.${i}`]
          : [line.slice(0, eq), line.slice(eq + 1), `${sAt}.environment.${i}`],
      );
    }
  } else {
    for (const [name, value] of Object.entries(r.object(svc.environment, `${sAt}.environment`) ?? {})) {
      environment.push([name, r.string(value, `${sAt}.environment.${name}`), `${sAt}.environment.${name}`]);
    }
  }
  for (const [rawName, value, field] of environment) {
    const name = rawName.trim();
    const description = described.get(name) ?? '';
    if (value !== undefined && !value.includes('$') && !described.has(name)) {
      draft.fixedEnv(name, value, field);
      continue;
    }
    // A value the installer fills in (`$TZ`, `${PORT:-8080}`) or one CasaOS shows the user: asked for.
    const fallback = value === undefined ? '' : /^\$\{[A-Za-z_][A-Za-z0-9_]*:?-([^}]*)\}$/.exec(value)?.[1];
    const literal = value !== undefined && !value.includes('$') ? value : undefined;
    const defaultValue = literal ?? fallback ?? '';
    const note = value?.includes('$') && fallback === undefined ? `CasaOS sets it to ${value.slice(0, 200)}` : '';
    draft.askedEnv(name, field, {
      required: false,
      default_value: defaultValue,
      description: [description, note].filter(Boolean).join('. '),
    });
  }

  for (const [i, value] of r.array(svc.ports, `${sAt}.ports`).entries()) {
    const field = `${sAt}.ports.${i}`;
    if (isObject(value)) {
      const target = r.string(value.target, `${field}.target`);
      const protocol = r.string(value.protocol, `${field}.protocol`);
      if (value.published !== undefined) draft.ignored.push(`${field}.published (the host port)`);
      if (!target) draft.drop(field, 'no target port');
      else draft.port(parsePortSpec(target, protocol), field);
      continue;
    }
    const spec = typeof value === 'number' ? String(value) : r.string(value, field);
    if (spec === undefined) continue;
    if (/^[^/]*:\d/.test(spec)) draft.ignored.push(`${field} (the host port)`);
    draft.port(parsePortSpec(spec), field);
  }
  for (const [i, value] of r.array(svc.expose, `${sAt}.expose`).entries()) {
    const spec = typeof value === 'number' ? String(value) : r.string(value, `${sAt}.expose.${i}`);
    if (spec !== undefined) draft.port(parsePortSpec(spec), `${sAt}.expose.${i}`);
  }

  for (const [i, value] of r.array(svc.volumes, `${sAt}.volumes`).entries()) {
    const field = `${sAt}.volumes.${i}`;
    let source: string | undefined;
    let target: string | undefined;
    let readOnly = false;
    if (isObject(value)) {
      source = r.string(value.source, `${field}.source`);
      target = r.string(value.target, `${field}.target`);
      readOnly = value.read_only === true;
    } else {
      const text = r.string(value, field) ?? '';
      const parts = text.split(':');
      const last = parts[parts.length - 1];
      const mode = parts.length > 1 && /^[a-zA-Z,]+$/.test(last) && !last.startsWith('/') ? parts.pop() : undefined;
      readOnly = mode?.split(',').includes('ro') ?? false;
      target = parts.pop();
      source = parts.length ? parts.join(':') : undefined;
    }
    if (!target) {
      draft.drop(field, 'no container path');
      continue;
    }
    if (/docker\.sock$/.test(target) || (source && /docker\.sock$/.test(source))) {
      draft.drop(field, 'the Docker socket has no counterpart on Kubernetes');
      continue;
    }
    if (readOnly) draft.drop(`${field}.read_only`, 'read-only mounts');
    if (source) draft.ignored.push(`${field}.source (the host path or volume; the mount gets a volume of its own)`);
    draft.mount(target, field);
  }

  if (svc.command !== undefined && svc.command !== null) {
    const words = Array.isArray(svc.command)
      ? svc.command.map((w, i) => r.string(w, `${sAt}.command.${i}`) ?? '')
      : splitCommand(r.string(svc.command, `${sAt}.command`) ?? '');
    if (!words) draft.drop(`${sAt}.command`, 'an unterminated quote');
    else if (words.length > 200 || words.some((w) => w.length > 4096)) draft.drop(`${sAt}.command`, 'too long');
    else if (words.length) draft.fields.command = words;
  }

  mapResources(r, draft, svc, sAt);

  const restart = typeof svc.restart === 'string' ? svc.restart.trim().toLowerCase() : undefined;
  if (restart !== undefined && !RESTART_AS_KUBERNETES.has(restart)) {
    draft.drop(`${sAt}.restart`, `restart "${restart.slice(0, 30)}" (the hub's containers always restart)`);
  }
  const network = typeof svc.network_mode === 'string' ? svc.network_mode.trim() : undefined;
  if (network !== undefined && network !== 'bridge') {
    draft.drop(`${sAt}.network_mode`, `network mode "${network.slice(0, 40)}"`);
  }
  if (svc.container_name !== undefined) draft.ignored.push(`${sAt}.container_name`);
  for (const key of Object.keys(svc)) {
    if (SERVICE_MAPPED.has(key)) continue;
    if ((key === 'privileged' || key === 'tty' || key === 'stdin_open') && svc[key] !== true) continue;
    draft.drop(`${sAt}.${key.slice(0, 60)}`, SERVICE_DROPPED[key] ?? 'not a compose field the hub maps');
  }
}

function mapResources(r: Reader, draft: TemplateDraft, svc: JsonObject, sAt: string): void {
  const deploy = r.object(svc.deploy, `${sAt}.deploy`) ?? {};
  const resources = r.object(deploy.resources, `${sAt}.deploy.resources`) ?? {};
  const reservations = r.object(resources.reservations, `${sAt}.deploy.resources.reservations`) ?? {};
  const rAt = `${sAt}.deploy.resources.reservations`;
  const memory = reservations.memory ?? svc.mem_reservation;
  if (memory !== undefined) {
    const quantity = memoryQuantity(memory);
    if (quantity) draft.fields.memory_request = quantity;
    else draft.drop(`${rAt}.memory`, `"${scalar(memory).slice(0, 40)}" is not a size`);
  }
  if (reservations.cpus !== undefined) {
    const quantity = cpuQuantity(reservations.cpus);
    if (quantity) draft.fields.cpu_request = quantity;
    else draft.drop(`${rAt}.cpus`, `"${scalar(reservations.cpus).slice(0, 40)}" is not a CPU count`);
  }
  let gpus = 0;
  for (const [i, d] of r.array(reservations.devices, `${rAt}.devices`).entries()) {
    const device = r.object(d, `${rAt}.devices.${i}`);
    if (!device) continue;
    const capabilities = r.array(device.capabilities, `${rAt}.devices.${i}.capabilities`).map(String);
    const driver = r.string(device.driver, `${rAt}.devices.${i}.driver`);
    if (driver !== 'nvidia' && !capabilities.includes('gpu')) {
      draft.drop(`${rAt}.devices.${i}`, 'a device that is not an NVIDIA GPU');
      continue;
    }
    const ids = r.array(device.device_ids, `${rAt}.devices.${i}.device_ids`);
    const count = device.count;
    if (typeof count === 'number' && Number.isInteger(count) && count > 0) gpus += count;
    else if (ids.length) gpus += ids.length;
    else {
      gpus += 1;
      if (count === 'all' || count === undefined)
        draft.notes.push(`${rAt}.devices.${i}: count ${String(count ?? 'all')} taken as 1 GPU`);
    }
  }
  if (gpus === 0 && svc.runtime === 'nvidia') {
    gpus = 1;
    draft.notes.push(`${sAt}.runtime nvidia taken as 1 GPU`);
  } else if (svc.runtime !== undefined && svc.runtime !== 'nvidia') {
    draft.drop(`${sAt}.runtime`, `runtime "${scalar(svc.runtime).slice(0, 40)}"`);
  }
  if (gpus > 64) {
    draft.notes.push(`${gpus} GPUs capped to 64`);
    gpus = 64;
  }
  if (gpus > 0) draft.fields.gpu_count = gpus;
  for (const key of Object.keys(reservations)) {
    if (!['memory', 'cpus', 'devices'].includes(key))
      draft.drop(`${rAt}.${key.slice(0, 60)}`, 'a reservation the hub has no field for');
  }
  if (resources.limits !== undefined) draft.drop(`${sAt}.deploy.resources.limits`, 'resource limits');
  for (const key of Object.keys(resources)) {
    if (key !== 'reservations' && key !== 'limits')
      draft.drop(`${sAt}.deploy.resources.${key.slice(0, 60)}`, 'not a resource the hub maps');
  }
  for (const key of Object.keys(deploy)) {
    if (key !== 'resources') draft.drop(`${sAt}.deploy.${key.slice(0, 60)}`, 'a Swarm deploy setting');
  }
}
