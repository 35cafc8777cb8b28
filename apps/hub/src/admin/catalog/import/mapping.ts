// What both importers share: the input's reading (types checked, a 400 naming entry and field otherwise), the
// image, port, volume, unit and tag conversions, and the building of one template with its report entry.
import { plainToInstance } from 'class-transformer';
import { isURL, validateSync } from 'class-validator';
import { Problems } from '#lib/common';
import { IMAGE_DIGEST_RE } from '../../../catalog/revisions.js';
import { TemplateCreateDto } from '../../templates/dto/template-input.dto.js';
import {
  ENV_NAME_RE,
  IMAGE_NAME_RE,
  IMAGE_TAG_RE,
  QUANTITY_RE,
  REGISTRY_URL_RE,
  RESERVED_TEMPLATE_SLUGS,
  TAG_RE,
} from '../../templates/template.rules.js';
import type { ImportedTemplate, ImportReportEntry } from './model.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A lookup table without a prototype: a source key such as `constructor` finds nothing in it. */
export function table<T>(entries: Record<string, T>): Readonly<Record<string, T | undefined>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text for a message or a comparison: a scalar as written, anything else as (bounded) JSON. */
export function scalar(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value).slice(0, 100);
}

/** A 400 naming the place in the input (`templates.3 (Nginx).ports`) and what is wrong there. */
export function refuse(field: string, message: string): never {
  throw Problems.validation(`${field}: ${message}.`, [{ field, message }]);
}

/** Reads typed values out of one source entry; a value of the wrong JSON type is a 400 naming its place. */
export class Reader {
  constructor(readonly at: string) {}
  string(value: unknown, field: string): string | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return refuse(`${this.at}.${field}`, 'must be a string');
  }
  array(value: unknown, field: string): Json[] {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value as Json[];
    return refuse(`${this.at}.${field}`, 'must be an array');
  }
  object(value: unknown, field: string): JsonObject | undefined {
    if (value === undefined || value === null) return undefined;
    if (isObject(value)) return value;
    return refuse(`${this.at}.${field}`, 'must be an object');
  }
}

/** Lowercase ASCII letters, digits and inner hyphens, at most `max` characters ('' when nothing is left). */
export function slugify(text: string, max = 64): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '');
}

/** The input's text, cut to `max` characters (a note says so), or undefined when blank. */
export function bounded(text: string | undefined, max: number, what: string, notes: string[]): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  if (trimmed.length <= max) return trimmed;
  notes.push(`${what} shortened to ${max} characters`);
  return trimmed.slice(0, max);
}

export interface ImageParts {
  image_name: string;
  image_tag: string;
  registry_url?: string;
  image_digest?: string;
}

const DOCKER_HUB = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io', 'registry.hub.docker.com']);

/** `[registry/]path[:tag][@digest]` split into the template's image fields, or why it cannot be. */
export function splitImage(reference: string): ImageParts | { error: string } {
  const ref = reference.trim();
  const bad = { error: `image "${ref.slice(0, 200)}" is not an image reference the hub can pull` };
  if (!ref || ref.length > 1000 || /\s/.test(ref)) return bad;
  let rest = ref;
  let digest: string | undefined;
  const at = rest.indexOf('@');
  if (at >= 0) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
    if (!IMAGE_DIGEST_RE.test(digest))
      return { error: `image digest "${digest.slice(0, 100)}" is not sha256:<64 hex>` };
  }
  let tag: string | undefined;
  const colon = rest.lastIndexOf(':');
  if (colon > rest.lastIndexOf('/')) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
  }
  let registry: string | undefined;
  const slash = rest.indexOf('/');
  if (slash > 0) {
    const first = rest.slice(0, slash);
    if (first.includes('.') || first.includes(':') || first === 'localhost') {
      registry = first;
      rest = rest.slice(slash + 1);
    }
  }
  if (registry && DOCKER_HUB.has(registry.toLowerCase())) registry = undefined;
  if (!IMAGE_NAME_RE.test(rest) || rest.length > 500) return bad;
  if (tag !== undefined && !IMAGE_TAG_RE.test(tag)) return bad;
  if (registry !== undefined && (!REGISTRY_URL_RE.test(registry) || registry.length > 500)) return bad;
  return {
    image_name: rest,
    image_tag: tag ?? 'latest',
    ...(registry ? { registry_url: registry } : {}),
    ...(digest ? { image_digest: digest } : {}),
  };
}

