import { DataTable } from '../../../../shared/ui.js';
import type { CatalogPlan, CatalogPlanEntry } from '../../hub-api.js';

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** What a row does, in plain words: "delete for good" and "deprecate" are not the same thing. */
function actionText(e: CatalogPlanEntry): string {
  if (e.action === 'delete') return e.prune === 'deprecate' ? 'deprecate' : 'delete for good';
  if (e.action === 'conflict') return 'conflict: left alone';
  if (e.action === 'update' && e.takes_over_from) return 'update, taking it over';
  return e.action;
}

function detail(e: CatalogPlanEntry): string {
  if (e.action === 'conflict') return `Managed by ${e.manager}. Tick “Take over” to update it anyway.`;
  if (e.takes_over_from) return `From ${e.takes_over_from}. `;
  if (e.action === 'delete' && e.prune === 'deprecate') return 'Kept for fleets that pinned it, marked deprecated.';
  if (e.action === 'delete') return 'Gone for good: fleets that pinned it lose it.';
  return e.note ?? (e.action === 'create' ? 'new' : '');
}

function PlanRows({ kind, entries }: { kind: string; entries: CatalogPlanEntry[] }) {
  return (
    <>
      {entries
        .filter((e) => e.action !== 'unchanged')
        .map((e) => (
          <tr key={`${kind}:${e.slug}`} className={`plan-${e.action}`}>
            <td data-label="Action">{actionText(e)}</td>
            <td data-label="Kind">{kind}</td>
            <td data-label="Slug">
              <code>{e.slug}</code>
            </td>
            <td data-label="Changes">
              {detail(e)}
              {e.changes && e.changes.length > 0 && (
                <ul>
                  {e.changes.map((c) => (
                    <li key={c.field}>
                      <code>{c.field}</code>: {show(c.old)} → {show(c.new)}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
    </>
  );
}

/** How many entries a plan deletes for good (templates with force, and categories). */
export function deletesForGood(plan: CatalogPlan): { templates: number; categories: number } {
  return {
    templates: plan.templates.filter((e) => e.action === 'delete' && e.prune !== 'deprecate').length,
    categories: plan.categories.filter((e) => e.action === 'delete').length,
  };
}

/** A plan: its counts in words, its rows, its refusals. */
export function PlanTable({ plan }: { plan: CatalogPlan }) {
  const s = plan.summary;
  const changes = [...plan.categories, ...plan.templates].filter((e) => e.action !== 'unchanged');
  const deprecations = plan.templates.filter((e) => e.action === 'delete' && e.prune === 'deprecate').length;
  const gone = deletesForGood(plan);
  return (
    <>
      <p data-testid="plan-summary">
        {s.create} to create, {s.update} to update, {deprecations} to deprecate, {gone.templates + gone.categories} to
        delete for good, {s.conflict} in conflict, {s.unchanged} unchanged, {s.refused} refused.
      </p>
      {s.conflict > 0 && !plan.take_over && (
        <p data-testid="plan-conflicts">
          {s.conflict === 1 ? 'One template is' : `${s.conflict} templates are`} managed by another source: applying
          leaves {s.conflict === 1 ? 'it' : 'them'} as {s.conflict === 1 ? 'it is' : 'they are'} unless you take{' '}
          {s.conflict === 1 ? 'it' : 'them'} over.
        </p>
      )}
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
    </>
  );
}
