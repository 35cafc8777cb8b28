// Catalog import (issue 32): Portainer App Templates and CasaOS AppStore apps converted into a catalog document
// (hub.catalog/v1) and a report of what became of every source entry. Pure: nothing is read or written.
import { CHECKED_BODIES, inputProblem, parseLargeJson, Problems } from '#lib/common';
import { importCasaos, PARSED_LIMITS } from './casaos.js';
import { type Json, refuse } from './mapping.js';
import { IMPORT_MAX_BYTES, type ImportFormat, type ImportResult } from './model.js';
import { importPortainer } from './portainer.js';

export * from './model.js';
export { htmlToMarkdown, sanitizeMarkdown } from './markdown.js';

/**
 * Converts `input` (Portainer: JSON text; CasaOS: one app's compose YAML, or a JSON object of app folder names to
 * compose texts) into a catalog document and its report. Input over 10 MB → 413; input that cannot be read (bad
 * JSON or YAML, a field of the wrong type, over the entry limits) → 400 naming the entry and field. Never holds the
 * event loop: JSON is built in slices, YAML read off the loop, entries mapped a few milliseconds at a time.
 */
export async function importCatalog(format: ImportFormat, input: string): Promise<ImportResult> {
  if (input.length > IMPORT_MAX_BYTES || Buffer.byteLength(input, 'utf8') > IMPORT_MAX_BYTES) {
    throw Problems.tooLarge(`The input is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
  }
  if (format === 'casaos') {
    const store = input.trimStart().startsWith('{') ? await parseJsonOrNothing(input) : undefined;
    return store === undefined ? importCasaos(input) : importParsed(format, store);
  }
  return importParsed(format, await parseJson(input));
}

/** The same conversion of an input already parsed (a JSON or YAML request body). */
export async function importParsed(format: ImportFormat, value: unknown): Promise<ImportResult> {
  // A body read in slices was checked while it was built (the route's own limits).
  const checked = typeof value === 'object' && value !== null && CHECKED_BODIES.has(value);
  const problem = checked ? null : inputProblem(value, false, PARSED_LIMITS);
  if (problem) refuse('body', problem.replace(/\.$/, ''));
  if (format === 'casaos') return importCasaos(value as Json);
  if (format === 'portainer') return importPortainer(value);
  return refuse('format', 'must be portainer or casaos');
}

async function parseJson(text: string): Promise<unknown> {
  try {
    return await parseLargeJson(Buffer.from(text, 'utf8'), PARSED_LIMITS, false);
  } catch (error) {
    if (error instanceof SyntaxError) return refuse('body', 'is not valid JSON');
    throw error;
  }
}

/** A CasaOS store sent as JSON text, or undefined: a compose file in YAML flow style (`{services: …}`) is not JSON. */
async function parseJsonOrNothing(text: string): Promise<unknown> {
  try {
    return await parseLargeJson(Buffer.from(text, 'utf8'), PARSED_LIMITS, false);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
