/**
 * Writes bench/search/catalog.json, the search benchmark's catalog, from bench/search/catalog-data.ts:
 * deterministic (no randomness, no clock), so the committed file is exactly what this script prints.
 *
 *   node scripts/build.mjs && node dist/bench/search/make-catalog.js          # rewrite the file
 *   node scripts/build.mjs && node dist/bench/search/make-catalog.js --check  # fail if it differs
 *
 * The document is a catalog document (`apiVersion: hub.catalog/v1`, `kind: Catalog`): categories as
 * POST /api/v1/admin/categories takes them, templates as POST /api/v1/admin/templates takes them except that
 * they name their category by `category_slug` (the demo catalog's own categories may be named too).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, FAMILIES, MODELS, NEAR_DUPLICATES, ROWS } from './catalog-data.js';

export interface CatalogTemplate {
  slug: string;
  name: string;
  description: string;
  category_slug: string;
  version: string;
  kind: string;
  image_name: string;
  image_tag: string;
  cpu_request: string;
  memory_request: string;
  gpu_count: number;
  vram_request: string;
  node_selector?: Record<string, string>;
  tolerations?: { key: string; operator: 'Exists'; effect: 'NoSchedule' }[];
  tags: string[];
  is_public: boolean;
  is_featured: boolean;
  min_tier: 'free';
}

export interface CatalogDocument {
  apiVersion: 'hub.catalog/v1';
  kind: 'Catalog';
  categories: {
    slug: string;
    name: string;
    description: string;
    icon: string;
    sort_order: number;
    is_private: boolean;
  }[];
  templates: CatalogTemplate[];
}

/** Paragraphs some descriptions carry after their summary, as real catalog entries do (README-like, noisy). */
const PARAGRAPHS = [
  'Data lives on the persistent volume mounted at /data; back it up before upgrading to a new major version.',
  'Put it behind a reverse proxy such as Traefik, Caddy or nginx for HTTPS. The first user to sign up becomes the administrator, so set the admin password right after deployment.',
  'Configuration is read from environment variables; secrets such as database passwords should come from a Kubernetes secret, never from the template itself.',
  'Runs as a non-root user. Exposes Prometheus metrics on /metrics when METRICS_ENABLED is true, and a health check on /health for the readiness probe.',
  'Needs an external PostgreSQL or MySQL database and Redis for sessions in production; the bundled SQLite database is fine for a single user.',
  'Supports single sign-on through OpenID Connect (Keycloak, Authentik, Authelia) and LDAP. Mobile apps for Android and iOS connect to the same URL.',
];

/** `image[:tag]` → name and tag (the tag after the last `:` that follows the last `/`). */
function splitImage(image: string): [string, string] {
  const colon = image.lastIndexOf(':');
  return colon > image.lastIndexOf('/') ? [image.slice(0, colon), image.slice(colon + 1)] : [image, 'latest'];
}

/** A version from an image tag: its leading digits and dots ("v1.22-rootless" → "1.22"), else the tag. */
function versionOf(tag: string): string {
  const m = /^v?(\d+(?:\.\d+){0,2})/.exec(tag);
  return m ? m[1] : tag === 'latest' ? 'latest' : tag.slice(0, 100);
}

const GPU_SCHEDULING = {
  node_selector: { 'nvidia.com/gpu.present': 'true' },
  tolerations: [{ key: 'nvidia.com/gpu', operator: 'Exists' as const, effect: 'NoSchedule' as const }],
};

function template(
  fields: {
    slug: string;
    name: string;
    category: string;
    tags: string[];
    image: string;
    gpu: number;
    description: string;
    kind?: string;
    vram?: string;
  },
  index: number,
): CatalogTemplate {
  const [image_name, image_tag] = splitImage(fields.image);
  // Every fifth entry carries a longer, README-like description; every 23rd is featured.
  const description =
    index % 5 === 2 ? `${fields.description} ${PARAGRAPHS[index % PARAGRAPHS.length]}` : fields.description;
  const gpu = fields.gpu;
  return {
    slug: fields.slug,
    name: fields.name,
    description,
    category_slug: fields.category,
    version: versionOf(image_tag),
    kind: fields.kind ?? 'app',
    image_name,
    image_tag,
    cpu_request: gpu ? '4' : index % 3 === 0 ? '500m' : '1',
    memory_request: gpu ? '16Gi' : index % 4 === 0 ? '512Mi' : '2Gi',
    gpu_count: gpu,
    vram_request: gpu ? (fields.vram ?? '16Gi') : '',
    ...(gpu ? GPU_SCHEDULING : {}),
    tags: [...new Set(fields.tags.map((t) => t.trim()).filter(Boolean))],
    is_public: true,
    is_featured: index % 23 === 0,
    min_tier: 'free',
  };
}

