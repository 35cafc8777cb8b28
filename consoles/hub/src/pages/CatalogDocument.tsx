import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api.js';
import { ConfirmDialog } from '../../../shared/confirm-dialog.js';
import { ErrorNote, Notice } from '../../../shared/ui.js';
import { PageTitle, SubNav, useAction } from '../components.js';
import { type CatalogApply, type CatalogPlan, send } from '../hub-api.js';
import { ADMIN_LINKS } from './Admin.js';
import { contentTypeOf, type PickedFile, readFile } from './catalog-document/files.js';
import { ImportPanel } from './catalog-document/ImportPanel.js';
import { deletesForGood, PlanTable } from './catalog-document/PlanTable.js';

function Check({
  id,
  checked,
  disabled,
  label,
  onChange,
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Admin → Catalog document: upload a catalog document (or import a collection into one), read its plan, apply it.
 * Conflicts with another source are left alone unless taken over; deleting for good asks first, naming the count.
 */
export function CatalogDocumentPage() {
  const [file, setFile] = useState<PickedFile | null>(null);
  const [prune, setPrune] = useState(false);
  const [force, setForce] = useState(false);
  const [takeOver, setTakeOver] = useState(false);
  const [plan, setPlan] = useState<CatalogPlan | null>(null);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const action = useAction();

  const url = (path: string) => {
    const params = new URLSearchParams();
    if (prune) params.set('prune', 'true');
    if (prune && force) params.set('force', 'true');
    if (takeOver) params.set('take_over', 'true');
    const text = params.toString();
    return `/api/v1/admin/catalog/${path}${text ? `?${text}` : ''}`;
  };
  const option = (set: (v: boolean) => void) => (v: boolean) => {
    set(v);
    setPlan(null);
  };

  const planOf = (doc: PickedFile) =>
    void action.run(async () => {
      setResult(null);
      setPlan(null);
      setPlan(await send<CatalogPlan>(url('plan'), { method: 'POST', body: doc.text, contentType: doc.contentType }));
    });

  const pick = (files: FileList | null) =>
    void action.run(async () => {
      setPlan(null);
      setResult(null);
      const chosen = files?.[0];
      if (!chosen) return setFile(null);
      setFile({ name: chosen.name, text: await readFile(chosen), contentType: contentTypeOf(chosen.name) });
    });

  const apply = () => {
    if (!file || !plan) return;
    setAsking(false);
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
            ? `Applied: ${s.create} created, ${s.update} updated, ${s.delete} removed, ${s.unchanged} unchanged, ` +
                `${s.conflict} left to their source.`
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

  const gone = plan ? deletesForGood(plan) : { templates: 0, categories: 0 };
  const doomed = [
    ...(gone.templates ? [plural(gone.templates, 'template', 'templates')] : []),
    ...(gone.categories ? [plural(gone.categories, 'category', 'categories')] : []),
  ].join(' and ');
  const writes = plan ? plan.summary.create + plan.summary.update + plan.summary.delete : 0;
  return (
    <>
      <PageTitle title="Admin: Catalog document">Catalog document</PageTitle>
      <SubNav links={ADMIN_LINKS} />
      <p>
        Upload a catalog document (JSON or YAML, as <code>hub-catalog export</code> writes it), read what applying it
        would change, then apply it in one transaction.
      </p>
      <form
        className="stack"
        aria-label="Catalog document"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (file) planOf(file);
        }}
      >
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
            {file ? `Selected: ${file.name}. ` : ''}Read in your browser and sent as the request body; the hub fetches
            nothing.
          </span>
        </div>
        <Check
          id="c-prune"
          checked={prune}
          onChange={option(setPrune)}
          label="Prune: remove what the document leaves out of its own source's templates (deprecated)"
        />
        <Check
          id="c-force"
          checked={force}
          disabled={!prune}
          onChange={option(setForce)}
          label="Force: delete pruned templates for good instead of deprecating them"
        />
        <Check
          id="c-take-over"
          checked={takeOver}
          onChange={option(setTakeOver)}
          label="Take over: update templates another source manages (recorded)"
        />
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
          <PlanTable plan={plan} />
          <div className="row">
            <button
              type="button"
              className={doomed ? 'danger' : undefined}
              disabled={action.busy || plan.refusals.length > 0 || writes === 0}
              onClick={() => (doomed ? setAsking(true) : apply())}
            >
              Apply
            </button>
          </div>
          <ConfirmDialog
            open={asking}
            title={`Delete ${doomed} for good?`}
            confirmLabel={`Delete ${doomed} and apply`}
            danger
            onConfirm={apply}
            onCancel={() => setAsking(false)}
          >
            <p>
              Delete {doomed} for good? Fleets that pinned them lose them. This cannot be undone; without Force they
              would be deprecated instead.
            </p>
          </ConfirmDialog>
        </section>
      )}
      <ImportPanel
        onDocument={(doc) => {
          setFile(doc);
          planOf(doc);
          document.getElementById('plan-heading')?.scrollIntoView();
        }}
      />
    </>
  );
}
