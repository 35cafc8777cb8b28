import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { type InputLimits } from './http.js';
import { parseLargeJson } from './large-body.js';
import { ProblemException, Problems } from './problem.js';

/**
 * Documents (YAML, and the place of a JSON syntax error) read off the event loop: in a worker thread of their own,
 * with a time budget (DOCUMENT_READ_BUDGET_MS, then the worker is terminated) and a heap of its own
 * (DOCUMENT_READ_HEAP_MB), one document read at a time per process. The worker hands back JSON bytes (transferred,
 * not copied), which the main thread then builds in 8-ms slices with the same input checks as any large body
 * (large-body.ts): the loop is never held by a document, however it is made (deep nesting, aliases, millions of
 * keys). docs/catalog-import.md, "One YAML reader".
 *
 * YAML is read one way everywhere (catalog documents, CasaOS compose files, whatever their Content-Type): YAML 1.2
 * core schema, `<<` merge keys, aliases expanded at most 100 times (billion laughs), duplicate keys refused (found
 * in one pass: the yaml library's own check compares every key with every other, quadratic in a map's size), no
 * custom tags. The worker's source is plain JavaScript run with `eval` (the tests run our TypeScript sources, which
 * a worker thread cannot load), reading the yaml package resolved from here.
 */

/** The longest a document may take to read, in the worker; then 400. */
export const DOCUMENT_READ_BUDGET_MS = 60_000;
/** The worker's old-generation heap; a document that needs more is 413. */
export const DOCUMENT_READ_HEAP_MB = 768;
/** Most JSON a YAML document may expand to (aliases included), as a multiple of its own size (and at least 1 MiB). */
const EXPANSION = 4;

export type DocumentFormat = 'json' | 'yaml';

export interface DocumentFault {
  message: string;
  line?: number;
  column?: number;
  /** An input limit (values, depth, sizes, names), not the syntax. */
  limit?: boolean;
}

/** One text read: its value, or why it is not a document (with the place where the syntax says so). */
export type DocumentOutcome = { value: unknown } | { fault: DocumentFault };

