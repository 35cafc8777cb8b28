// Portainer App Templates (v1: a bare array with string types and the legacy `set` env key; v2 and v3:
// `{version, templates}`) → catalog templates. A container template (type 1) maps; stacks are reported skipped.
import { WorkSlices } from '#lib/common';
import { htmlToMarkdown } from './markdown.js';
import {
  bounded,
  CategoryRegistry,
  documentation,
  finish,
  isObject,
  type Json,
  type JsonObject,
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

const STACK_KINDS = table<string>({
  '2': 'a Swarm stack',
  '3': 'a Compose stack',
  '4': 'an Edge stack',
  stack: 'a stack',
});
/** Restart policies that Kubernetes' own (a Deployment restarts its containers always) already gives. */
const RESTART_AS_KUBERNETES = new Set(['always', 'unless-stopped']);
/** Fields of a container template with no counterpart in a hub template, and why. */
const DROPPED = table<string>({
  privileged: 'privileged mode',
  network: 'a Docker network',
  hostname: 'a container hostname',
  labels: 'Docker labels',
  interactive: 'an interactive TTY',
  devices: 'host devices',
  administrator_only: 'visible to administrators only',
  registry: 'a registry given apart from the image',
  restart_policy: 'a restart policy other than always',
  stackfile: 'a stack file',
  repository: 'a stack repository',
  env_file: 'an env file',
  cap_add: 'capabilities',
  entrypoint: 'an entrypoint',
});
/** Presentation of the template list, with no effect on what runs. */
const IGNORED = new Set(['maintainer']);
/** Read by the mapping below (type and id identify the entry). */
const MAPPED = new Set([
  'type',
  'id',
  'title',
  'name',
  'description',
  'categories',
  'platform',
  'logo',
  'note',
  'image',
  'env',
  'ports',
  'volumes',
  'command',
]);

export async function importPortainer(parsed: unknown): Promise<ImportResult> {
  const slices = new WorkSlices();
  let templates: Json[];
  if (Array.isArray(parsed)) templates = parsed as Json[];
  else if (isObject(parsed) && Array.isArray(parsed.templates)) {
    const version = scalar(parsed.version);
    if (!['2', '3'].includes(version)) refuse('version', 'must be "2" or "3" (a v1 file is a bare array)');
    templates = parsed.templates;
  } else {
    return refuse('body', 'must be a Portainer templates file: an array (v1) or {"version", "templates"} (v2, v3)');
  }
  if (templates.length > IMPORT_MAX_ENTRIES) {
    refuse('templates', `holds ${templates.length} templates; at most ${IMPORT_MAX_ENTRIES} are imported at once`);
  }
  const slugs = new SlugRegistry();
  const categories = new CategoryRegistry();
  const out: ImportedTemplate[] = [];
  const report: ImportReportEntry[] = [];
  for (const [index, raw] of templates.entries()) {
    // Thousands of entries: the loop is given back every few milliseconds (/healthz keeps answering).
    await slices.pause();
    const title = isObject(raw) && typeof raw.title === 'string' ? raw.title.trim().slice(0, 200) : '';
    const at = `templates.${index}${title ? ` (${title.slice(0, 60)})` : ''}`;
    if (!isObject(raw)) refuse(at, 'must be an object');
    const source = title || `templates.${index}`;
    const type = scalar(raw.type);
    const stackKind = STACK_KINDS[type];
    if (stackKind) {
      const r = new Reader(at);
      const repository = r.object(raw.repository, 'repository');
      const where = repository
        ? ` (${[r.string(repository.url, 'repository.url'), r.string(repository.stackfile, 'repository.stackfile')]
            .filter(Boolean)
            .join(' ')
            .slice(0, 300)})`
        : '';
      report.push({
        index,
        source,
        status: 'skipped',
        reason: `${stackKind} (type ${type})${where}: a hub template runs one container`,
      });
      continue;
    }
    if (type !== '1' && type !== 'container') refuse(`${at}.type`, 'must be 1 (container), 2, 3 or 4 (stacks)');
    const { template, entry } = mapContainer(raw, index, source, at, slugs, categories);
    if (template) out.push(template);
    report.push(entry);
  }
  return {
    document: { apiVersion: 'hub.catalog/v1', kind: 'Catalog', categories: categories.categories, templates: out },
    report,
  };
}

function mapContainer(
  raw: JsonObject,
  index: number,
  source: string,
  at: string,
  slugs: SlugRegistry,
  categories: CategoryRegistry,
): { template?: ImportedTemplate; entry: ImportReportEntry } {
  const r = new Reader(at);
  const draft = new TemplateDraft();
  const name = r.string(raw.title, 'title')?.trim();
  const imageRef = r.string(raw.image, 'image');
  if (!name) return { entry: { index, source, status: 'skipped', reason: 'it has no title' } };
  if (!imageRef) return { entry: { index, source, status: 'skipped', reason: 'it has no image' } };
  const image = splitImage(imageRef);
  if ('error' in image) return { entry: { index, source, status: 'skipped', reason: image.error } };
  draft.fields.name = name.slice(0, 200);
  draft.fields.kind = 'app';
  Object.assign(draft.fields, image);
  const description = bounded(r.string(raw.description, 'description'), 10000, 'description', draft.notes);
  if (description) draft.fields.description = description;

  const sourceCategories = r.array(raw.categories, 'categories').map((c, i) => r.string(c, `categories.${i}`) ?? '');
  const categorySlug = categories.claim(sourceCategories.find((c) => c.trim()));
  for (const [i, c] of sourceCategories.entries()) draft.tag(c, `categories.${i}`);

  const platform = r.string(raw.platform, 'platform')?.trim().toLowerCase();
  if (platform === 'linux' || platform === 'windows') draft.fields.node_selector = { 'kubernetes.io/os': platform };
  else if (platform) draft.drop('platform', `"${platform.slice(0, 40)}" is not linux or windows`);

  draft.icon(r.string(raw.logo, 'logo'), 'logo');

  const note = r.string(raw.note, 'note');
  if (note) {
    const text = documentation(note, htmlToMarkdown, draft.notes);
    if (text) draft.fields.documentation = text;
  }

  for (const [i, value] of r.array(raw.env, 'env').entries()) mapEnv(r, draft, value, `env.${i}`);

  for (const [i, value] of r.array(raw.ports, 'ports').entries()) {
    const spec = typeof value === 'number' ? String(value) : r.string(value, `ports.${i}`);
    if (spec === undefined) continue;
    if (/^[^/]*:\d/.test(spec)) draft.ignored.push(`ports.${i} (the host port)`);
    draft.port(parsePortSpec(spec), `ports.${i}`);
  }

  for (const [i, value] of r.array(raw.volumes, 'volumes').entries()) {
    const field = `volumes.${i}`;
    const volume = typeof value === 'string' ? { container: value } : r.object(value, field);
    if (!volume) continue;
    const container = r.string(volume.container, `${field}.container`);
    const bind = r.string(volume.bind, `${field}.bind`);
    if (!container) {
      draft.drop(field, 'no container path');
      continue;
    }
    if (/docker\.sock$/.test(container) || (bind && /docker\.sock$/.test(bind))) {
      draft.drop(field, 'the Docker socket has no counterpart on Kubernetes');
      continue;
    }
    const path = container.replace(/:(ro|rw)$/, '');
    if (volume.readonly === true || container.endsWith(':ro')) draft.drop(`${field}.readonly`, 'read-only mounts');
    if (bind) draft.ignored.push(`${field}.bind (the host path; the mount gets a volume of its own)`);
    draft.mount(path, field);
  }

  if (raw.command !== undefined && raw.command !== null) {
    const words = Array.isArray(raw.command)
      ? raw.command.map((w, i) => r.string(w, `command.${i}`) ?? '')
      : splitCommand(r.string(raw.command, 'command') ?? '');
    if (!words) draft.drop('command', 'an unterminated quote');
    else if (words.length > 200 || words.some((w) => w.length > 4096)) draft.drop('command', 'too long');
    else if (words.length) draft.fields.command = words;
  }

  const restart = typeof raw.restart_policy === 'string' ? raw.restart_policy.trim().toLowerCase() : undefined;
  for (const key of Object.keys(raw)) {
    if (MAPPED.has(key)) continue;
    if (key === 'restart_policy' && restart !== undefined && RESTART_AS_KUBERNETES.has(restart)) continue;
    if (IGNORED.has(key)) draft.ignored.push(key);
    else if (key === 'privileged' || key === 'interactive') {
      if (raw[key] === true) draft.drop(key, DROPPED[key] ?? key);
    } else draft.drop(key.slice(0, 60), DROPPED[key] ?? 'not a field the hub knows');
  }

  const slug = slugs.claim(slugify(r.string(raw.name, 'name') ?? '') || slugify(name), draft.notes);
  return finish(draft, { index, source }, slug, categorySlug);
}

function mapEnv(r: Reader, draft: TemplateDraft, value: Json, field: string): void {
  const env = r.object(value, field);
  if (!env) return;
  const name = r.string(env.name, `${field}.name`)?.trim() ?? '';
  const label = r.string(env.label, `${field}.label`)?.trim() ?? '';
  const text = r.string(env.description, `${field}.description`)?.trim() ?? '';
  const fallback = r.string(env.default, `${field}.default`);
  const legacySet = r.string(env.set, `${field}.set`);
  if (legacySet !== undefined) {
    draft.fixedEnv(name, legacySet, field);
    return;
  }
  if (env.preset === true) {
    draft.fixedEnv(name, fallback ?? '', field);
    return;
  }
  const parts = [label && label !== name ? label : '', text];
  let defaultValue = fallback ?? '';
  const options = r.array(env.select, `${field}.select`);
  if (options.length) {
    const choices = options.flatMap((option, i) => {
      const o = r.object(option, `${field}.select.${i}`);
      const v = o && r.string(o.value, `${field}.select.${i}.value`);
      if (o === undefined || v === undefined) return [];
      const t = r.string(o.text, `${field}.select.${i}.text`);
      if (o.default === true && !fallback) defaultValue = v;
      return [t && t !== v ? `${v} (${t})` : v];
    });
    if (!defaultValue && options.length) {
      const first = r.object(options[0], `${field}.select.0`);
      defaultValue = (first && r.string(first.value, `${field}.select.0.value`)) ?? '';
    }
    parts.push(`One of: ${choices.join(', ')}`);
  }
  if (env.type === 'container') {
    parts.push('The name of another container');
    draft.drop(`${field}.type`, 'a picker of the host’s containers');
  }
  draft.askedEnv(name, field, {
    required: fallback === undefined && !options.length,
    default_value: defaultValue,
    description: parts.filter(Boolean).join('. '),
  });
}
