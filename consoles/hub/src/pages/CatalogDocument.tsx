import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api.js';
import { DataTable, ErrorNote, Notice } from '../../../shared/ui.js';
import { PageTitle, SubNav, useAction } from '../components.js';
import { type CatalogApply, type CatalogPlan, type CatalogPlanEntry, send } from '../hub-api.js';
import { ADMIN_LINKS } from './Admin.js';

/** A file the admin picked, read in the browser: the hub never fetches a URL. */
interface PickedFile {
  name: string;
  text: string;
  contentType: string;
}

const readFile = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error(`The file ${file.name} could not be read.`));
    reader.readAsText(file);
  });

/** YAML for `.yaml`/`.yml` (as the server and hub-catalog decide), JSON otherwise. */
const contentTypeOf = (name: string): string => (/\.ya?ml$/i.test(name) ? 'application/yaml' : 'application/json');

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

function PlanRows({ kind, entries }: { kind: string; entries: CatalogPlanEntry[] }) {
  return (
    <>
      {entries
        .filter((e) => e.action !== 'unchanged')
        .map((e) => (
          <tr key={`${kind}:${e.slug}`}>
            <td data-label="Action">
              {e.action}
              {e.action === 'delete' && e.prune ? ` (${e.prune})` : ''}
            </td>
            <td data-label="Kind">{kind}</td>
            <td data-label="Slug">
              <code>{e.slug}</code>
            </td>
            <td data-label="Changes">
              {e.changes && e.changes.length > 0 ? (
                <ul>
                  {e.changes.map((c) => (
                    <li key={c.field}>
                      <code>{c.field}</code>: {show(c.old)} → {show(c.new)}
                    </li>
                  ))}
                </ul>
              ) : (
                (e.note ?? (e.action === 'create' ? 'new' : ''))
              )}
            </td>
          </tr>
        ))}
    </>
  );
}

/** Admin → Catalog document: upload a JSON or YAML catalog document, read its plan as a table, apply it. */
export function CatalogDocumentPage() {
  const [file, setFile] = useState<PickedFile | null>(null);
  const [prune, setPrune] = useState(false);
  const [force, setForce] = useState(false);
  const [plan, setPlan] = useState<CatalogPlan | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const action = useAction();

  const options = () => ({ prune: prune ? 'true' : undefined, force: prune && force ? 'true' : undefined });
  const url = (path: string) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(options())) if (v) params.set(k, v);
    const text = params.toString();
    return `/api/v1/admin/catalog/${path}${text ? `?${text}` : ''}`;
  };

  const pick = (files: FileList | null) =>
    void action.run(async () => {
      setPlan(null);
      setResult(null);
      const chosen = files?.[0];
      if (!chosen) return setFile(null);
      setFile({ name: chosen.name, text: await readFile(chosen), contentType: contentTypeOf(chosen.name) });
    });

  const makePlan = (event?: FormEvent) => {
    event?.preventDefault();
    if (!file) return;
    void action.run(async () => {
      setResult(null);
      setPlan(null);
      setPlan(await send<CatalogPlan>(url('plan'), { method: 'POST', body: file.text, contentType: file.contentType }));
    });
  };

  const apply = () => {
    if (!file || !plan) return;
    void action.run(async () => {
      try {
        const done = await send<CatalogApply>(url('apply'), {
          method: 'POST',
          body: file.text,
          contentType: file.contentType,
          headers: { 'if-match': plan.etag },
        });
        const s = done.summary;
        setPlan(null);
        setResult(
          done.applied
            ? `Applied: ${s.create} created, ${s.update} updated, ${s.delete} removed, ${s.unchanged} unchanged.`
            : 'Nothing to apply: the catalog already matches the document.',
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 412) {
          setPlan(null);
          throw new Error('The catalog changed since this plan was made. Plan again, read the changes, then apply.');
        }
        throw error;
      }
    });
  };

  const changes = plan ? [...plan.categories, ...plan.templates].filter((e) => e.action !== 'unchanged') : [];
  return (
    <>
      <PageTitle title="Admin: Catalog document">Catalog document</PageTitle>
      <SubNav links={ADMIN_LINKS} />
      <p>
        Upload a catalog document (JSON or YAML, as <code>hub-catalog export</code> writes it), read what applying it
        would change, then apply it in one transaction.
      </p>
      <form className="stack" aria-label="Catalog document" onSubmit={makePlan}>
        <div>
          <label htmlFor="c-file">Document file</label>
          <input
            id="c-file"
            type="file"
            accept=".json,.yaml,.yml,application/json,application/yaml"
            aria-describedby="c-file-help"
            onChange={(e) => pick(e.target.files)}
          />
          <span id="c-file-help" className="help">
            Read in your browser and sent as the request body; the hub fetches nothing.
          </span>
        </div>
        <div className="check">
          <input
            id="c-prune"
            type="checkbox"
            checked={prune}
            onChange={(e) => {
              setPrune(e.target.checked);
              setPlan(null);
            }}
          />
          <label htmlFor="c-prune">Prune: remove what the document leaves out (templates are deprecated)</label>
        </div>
        <div className="check">
          <input
            id="c-force"
            type="checkbox"
            checked={force}
            disabled={!prune}
            onChange={(e) => {
              setForce(e.target.checked);
              setPlan(null);
            }}
          />
          <label htmlFor="c-force">Force: delete pruned templates instead of deprecating them</label>
        </div>
        <div className="row">
          <button type="submit" disabled={!file || action.busy}>
            Plan
          </button>
        </div>
      </form>
      <ErrorNote error={action.error} />
      <Notice text={result} />
      {plan && (
        <section className="catalog-plan" aria-labelledby="plan-heading">
          <h2 id="plan-heading">Plan</h2>
          <p data-testid="plan-summary">
            {plan.summary.create} to create, {plan.summary.update} to update, {plan.summary.delete} to remove,{' '}
            {plan.summary.unchanged} unchanged, {plan.summary.refused} refused.
          </p>
          {changes.length > 0 && (
            <DataTable columns={['Action', 'Kind', 'Slug', 'Changes (old → new)']} cardsOnPhone>
              <PlanRows kind="category" entries={plan.categories} />
              <PlanRows kind="template" entries={plan.templates} />
            </DataTable>
          )}
          {plan.refusals.length > 0 && (
            <>
              <h3>Refusals</h3>
              <p>Nothing can be applied until the document is fixed.</p>
              <DataTable columns={['Entry', 'Field', 'Message']} cardsOnPhone>
                {plan.refusals.map((r, i) => (
                  <tr key={i}>
                    <td data-label="Entry">
                      {r.entry}
                      {r.index !== null ? ` #${r.index}` : ''}
                      {r.slug ? ` (${r.slug})` : ''}
                    </td>
                    <td data-label="Field">
                      <code>{r.field}</code>
                    </td>
                    <td data-label="Message">{r.message}</td>
                  </tr>
                ))}
              </DataTable>
            </>
          )}
          <div className="row">
            <button
              type="button"
              disabled={action.busy || plan.refusals.length > 0 || changes.length === 0}
              onClick={apply}
            >
              Apply
            </button>
          </div>
        </section>
      )}
    </>
  );
}
