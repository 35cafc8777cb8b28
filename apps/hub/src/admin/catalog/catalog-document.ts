// The catalog document (docs/catalog-as-code.md): parsing (JSON or YAML, errors with line and column) and checking
// (each category and template through the global validation pipe with the admin API's own DTOs). Shared by the
// server's routes and the hub-catalog command, so `hub-catalog validate` applies the same rules offline.
import {
  CHECKED_BODIES,
  createValidationPipe,
  type FieldError,
  inputProblem,
  locateJsonFault,
  parseLargeJson,
  ProblemException,
  Problems,
  readYamlDocument,
  type RouteInputLimits,
  validationDetail,
} from '#lib/common';
import { CategoryCreateDto } from '../categories/dto/category.dto.js';
import {
  CATALOG_API_VERSION,
  CATALOG_KIND,
  CatalogDocumentDto,
  CatalogTemplateEntryDto,
  MAX_CATALOG_BYTES,
  MAX_CATALOG_CATEGORIES,
  MAX_CATALOG_TEMPLATES,
} from './dto/catalog-document.dto.js';

// The document's one description is its DTO (dto/catalog-document.dto.ts); these names are what the rules read.
export type CatalogCategory = CategoryCreateDto;
export type CatalogTemplate = CatalogTemplateEntryDto;
export type CatalogDocument = CatalogDocumentDto;

/**
 * The input limits of the routes that take a document: 10 MB, arrays and value counts large enough for 5,000
 * templates (the document's own limit is then checked with its own message).
 */
export const CATALOG_INPUT_LIMITS: RouteInputLimits = {
  reader: 'document',
  // YAML bodies too: read by the catalog document module's parser (catalog-document.module.ts).
  yaml: true,
  bodyLimit: MAX_CATALOG_BYTES,
  arrayItems: 2 * MAX_CATALOG_TEMPLATES,
  objectKeys: 512,
  values: 4_000_000,
  // Checking and writing 5,000 templates in one transaction takes seconds, not the default request deadline's 5.
  deadlineMs: 120_000,
};

export type CatalogFormat = 'json' | 'yaml';

/** The format a Content-Type (or a file name) names: YAML for `yaml`/`yml`, JSON otherwise. */
export function catalogFormatOf(contentTypeOrName: string | undefined): CatalogFormat {
  return /ya?ml/i.test(contentTypeOrName ?? '') ? 'yaml' : 'json';
}

function syntaxError(format: CatalogFormat, message: string, at: { line: number; column: number }): ProblemException {
  const label = format === 'yaml' ? 'YAML' : 'JSON';
  return Problems.validation(`The document is not valid ${label}: ${message} (line ${at.line}, column ${at.column}).`, [
    { field: 'document', message: `line ${at.line}, column ${at.column}: ${message}` },
  ]);
}

/**
 * The value a document's text holds (JSON or YAML), or a 400 problem naming the line and column of the first
 * syntax error. Read off the event loop with the one YAML reader (libs/common document-reader.ts: plain data, merge
 * keys, aliases bounded against billion laughs, duplicate keys refused) and built in slices with the document's
 * input limits.
 */