export interface Port {
  containerPort: number;
  protocol: 'TCP' | 'UDP' | 'SCTP';
}
const PROTOCOLS = table<Port['protocol']>({ tcp: 'TCP', udp: 'UDP', sctp: 'SCTP' });
/** Most ports one range may expand to. */
const MAX_RANGE = 100;

/** Container ports of `[ip:][host:]container[-end][/protocol]` (host side dropped), or why not. */
export function parsePortSpec(spec: string, protocolHint?: string): Port[] | { error: string } {
  let text = spec.trim();
  let proto = protocolHint?.trim().toLowerCase() || 'tcp';
  const slash = text.lastIndexOf('/');
  if (slash >= 0) {
    proto = text.slice(slash + 1).toLowerCase();
    text = text.slice(0, slash);
  }
  const protocol = PROTOCOLS[proto];
  if (!protocol) return { error: `protocol "${proto.slice(0, 20)}" is not tcp, udp or sctp` };
  const container = text.slice(text.lastIndexOf(':') + 1);
  const range = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(container);
  if (!range) return { error: `"${spec.slice(0, 100)}" has no container port` };
  const first = Number(range[1]);
  const last = range[2] === undefined ? first : Number(range[2]);
  if (first < 1 || last > 65535 || last < first) return { error: `"${spec.slice(0, 100)}" is not a port (1–65535)` };
  if (last - first + 1 > MAX_RANGE) return { error: `"${spec.slice(0, 100)}" spans more than ${MAX_RANGE} ports` };
  const ports: Port[] = [];
  for (let p = first; p <= last; p++) ports.push({ containerPort: p, protocol });
  return ports;
}

/** A byte size as Docker writes it (`256M`, `1g`, `512mb`, 1048576) in Kubernetes units (`256Mi`), or null. */
export function memoryQuantity(value: Json | undefined): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,12}(?:\.\d{1,6})?)\s*([bkmgt]?)b?$/i.exec(text);
  if (!match) return null;
  const suffix = { '': '', b: '', k: 'Ki', m: 'Mi', g: 'Gi', t: 'Ti' }[match[2].toLowerCase()] ?? '';
  const number = match[2] === '' || match[2].toLowerCase() === 'b' ? String(Math.ceil(Number(match[1]))) : match[1];
  const quantity = `${number}${suffix}`;
  return QUANTITY_RE.test(quantity) && quantity.length <= 64 ? quantity : null;
}

/** A CPU count as Docker writes it (`0.5`, 2) as a Kubernetes quantity, or null. */
export function cpuQuantity(value: Json | undefined): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,6}(?:\.\d{1,3})?$/.test(text) && Number(text) > 0 ? text : null;
}

/** A catalog tag made of a source category: characters tags cannot hold become spaces; '' when none is left. */
export function tagOf(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#._ -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .slice(0, 50)
    .trim();
}

/** A DNS-label volume name made of a mount path, unique among `taken`. */
export function volumeName(mountPath: string, taken: Set<string>): string {
  const base = slugify(mountPath, 55) || 'data';
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name;
}

/** A shell-like command line split into words (quotes and backslashes as a shell reads them), or null. */
export function splitCommand(line: string): string[] | null {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && i + 1 < line.length) word += line[++i];
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      inWord = true;
    } else if (c === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quote) return null;
  if (inWord) words.push(word);
  return words;
}

