import type { FleetCatalog } from './types.js';

/** How many templates, who ranked them, a typo's correction, and the local fallback's warning. */
export function CatalogSummary({
  data,
  fits,
  onCorrect,
}: {
  data: FleetCatalog;
  fits: boolean;
  onCorrect: (text: string) => void;
}) {
  const total = data.pagination.total;
  return (
    <div aria-live="polite" data-testid="catalog-summary">
      <p>
        <strong data-testid="catalog-total">{total}</strong> template{total === 1 ? '' : 's'}
        {data.ranking === 'hub' ? ', ranked by the hub.' : '.'}
        {data.did_you_mean && (
          <>
            {' '}
            {/* The hub console's words for the same answer (consoles/hub/src/pages/Catalog.tsx). */}
            Did you mean{' '}
            <button type="button" className="link" onClick={() => onCorrect(data.did_you_mean!)}>
              {data.did_you_mean}
            </button>
            ?
          </>
        )}
      </p>
      {data.ranking === 'local' && (
        <p className="warning" data-testid="catalog-local">
          The hub did not answer ({data.hub_error}): this is a plain filter over the templates this fleet mirrors, by
          name, and whether they fit is unknown{fits ? ' (the “Fits this cluster” filter is not applied)' : ''}.
        </p>
      )}
    </div>
  );
}
