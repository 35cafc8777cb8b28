// hub-catalog: the catalog document from a pipeline (docs/catalog-as-code.md). `validate` runs offline with the
// server's own checks (checkCatalogDocument); the other commands call the hub's admin API with HUB_URL and
// HUB_TOKEN (an admin's access token from the identity provider). An HTTP client of the hub, not part of it:
// bin.ts runs `main` for the package's `hub-catalog` bin and `npm run catalog`; tests call `main` directly.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import type { HubSchemas } from '#lib/api-types';

/** Where the command reads and writes: the process's own streams and environment, or a test's. */
export interface CliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
}

export const processIo = (): CliIo => ({
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});

/** Exit codes: what a pipeline branches on. */
export const EXIT = {
  ok: 0,
  /** The document is invalid, or the hub refused it (4xx), or the plan holds refusals. */
  refused: 1,
  /** Wrong arguments or environment; `apply --force` without `--yes` when stdin is not a terminal. */
  usage: 2,
  /** The hub could not be reached, or failed (5xx). */
  unavailable: 3,
  /** apply --if-match: the catalog changed since the plan (412). */
  moved: 4,
} as const;

const USAGE = `Usage: hub-catalog <command> [options]

  validate FILE                          check a document offline (the server's own rules)
  import --from portainer|casaos FILE [--source NAME] [--adopt]
                                         convert a collection to a document (stdout; the report on stderr)
  plan FILE [--prune] [--force] [--take-over] [--sign-with KEY]
                                         what applying FILE would do (and what KEY would sign)
  apply FILE [--prune] [--force] [--take-over] [--if-match ETAG] [--yes] [--sign-with KEY]
                                         apply FILE in one transaction; KEY (a publisher's private key file)
                                         signs each revision it publishes, here, before sending
  export [--org SLUG] [--source NAME] [--yaml]
                                         the document of what is there (stdout)
  yank SLUG --revision N --reason TEXT [--sign-with KEY]
  rollback SLUG --revision N --reason TEXT [--sign-with KEY]
                                         withdraw revision N, or make it current again; KEY (the template's
                                         publisher) signs the withdrawal here, else the hub acts alone (hub-only)

  keygen | root …                        signing keys and the trust root, offline (see hub-catalog root --help)

Options: --json prints the hub's answer as JSON. FILE may be JSON or YAML (by its extension: .yaml/.yml).
  --source NAME  the collection's name, the manager of what it makes (import: default the file's name)
  --adopt        import: map onto the hub's templates of the same slug instead of renaming (then --take-over)
  --take-over    take over the templates another manager manages (the plan's conflicts)
  --force        with --prune: delete for good instead of deprecating; asks first (--yes when not a terminal)
Environment: HUB_URL (e.g. https://hub.example.com), HUB_TOKEN (an admin's access token).
Exit codes: 0 ok, 1 invalid or refused, 2 usage, 3 hub unreachable or failing, 4 catalog changed (412).`;

