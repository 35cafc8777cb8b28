// Catalog import (issue 32): Portainer App Templates and CasaOS AppStore apps converted into a catalog document
// (hub.catalog/v1) and a report of what became of every source entry. Pure: nothing is read or written.
import { inputProblem, Problems } from '#lib/common';
import { importCasaos, PARSED_LIMITS } from './casaos.js';
import { type Json, refuse } from './mapping.js';
import { IMPORT_MAX_BYTES, type ImportFormat, type ImportResult } from './model.js';
import { importPortainer } from './portainer.js';

export * from './model.js';
export { htmlToMarkdown, sanitizeMarkdown } from './markdown.js';

/**
 * Converts `input` (Portainer: JSON text; CasaOS: one app's compose YAML, or a JSON object of app folder names to
 * compose texts) into a catalog document and its report. Input over 10 MB → 413; input that cannot be read (bad
 * JSON or YAML, a field of the wrong type, over the entry limits) → 400 naming the entry and field.
 */
export function importCatalog(format: ImportFormat, input: string): ImportResult {
  if (input.length > IMPORT_MAX_BYTES || Buffer.byteLength(input, 'utf8') > IMPORT_MAX_BYTES) {
    throw Problems.tooLarge(`The input is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
  }
  if (format === 'casaos') {
    const store = input.trimStart().startsWith('{') ? parseJsonOrNothing(input) : undefined;
    return store === undefined ? importCasaos(input) : importParsed(format, store);
  }
  return importParsed(format, parseJson(input));
}

/** The same conversion of an input already parsed (a JSON request body). */
export function importParsed(format: ImportFormat, value: unknown): ImportResult {
  const problem = inputProblem(value, false, PARSED_LIMITS);
  if (problem) refuse('body', problem.replace(/\.$/, ''));
  if (format === 'casaos') return importCasaos(value as Json);
  if (format === 'portainer') return importPortainer(value);
  return refuse('format', 'must be portainer or casaos');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    return refuse('body', `is not valid JSON: ${(error as Error).message.slice(0, 200)}`);
  }
}

/** A CasaOS store sent as JSON text, or undefined: a compose file in YAML flow style (`{services: …}`) is not JSON. */
function parseJsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