function rows(text: string) {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [slug, name, category, tags, image, gpu, description, kind] = line.split('|');
      return { slug, name, category, tags: tags.split(','), image, gpu: Number(gpu), description, kind };
    });
}

const RUNTIMES: Record<string, { image: string; category: string; tags: string[]; via: string }> = {
  ollama: { image: 'ollama/ollama:0.5.1', category: 'llm-inference', tags: ['llm', 'ollama'], via: 'ollama' },
  vllm: {
    image: 'vllm/vllm-openai:v0.6.4',
    category: 'llm-inference',
    tags: ['llm', 'vllm', 'openai-api'],
    via: 'vllm',
  },
  tgi: {
    image: 'ghcr.io/huggingface/text-generation-inference:3.0.1',
    category: 'llm-inference',
    tags: ['llm', 'tgi'],
    via: 'tgi',
  },
  'llama-cpp': {
    image: 'ghcr.io/ggerganov/llama.cpp:server',
    category: 'llm-inference',
    tags: ['llm', 'llama.cpp'],
    via: 'llama.cpp',
  },
  sd: {
    image: 'ghcr.io/ai-dock/comfyui:latest-cuda',
    category: 'image-generation',
    tags: ['image-generation'],
    via: 'comfyui',
  },
  whisper: {
    image: 'ghcr.io/speaches-ai/speaches:latest-cuda',
    category: 'speech-audio',
    tags: ['speech-to-text', 'transcription'],
    via: 'faster-whisper',
  },
};

export function buildCatalog(): CatalogDocument {
  const out: CatalogTemplate[] = [];
  const base = rows(ROWS);
  for (const r of base) out.push(template(r, out.length));
  const bySlug = new Map(base.map((r) => [r.slug, r]));
  for (const family of FAMILIES) {
    const b = bySlug.get(family.base);
    if (!b) throw new Error(`family base ${family.base} is not a row`);
    const [imageName] = splitImage(b.image);
    for (const [suffix, name, tags, tag, gpu, prefix] of family.variants) {
      out.push(
        template(
          {
            ...b,
            slug: `${b.slug}-${suffix}`,
            name,
            tags: [...b.tags, ...tags.split(',')],
            image: `${imageName}:${tag}`,
            gpu,
            description: `${prefix}${b.description}`,
          },
          out.length,
        ),
      );
    }
  }
  for (const [runtime, slug, name, tags, gpu, vram, description] of MODELS) {
    const rt = RUNTIMES[runtime];
    out.push(
      template(
        {
          slug,
          name,
          category: rt.category,
          tags: [...rt.tags, ...tags.split(','), 'model'],
          image: rt.image,
          gpu,
          vram: vram || undefined,
          description: `${description} Preset on ${rt.via}.`,
          kind: 'model',
        },
        out.length,
      ),
    );
  }
  for (const r of rows(NEAR_DUPLICATES)) out.push(template(r, out.length));
  const categories = CATEGORIES.map((c, i) => ({ ...c, sort_order: 100 + 10 * i, is_private: false }));
  return { apiVersion: 'hub.catalog/v1', kind: 'Catalog', categories, templates: out };
}

export const CATALOG_FILE = 'bench/search/catalog.json';

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const file = join(root, CATALOG_FILE);
  const text = `${JSON.stringify(buildCatalog(), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    if (readFileSync(file, 'utf8') !== text) {
      process.stderr.write(`${CATALOG_FILE} differs from what make-catalog writes; run it without --check\n`);
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
    process.stderr.write(`${CATALOG_FILE}: ${buildCatalog().templates.length} templates\n`);
  }
}