class Exit extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A problem+json body as far as the command reads it (a proxy's page has none of it). */
type Problem = Partial<Pick<HubSchemas['Problem'], 'detail' | 'errors'>> & { errors_omitted?: number };

function describeProblem(problem: Problem): string {
  const lines = [problem.detail ?? 'refused'];
  for (const e of problem.errors ?? []) lines.push(`  ${e.field}: ${e.message}`);
  if (problem.errors_omitted) lines.push(`  … and ${problem.errors_omitted} more`);
  return lines.join('\n');
}

/** A document read and checked here with the server's own rules (as `validate`), for signing what it states. */
async function readCheckedDocument(
  file: string,
  text: string,
): Promise<{ templates: (Record<string, unknown> & { slug: string; category_slug: string })[] }> {
  const { checkCatalogDocument, readCatalogText } = await import('../../hub/src/admin/catalog/catalog-document.js');
  try {
    const doc = await checkCatalogDocument(await readCatalogText(text, isYamlFile(file) ? 'yaml' : 'json'));
    return doc as unknown as Awaited<ReturnType<typeof readCheckedDocument>>;
  } catch (error) {
    const problem = (error as { getResponse?: () => unknown }).getResponse?.() as Problem | undefined;
    if (!problem) throw error;
    throw new Exit(EXIT.refused, `${file}: ${describeProblem(problem)}`);
  }
}

/** YAML by the file's extension, else JSON (catalog-document.ts's catalogFormatOf, without loading the checks). */
const isYamlFile = (file: string) => /\.ya?ml$/i.test(file);

function readDocument(file: string | undefined): { text: string; contentType: string } {
  if (!file) throw new Exit(EXIT.usage, `A FILE is required.\n\n${USAGE}`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Exit(EXIT.usage, `Cannot read ${file}: ${(error as Error).message}`);
  }
  return { text, contentType: isYamlFile(file) ? 'application/yaml' : 'application/json' };
}

function hub(env: CliIo['env']): { url: string; token: string } {
  const url = env.HUB_URL?.replace(/\/+$/, '');
  const token = env.HUB_TOKEN;
  if (!url) throw new Exit(EXIT.usage, 'Set HUB_URL to the hub’s base URL (e.g. https://hub.example.com).');
  if (!token) throw new Exit(EXIT.usage, 'Set HUB_TOKEN to an admin’s access token (see docs/catalog-as-code.md).');
  return { url, token };
}

async function call(
  env: CliIo['env'],
  method: 'GET' | 'POST',
  path: string,
  options: { body?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  const { url, token } = hub(env);
  let res: Response;
  try {
    res = await fetch(`${url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(options.contentType ? { 'Content-Type': options.contentType } : {}),
        ...options.headers,
      },
      body: options.body,
    });
  } catch (error) {
    throw new Exit(EXIT.unavailable, `Cannot reach ${url}: ${(error as Error).message}`);
  }
  const text = await res.text();
  if (res.ok) return { status: res.status, text, headers: res.headers };
  let problem: Problem = { detail: text.slice(0, 500) };
  try {
    problem = JSON.parse(text) as Problem;
  } catch {
    // not a problem+json body (a proxy's page): its start is the message
  }
  const message = `${res.status}: ${describeProblem(problem)}`;
  if (res.status === 412) throw new Exit(EXIT.moved, message);
  throw new Exit(res.status >= 500 ? EXIT.unavailable : EXIT.refused, message);
}

type PlanEntry = HubSchemas['CatalogPlanEntryDto'];
/** The answer of plan, or of apply (which adds `applied` and `etag_after`). */
type Plan = HubSchemas['CatalogPlanDto'] & Partial<Pick<HubSchemas['CatalogApplyDto'], 'applied' | 'etag_after'>>;

const SIGN: Record<PlanEntry['action'], string> = {
  create: '+',
  update: '~',
  delete: '-',
  unchanged: '=',
  conflict: '≠',
};

/** What a plan row does, in plain words. */
function describeEntry(e: PlanEntry): string {
  if (e.action === 'delete') return e.prune === 'delete' ? 'delete for good' : e.prune ? 'deprecate' : 'delete';
  if (e.action === 'conflict') {
    return `conflict: managed by "${e.manager}", left alone (--take-over takes it over)`;
  }
  const extra = e.takes_over_from
    ? ` (takes it over from "${e.takes_over_from}")`
    : e.note
      ? ` (${e.note})`
      : e.publishes_revision
        ? ' (new revision)'
        : '';
  return `${e.action}${extra}`;
}

/** Templates a plan deletes for good (prune with force). */
const deletedForGood = (plan: Plan) => plan.templates.filter((e) => e.action === 'delete' && e.prune === 'delete');

function printPlan(stdout: CliIo['stdout'], plan: Plan, verb: string): void {
  const out: string[] = [];
  for (const [kind, entries] of [
    ['category', plan.categories],
    ['template', plan.templates],
  ] as const) {
    for (const e of entries) {
      if (e.action === 'unchanged' && !e.note) continue;
      out.push(`${SIGN[e.action]} ${kind} ${e.slug}: ${describeEntry(e)}`);
      for (const c of e.changes ?? []) out.push(`    ${c.field}: ${JSON.stringify(c.old)} → ${JSON.stringify(c.new)}`);
    }
  }
  for (const r of plan.refusals) {
    out.push(`! ${r.entry} ${r.index === null ? '' : `#${r.index} `}${r.slug ?? ''} ${r.field}: ${r.message}`);
  }
  const s = plan.summary;
  out.push(
    `${verb}: ${s.create} to create, ${s.update} to update, ${s.delete} to delete, ${s.unchanged} unchanged, ` +
      `${s.conflict ?? 0} in conflict, ${s.refused} refused. etag ${plan.etag}`,
  );
  if (s.conflict) {
    out.push(`${s.conflict} managed by another source: left alone; --take-over takes them over (recorded).`);
  }
  if (plan.applied !== undefined) out.push(plan.applied ? `Applied; etag now ${plan.etag_after}` : 'Nothing to do.');
  stdout.write(`${out.join('\n')}\n`);
}

type ImportAnswer = HubSchemas['CatalogImportResponseDto'];

const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/**
 * The import report for a person: every entry that is not plainly `mapped` (skipped and why, what a partial one
 * lost, a renamed slug) as a table, then the category mapping and the counts.
 */
export function importReport(answer: ImportAnswer): string {
  const report = answer.report;
  const rows = report.filter((r) => r.status !== 'mapped' || r.notes?.length);
  const lines: string[] = [];
  if (rows.length) {
    const head = ['#', 'ENTRY', 'STATUS', 'SLUG', 'WHAT'];
    const cells = rows.map((r) => {
      const what = [
        ...(r.reason ? [`skipped: ${r.reason}`] : []),
        ...(r.dropped ?? []).map((d) => `lost ${d}`),
        ...(r.notes ?? []),
      ];
      return [String(r.index), clip(r.source, 30), r.status, r.slug ?? '—', what];
    });
    const widths = [0, 1, 2, 3].map((i) => Math.max(head[i].length, ...cells.map((c) => (c[i] as string).length)));
    const pad = (values: string[]) => values.map((v, i) => v.padEnd(widths[i])).join('  ');
    lines.push(`${pad(head.slice(0, 4))}  ${head[4]}`);
    for (const c of cells) {
      const what = c[4] as string[];
      lines.push(`${pad(c.slice(0, 4) as string[])}  ${what[0] ?? ''}`);
      for (const more of what.slice(1)) lines.push(`${pad(['', '', '', ''])}  ${more}`);
    }
    lines.push('');
  }
  for (const c of answer.categories) {
    lines.push(`category "${c.source}" → ${c.name} (${c.slug}, ${c.existing ? 'existing' : 'new'})`);
  }
  const counts = report.reduce<Record<string, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
  const summary = ['mapped', 'partial', 'skipped'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
  lines.push(`${report.length} entries: ${summary}. Source "${answer.source}".`);
  return `${lines.join('\n')}\n`;
}

/** Runs one command; returns the exit code (EXIT), having written what it says to `io`. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof Exit) {
      io.stderr.write(`${error.message}\n`);
      return error.code;
    }
    // By code and message, not instanceof: parseArgs' TypeError may come from another realm (a test's vm context).
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : String(error);
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      io.stderr.write(`${text}\n\n${USAGE}\n`);
      return EXIT.usage;
    }
    io.stderr.write(`${text}\n`);
    return EXIT.unavailable;
  }
}

async function run(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] === 'keygen' || argv[0] === 'root') {
    // Offline signing commands (docs/signing.md), in their own module.
    const { runSigningCommand } = await import('./signing-commands.js');
    return runSigningCommand(argv, io);
  }
  const { env } = io;
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      prune: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      'if-match': { type: 'string' },
      'take-over': { type: 'boolean', default: false },
      'sign-with': { type: 'string' },
      revision: { type: 'string' },
      reason: { type: 'string' },
      yes: { type: 'boolean', short: 'y', default: false },
      source: { type: 'string' },
      adopt: { type: 'boolean', default: false },
      from: { type: 'string' },
      org: { type: 'string' },
      yaml: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, file, ...rest] = positionals;
  if (values.help || !command) {
    io.stdout.write(`${USAGE}\n`);
    return values.help ? EXIT.ok : EXIT.usage;
  }
  if (rest.length) throw new Exit(EXIT.usage, `Unexpected arguments: ${rest.join(' ')}\n\n${USAGE}`);
  const query = () => {
    const q = new URLSearchParams();
    if (values.prune) q.set('prune', 'true');
    if (values.force) q.set('force', 'true');
    if (values['take-over']) q.set('take_over', 'true');
    return q.size ? `?${q.toString()}` : '';
  };
  switch (command) {
    case 'validate': {
      const { text } = readDocument(file);
      // Loaded only here: the checks bring the DTOs and their validators (the other commands only speak HTTP).
      const { checkCatalogDocument, readCatalogText } = await import('../../hub/src/admin/catalog/catalog-document.js');
      try {
        const doc = await checkCatalogDocument(await readCatalogText(text, isYamlFile(file) ? 'yaml' : 'json'));
        io.stdout.write(`${file}: valid (${doc.categories.length} categories, ${doc.templates.length} templates)\n`);
        return EXIT.ok;
      } catch (error) {
        const problem = (error as { getResponse?: () => unknown }).getResponse?.() as Problem | undefined;
        if (!problem) throw error;
        throw new Exit(EXIT.refused, `${file}: ${describeProblem(problem)}`);
      }
    }
    case 'import': {
      if (values.from !== 'portainer' && values.from !== 'casaos') {
        throw new Exit(EXIT.usage, `--from must be portainer or casaos.\n\n${USAGE}`);
      }
      const { text, contentType } = readDocument(file);
      const { defaultSource } = await import('../../hub/src/admin/catalog/import/fit.js');
      const q = new URLSearchParams({ format: values.from, source: values.source ?? defaultSource(file) });
      if (values.adopt) q.set('adopt', 'true');
      const res = await call(env, 'POST', `/api/v1/admin/catalog/import?${q.toString()}`, { body: text, contentType });
      if (values.json) {
        io.stdout.write(`${JSON.stringify(JSON.parse(res.text), null, 2)}\n`);
        return EXIT.ok;
      }
      const answer = JSON.parse(res.text) as ImportAnswer;
      const { stringify } = await import('yaml');
      io.stdout.write(values.yaml ? stringify(answer.document) : `${JSON.stringify(answer.document, null, 2)}\n`);
      io.stderr.write(importReport(answer));
      return EXIT.ok;
    }
    case 'plan':
    case 'apply': {
      const { text, contentType } = readDocument(file);
      const headers: Record<string, string> = values['if-match'] ? { 'If-Match': values['if-match'] } : {};
      if (command === 'apply' && values.prune && values.force && !values.yes) {
        // Deleting for good cannot be undone: ask, on a terminal, naming the count; elsewhere require --yes.
        if (!io.stdin.isTTY) {
          throw new Exit(
            EXIT.usage,
            'apply --prune --force deletes templates for good, and stdin is not a terminal to ask: ' +
              'add --yes to confirm (plan first to see what it deletes).',
          );
        }
        const res = await call(env, 'POST', `/api/v1/admin/catalog/plan${query()}`, { body: text, contentType });
        const planned = JSON.parse(res.text) as Plan;
        const doomed = deletedForGood(planned).length;
        if (doomed > 0) {
          const rl = createInterface({ input: io.stdin, output: io.stderr });
          const answer = await rl.question(
            `Delete ${doomed} template${doomed === 1 ? '' : 's'} for good? Fleets that pinned them lose them. [y/N] `,
          );
          rl.close();
          if (!/^y(es)?$/i.test(answer.trim())) throw new Exit(EXIT.refused, 'Nothing applied.');
          headers['If-Match'] ??= planned.etag; // what was confirmed is what lands
        }
      }
      let body = text;
      let type = contentType;
      const keyFile = values['sign-with'];
      if (keyFile) {
        // Signed: plan, sign what the plan publishes (on this machine), then apply exactly that plan (If-Match).
        const doc = await readCheckedDocument(file, text);
        const res = await call(env, 'POST', `/api/v1/admin/catalog/plan${query()}`, { body: text, contentType });
        const planned = JSON.parse(res.text) as Plan;
        if (headers['If-Match'] !== undefined && headers['If-Match'] !== planned.etag) {
          throw new Exit(
            EXIT.moved,
            `The catalog changed since the plan ${headers['If-Match']} (now ${planned.etag}).`,
          );
        }
        if (planned.refusals.length) {
          printPlan(io.stdout, planned, 'Plan');
          return EXIT.refused;
        }
        const { signPlannedRevisions, SigningRefused } = await import('./signing-commands.js');
        let signed: Awaited<ReturnType<typeof signPlannedRevisions>>;
        try {
          signed = await signPlannedRevisions(keyFile, doc.templates, planned.templates);
        } catch (error) {
          if (error instanceof SigningRefused) throw new Exit(error.code, error.message);
          throw error;
        }
        if (command === 'plan') {
          if (values.json) io.stdout.write(`${JSON.stringify(planned, null, 2)}\n`);
          else printPlan(io.stdout, planned, 'Plan');
          io.stdout.write(`Would sign ${signed.signatures.length} revision(s) with key ${signed.keyId}.\n`);
          return EXIT.ok;
        }
        body = JSON.stringify({ ...doc, signatures: signed.signatures });
        type = 'application/json';
        headers['If-Match'] = planned.etag;
        io.stderr.write(`Signed ${signed.signatures.length} revision(s) with key ${signed.keyId}.\n`);
      }
      const res = await call(env, 'POST', `/api/v1/admin/catalog/${command}${query()}`, {
        body,
        contentType: type,
        headers,
      });
      const plan = JSON.parse(res.text) as Plan;
      if (values.json) io.stdout.write(`${JSON.stringify(plan, null, 2)}\n`);
      else printPlan(io.stdout, plan, command === 'plan' ? 'Plan' : 'Apply');
      return plan.refusals.length ? EXIT.refused : EXIT.ok;
    }
    case 'export': {
      if (file) throw new Exit(EXIT.usage, `export takes no FILE (it writes to stdout).\n\n${USAGE}`);
      const q = new URLSearchParams();
      if (values.org) q.set('owner_org_slug', values.org);
      if (values.source) q.set('source', values.source);
      if (values.yaml) q.set('format', 'yaml');
      const res = await call(env, 'GET', `/api/v1/admin/catalog/export${q.size ? `?${q.toString()}` : ''}`);
      io.stdout.write(values.yaml ? res.text : `${JSON.stringify(JSON.parse(res.text), null, 2)}\n`);
      return EXIT.ok;
    }
    case 'yank':
    case 'rollback': {
      const slug = file;
      const revision = Number(values.revision);
      if (!slug || !Number.isSafeInteger(revision) || revision < 1 || !values.reason?.trim()) {
        throw new Exit(EXIT.usage, `${command} needs SLUG, --revision N and --reason TEXT.\n\n${USAGE}`);
      }
      const found = await call(env, 'GET', `/api/v1/admin/templates?search=${encodeURIComponent(slug)}&limit=100`);
      const template = (
        JSON.parse(found.text) as { templates: { id: string; slug: string; category_slug: string }[] }
      ).templates.find((t) => t.slug === slug);
      if (!template) throw new Exit(EXIT.refused, `No template ${slug} on the hub.`);
      let signature: unknown;
      if (values['sign-with']) {
        const { signWithdrawalWith, SigningRefused } = await import('./signing-commands.js');
        try {
          const signed = signWithdrawalWith(values['sign-with'], {
            action: command,
            slug,
            category_slug: template.category_slug,
            revision,
            reason: values.reason.trim(),
          });
          signature = signed.envelope;
          io.stderr.write(`Signed the ${command} with key ${signed.keyId}.\n`);
        } catch (error) {
          if (error instanceof SigningRefused) throw new Exit(error.code, error.message);
          throw error;
        }
      }
      await call(env, 'POST', `/api/v1/admin/templates/${command}`, {
        contentType: 'application/json',
        body: JSON.stringify({
          id: template.id,
          [command === 'yank' ? 'revision' : 'to_revision']: revision,
          reason: values.reason,
          ...(signature ? { signature } : {}),
        }),
      });
      io.stdout.write(
        `${command === 'yank' ? 'Yanked' : 'Rolled back to'} ${slug} revision ${revision}` +
          `${signature ? ' (signed)' : ' (hub-only: not signed by its publisher)'}.\n`,
      );
      return EXIT.ok;
    }
    default:
      throw new Exit(EXIT.usage, `Unknown command: ${command}\n\n${USAGE}`);
  }
}