export async function readCatalogText(text: string | Buffer, contentTypeOrName?: string): Promise<unknown> {
  const format = catalogFormatOf(contentTypeOrName);
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  if (bytes.length > MAX_CATALOG_BYTES) {
    throw Problems.tooLarge(`The document is larger than ${MAX_CATALOG_BYTES / 1024 / 1024} MiB.`);
  }
  if (format === 'json') {
    try {
      return await parseLargeJson(bytes, CATALOG_INPUT_LIMITS);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      const fault = await locateJsonFault(bytes);
      throw syntaxError('json', fault.message, { line: fault.line ?? 1, column: fault.column ?? 1 });
    }
  }
  const outcome = await readYamlDocument(bytes, CATALOG_INPUT_LIMITS);
  if ('value' in outcome) return outcome.value;
  const { fault } = outcome;
  if (fault.limit) throw Problems.validation(`${fault.message}.`, [{ field: 'document', message: fault.message }]);
  if (fault.line !== undefined) {
    throw syntaxError('yaml', fault.message, { line: fault.line, column: fault.column ?? 1 });
  }
  throw Problems.validation(`The document is not valid YAML: ${fault.message}.`, [
    { field: 'document', message: fault.message },
  ]);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pipe = createValidationPipe();

/** One entry through the global validation pipe with an admin DTO: its field errors, or none. */
async function refusal(dto: new () => object, body: Record<string, unknown>): Promise<FieldError[]> {
  try {
    await pipe.transform(body, { type: 'body', metatype: dto });
    return [];
  } catch (error) {
    const problem = (error as { getResponse?: () => unknown }).getResponse?.() as { errors?: FieldError[] };
    if (!problem?.errors) throw error;
    return problem.errors;
  }
}

/** `templates.3 (vllm)`: how an error names its entry. */
export function entryLabel(list: 'categories' | 'templates', index: number, entry: unknown): string {
  return `${list}.${index}${isObject(entry) && typeof entry.slug === 'string' ? ` (${entry.slug})` : ''}`;
}

/**
 * Checks a parsed document: its shape, apiVersion and kind, each category by CategoryCreateDto and each template
 * by the template DTO (POST /admin/templates' rules), unique slugs, and that every template's category is in the
 * document or may exist on the hub (`category_slug` is checked against the hub's categories by plan). Throws a 400
 * problem naming each entry (index and slug) and field; returns the document as written.
 */
export async function checkCatalogDocument(raw: unknown): Promise<CatalogDocument> {
  // A body read in slices (readCatalogText, the JSON body parser) was checked while it was built.
  const shape = isObject(raw) && CHECKED_BODIES.has(raw) ? null : inputProblem(raw, true, CATALOG_INPUT_LIMITS);
  if (shape) throw Problems.validation(shape);
  if (!isObject(raw))
    throw Problems.validation('The document must be an object (apiVersion, kind, categories, templates).');
  const errors: FieldError[] = [];
  const refuse = (field: string, message: string) => errors.push({ field, message });
  if (raw.apiVersion !== CATALOG_API_VERSION) refuse('apiVersion', `apiVersion must be ${CATALOG_API_VERSION}`);
  if (raw.kind !== CATALOG_KIND) refuse('kind', `kind must be ${CATALOG_KIND}`);
  if (errors.length) throw Problems.validation(`The document is refused: ${validationDetail(errors)}`, errors);
  const { categories, templates, ...top } = raw;
  for (const e of await refusal(CatalogDocumentDto, { ...top, categories: [], templates: [] })) {
    refuse(e.field, e.message);
  }
  if (!Array.isArray(categories)) refuse('categories', 'categories must be an array');
  else if (categories.length > MAX_CATALOG_CATEGORIES) {
    refuse('categories', `a document holds at most ${MAX_CATALOG_CATEGORIES} categories`);
  }
  if (!Array.isArray(templates)) refuse('templates', 'templates must be an array');
  else if (templates.length > MAX_CATALOG_TEMPLATES) {
    refuse(
      'templates',
      `a document holds at most ${MAX_CATALOG_TEMPLATES} templates (this one holds ${templates.length})`,
    );
  }
  if (errors.length) throw Problems.validation(`The document is refused: ${validationDetail(errors)}`, errors);

  const categorySlugs = new Set<string>();
  for (const [i, category] of (categories as unknown[]).entries()) {
    const at = entryLabel('categories', i, category);
    if (!isObject(category)) {
      refuse(at, 'must be an object');
      continue;
    }
    for (const e of await refusal(CategoryCreateDto, category)) refuse(`${at}.${e.field}`, e.message);
    if (categorySlugs.has(String(category.slug))) refuse(`${at}.slug`, 'slug appears twice in the document');
    categorySlugs.add(String(category.slug));
  }
  const templateSlugs = new Set<string>();
  for (const [i, template] of (templates as unknown[]).entries()) {
    const at = entryLabel('templates', i, template);
    if (!isObject(template)) {
      refuse(at, 'must be an object');
      continue;
    }
    for (const e of await refusal(CatalogTemplateEntryDto, template)) refuse(`${at}.${e.field}`, e.message);
    if (templateSlugs.has(String(template.slug))) refuse(`${at}.slug`, 'slug appears twice in the document');
    templateSlugs.add(String(template.slug));
  }
  if (errors.length) throw Problems.validation(`The document is refused: ${validationDetail(errors)}`, errors);
  return raw as unknown as CatalogDocument;
}