const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const YAML = require(workerData.yamlPath);
const first = (m) => String(m).split('\n')[0].slice(0, 300);
function lineColumn(text, offset) {
  let line = 1, start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) { line++; start = i + 1; }
  return { line, column: offset - start + 1 };
}
function jsonError(text) {
  try { JSON.parse(text); return null; } catch (e) { return e; }
}
function jsonFault(text) {
  const error = jsonError(text);
  if (!error) return { message: 'not JSON' };
  const message = first(error.message).replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');
  const at = /at position (\d+)/.exec(error.message);
  let offset;
  if (at) offset = Number(at[1]);
  else if (/Unexpected end of JSON input/.test(error.message)) offset = text.length;
  else {
    const startsJson = (length) => {
      const e = jsonError(text.slice(0, length));
      if (!e || /Unexpected end of JSON input/.test(e.message)) return true;
      const p = /at position (\d+)/.exec(e.message);
      return p !== null && Number(p[1]) >= length;
    };
    let low = 0, high = text.length;
    while (low < high) { const mid = Math.ceil((low + high) / 2); if (startsJson(mid)) low = mid; else high = mid - 1; }
    offset = low;
  }
  return { message, ...lineColumn(text, offset) };
}
function readYaml(text) {
  const lines = new YAML.LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, merge: true, version: '1.2', customTags: [] });
  const error = doc.errors[0];
  if (error) {
    const at = lines.linePos(error.pos[0]);
    return { fault: { message: first(error.message), line: at.line, column: at.col } };
  }
  let duplicate = null;
  YAML.visit(doc, {
    Map(_, map) {
      const seen = new Set();
      for (const pair of map.items) {
        if (!YAML.isScalar(pair.key)) continue;
        const name = String(pair.key.value);
        if (name === '<<') continue;
        if (seen.has(name)) { duplicate = { name, pos: pair.key.range ? pair.key.range[0] : 0 }; return YAML.visit.BREAK; }
        seen.add(name);
      }
    },
  });
  if (duplicate) {
    const at = lines.linePos(duplicate.pos);
    return { fault: { message: 'Map keys must be unique (' + first(duplicate.name).slice(0, 60) + ' appears twice)', line: at.line, column: at.col } };
  }
  const value = doc.toJS({ maxAliasCount: 100 });
  const json = JSON.stringify(value === undefined ? null : value);
  if (json.length > workerData.maxChars) return { fault: { message: 'its aliases expand it past ' + Math.round(workerData.maxChars / 1048576) + ' MiB' } };
  return { json: new TextEncoder().encode(json) };
}
const results = [];
const transfer = [];
for (const bytes of workerData.texts) {
  const text = new TextDecoder().decode(bytes);
  let result;
  try {
    result = workerData.format === 'json' ? { fault: jsonFault(text) } : readYaml(text);
  } catch (error) {
    result = { fault: { message: error instanceof RangeError ? 'it is nested too deeply' : first(error && error.message) } };
  }
  if (result.json) transfer.push(result.json.buffer);
  results.push(result);
}
parentPort.postMessage(results, transfer);
`;

const yamlPath = createRequire(import.meta.url).resolve('yaml');
let queue: Promise<unknown> = Promise.resolve();

type WorkerResult = { json?: Uint8Array; fault?: DocumentFault };

/** A document the reader gave up on (its time budget, its stack, a stopped worker): a 400 naming the document. */
function unreadable(message: string): ProblemException {
  return Problems.validation(`${message}.`, [{ field: 'document', message }]);
}

/** Runs the worker on `texts` (one document at a time per process): its results, or a problem for the whole batch. */
function runWorker(format: DocumentFormat, texts: Uint8Array[], budgetMs: number): Promise<WorkerResult[]> {
  const bytes = texts.reduce((sum, text) => sum + text.length, 0);
  const run = () =>
    new Promise<WorkerResult[]>((resolve, reject) => {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { texts, format, yamlPath, maxChars: Math.max(1024 * 1024, EXPANSION * bytes) },
        resourceLimits: { maxOldGenerationSizeMb: DOCUMENT_READ_HEAP_MB, stackSizeMb: 4 },
        stdout: true,
        stderr: true,
      });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        fn();
      };
      const timer = setTimeout(
        () =>
          settle(() =>
            reject(unreadable(`The document took longer than ${budgetMs / 1000} s to read; send it smaller`)),
          ),
        budgetMs,
      );
      worker.once('message', (results: WorkerResult[]) => settle(() => resolve(results)));
      worker.once('error', (error: Error & { code?: string }) =>
        settle(() =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? Problems.tooLarge(`The document needs more than ${DOCUMENT_READ_HEAP_MB} MB to read; send it smaller.`)
              : unreadable(`The document cannot be read: ${String(error.message).slice(0, 200)}`),
          ),
        ),
      );
      worker.once('exit', () => settle(() => reject(unreadable('The document cannot be read (its reader stopped)'))));
    });
  const turn = queue.then(run, run);
  queue = turn.catch(() => undefined);
  return turn;
}

const asBytes = (text: string | Uint8Array): Uint8Array =>
  typeof text === 'string' ? new TextEncoder().encode(text) : text;

/**
 * YAML texts read off the event loop (one reader, the same options for every caller): for each, its value (checked
 * against `limits` while it is built, in slices) or its fault. A problem that concerns them all (the budget passed,
 * the reader's heap exceeded) is thrown.
 */
export async function readYamlDocuments(
  texts: (string | Uint8Array)[],
  limits: InputLimits,
  options: { isBody?: boolean; budgetMs?: number } = {},
): Promise<DocumentOutcome[]> {
  const results = await runWorker('yaml', texts.map(asBytes), options.budgetMs ?? DOCUMENT_READ_BUDGET_MS);
  const outcomes: DocumentOutcome[] = [];
  for (const result of results) {
    if (!result.json) {
      outcomes.push({ fault: result.fault ?? { message: 'not YAML' } });
      continue;
    }
    const json = Buffer.from(result.json.buffer, result.json.byteOffset, result.json.byteLength);
    try {
      outcomes.push({ value: await parseLargeJson(json, limits, options.isBody ?? true) });
    } catch (error) {
      if (!(error instanceof ProblemException)) throw error;
      const detail = (error.getResponse() as { detail: string }).detail.replace(/\.$/, '');
      outcomes.push({ fault: { message: detail, limit: true } });
    }
  }
  return outcomes;
}

/** One YAML text read off the event loop (readYamlDocuments). */
export async function readYamlDocument(
  text: string | Uint8Array,
  limits: InputLimits,
  options: { isBody?: boolean; budgetMs?: number } = {},
): Promise<DocumentOutcome> {
  return (await readYamlDocuments([text], limits, options))[0];
}

/** Where a JSON text that does not parse goes wrong (line, column and why), found off the event loop. */
export async function locateJsonFault(text: string | Uint8Array): Promise<DocumentFault> {
  const [result] = await runWorker('json', [asBytes(text)], DOCUMENT_READ_BUDGET_MS);
  return result.fault ?? { message: 'not JSON' };
}

/**
 * A JSON document body (a `@LargeInput` route with limits of its own: a catalog document) built in slices
 * (parseLargeJson); a syntax error is located off the loop and named with its line and column.
 */
export async function readJsonDocument(body: Buffer, limits: InputLimits): Promise<unknown> {
  try {
    return await parseLargeJson(body, limits);
  } catch (error) {
    if (error instanceof ProblemException || !(error instanceof SyntaxError)) throw error;
    const fault = await locateJsonFault(body);
    const where = fault.line === undefined ? '' : `line ${fault.line}, column ${fault.column}`;
    throw Problems.validation(`The request body is not valid JSON: ${fault.message}${where ? ` (${where})` : ''}.`, [
      { field: 'body', message: where ? `${where}: ${fault.message}` : fault.message },
    ]);
  }
}