/** One template under construction, with what its report entry will say. */
export class TemplateDraft {
  readonly fields: Record<string, unknown> = {};
  readonly dropped: string[] = [];
  readonly ignored: string[] = [];
  readonly notes: string[] = [];
  readonly env: { name: string; value: string }[] = [];
  readonly envSchema: { name: string; required?: boolean; default_value?: string; description?: string }[] = [];
  readonly ports: Port[] = [];
  readonly mounts: { name: string; mountPath: string }[] = [];
  readonly tags: string[] = [];
  private readonly envNames = new Set<string>();
  private readonly portKeys = new Set<string>();
  private readonly mountPaths = new Set<string>();
  private readonly volumeNames = new Set<string>();

  drop(field: string, why: string): void {
    this.dropped.push(`${field} (${why})`);
  }

  /** Whether `name` may still be used as a variable (a valid name not yet taken); records why not. */
  private claimEnv(name: string, field: string): boolean {
    if (!ENV_NAME_RE.test(name) || name.length > 256) {
      this.drop(field, `"${name.slice(0, 60)}" is not an environment variable name`);
      return false;
    }
    if (this.envNames.has(name)) {
      this.drop(field, `${name} appears twice`);
      return false;
    }
    this.envNames.add(name);
    return true;
  }

  fixedEnv(name: string, value: string, field: string): void {
    if (!this.claimEnv(name, field)) return;
    if (value.length > 32768) this.drop(field, 'value longer than 32768 characters');
    else this.env.push({ name, value });
  }

  askedEnv(name: string, field: string, entry: { required: boolean; default_value: string; description: string }) {
    if (!this.claimEnv(name, field)) return;
    let { default_value, description } = entry;
    if (default_value.length > 32768) {
      this.drop(`${field}.default`, 'longer than 32768 characters');
      default_value = '';
    }
    if (description.length > 2000) {
      this.notes.push(`${field} description shortened to 2000 characters`);
      description = `${description.slice(0, 1999)}…`;
    }
    this.envSchema.push({
      name,
      required: entry.required,
      ...(default_value ? { default_value } : {}),
      ...(description ? { description } : {}),
    });
  }

  port(spec: Port[] | { error: string }, field: string): void {
    if ('error' in spec) {
      this.drop(field, spec.error);
      return;
    }
    for (const port of spec) {
      const key = `${port.containerPort}/${port.protocol}`;
      if (this.portKeys.has(key)) continue; // the same container port published twice: one port
      if (this.ports.length >= 100) {
        this.drop(field, 'more than 100 ports');
        return;
      }
      this.portKeys.add(key);
      this.ports.push(port);
    }
  }

  mount(path: string, field: string): void {
    const mountPath = path.trim().replace(/(.)\/+$/, '$1');
    if (!mountPath.startsWith('/') || mountPath.length > 1024 || mountPath.includes('\0')) {
      this.drop(field, `"${mountPath.slice(0, 100)}" is not an absolute container path`);
      return;
    }
    if (this.mountPaths.has(mountPath)) {
      this.drop(field, `${mountPath} is mounted twice`);
      return;
    }
    if (this.mounts.length >= 50) {
      this.drop(field, 'more than 50 volumes');
      return;
    }
    this.mountPaths.add(mountPath);
    this.mounts.push({ name: volumeName(mountPath, this.volumeNames), mountPath });
  }

  tag(category: string, field: string): void {
    const tag = tagOf(category);
    if (!tag || !TAG_RE.test(tag)) {
      if (category.trim()) this.drop(field, `"${category.slice(0, 60)}" cannot be a tag`);
      return;
    }
    if (this.tags.includes(tag)) return;
    if (this.tags.length >= 50) this.drop(field, 'more than 50 tags');
    else this.tags.push(tag);
  }

  icon(url: string | undefined, field: string): void {
    const icon = url?.trim();
    if (!icon) return;
    if (
      icon.length <= 2048 &&
      isURL(icon, { protocols: ['http', 'https'], require_protocol: true, require_tld: false })
    ) {
      this.fields.icon_url = icon;
    } else this.drop(field, 'not an http(s) URL');
  }
}

/**
 * Hands out unique slugs: a taken one gets `-2`, `-3`… (the report says so). Each base remembers the next number to
 * try, so 5,000 entries of one title cost 5,000 claims, not 12.5 million lookups.
 */
export class SlugRegistry {
  private readonly taken = new Set<string>(RESERVED_TEMPLATE_SLUGS);
  private readonly next = new Map<string, number>();
  claim(wanted: string, notes: string[]): string {
    const base = wanted || 'app';
    let slug = base;
    if (this.taken.has(slug)) {
      const stem = base.slice(0, 60).replace(/-+$/, '');
      let n = this.next.get(base) ?? 2;
      for (slug = `${stem}-${n}`; this.taken.has(slug); slug = `${stem}-${++n}`);
      this.next.set(base, n + 1);
      notes.push(`slug ${base} was taken; renamed ${slug}`);
    }
    this.taken.add(slug);
    return slug;
  }
}

/** The longest source text (a note, a tip) converted to documentation; the documentation's own limit too. */
export const MAX_DOCUMENTATION = 100_000;

/**
 * A source text converted into documentation: cut to MAX_DOCUMENTATION characters before the conversion (a note
 * says so), so no entry costs more than that, and the result bounded to the same limit (escaping can lengthen it).
 */
export function documentation(text: string, convert: (text: string) => string, notes: string[]): string | undefined {
  let source = text;
  if (source.length > MAX_DOCUMENTATION) {
    notes.push(`documentation source shortened to ${MAX_DOCUMENTATION} characters before conversion`);
    source = source.slice(0, MAX_DOCUMENTATION);
  }
  return bounded(convert(source), MAX_DOCUMENTATION, 'documentation', notes);
}

/** Categories of the document by slug, in the order they were first met. */
export class CategoryRegistry {
  readonly categories: { slug: string; name: string }[] = [];
  private readonly bySlug = new Map<string, string>();
  claim(name: string | undefined): string {
    const display = (name?.trim() || 'Uncategorized').slice(0, 200);
    const slug = slugify(display) || 'uncategorized';
    if (!this.bySlug.has(slug)) {
      this.bySlug.set(slug, display);
      this.categories.push({ slug, name: display });
    }
    return slug;
  }
}

/**
 * The template, checked with the admin API's create DTO (the rules the plan and apply will run): a refusal
 * the mapping did not foresee skips the entry, naming the fields, so the document never holds a bad template.
 */
export function finish(
  draft: TemplateDraft,
  base: { index: number; source: string },
  slug: string,
  categorySlug: string,
): { template?: ImportedTemplate; entry: ImportReportEntry } {
  const template = {
    slug,
    ...draft.fields,
    category_slug: categorySlug,
    ...(draft.tags.length ? { tags: draft.tags } : {}),
    ...(draft.env.length ? { env: draft.env } : {}),
    ...(draft.envSchema.length ? { env_schema: draft.envSchema } : {}),
    ...(draft.ports.length ? { ports: draft.ports } : {}),
    ...(draft.mounts.length ? { volume_mounts: draft.mounts } : {}),
  } as ImportedTemplate;
  const { category_slug: _, ...body } = template;
  const instance = plainToInstance(TemplateCreateDto, { ...body, category_id: '00000000-0000-4000-8000-000000000000' });
  const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: true });
  const extra = {
    ...(draft.ignored.length ? { ignored: draft.ignored } : {}),
    ...(draft.notes.length ? { notes: draft.notes } : {}),
  };
  if (errors.length) {
    const fields = errors.map((e) => e.property).join(', ');
    return { entry: { ...base, status: 'skipped', reason: `the admin API would refuse: ${fields}`, ...extra } };
  }
  return {
    template,
    entry: {
      ...base,
      status: draft.dropped.length ? 'partial' : 'mapped',
      slug,
      category_slug: categorySlug,
      ...(draft.dropped.length ? { dropped: draft.dropped } : {}),
      ...extra,
    },
  };
}
