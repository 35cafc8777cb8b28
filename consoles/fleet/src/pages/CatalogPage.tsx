import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ErrorNote, Loading, Notice } from '../../../shared/ui.js';
import { fleet } from '../fleet-api.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';
import { CatalogFilters, type Filters } from './catalog/CatalogFilters.js';
import { CatalogRow } from './catalog/CatalogRow.js';
import { CatalogSummary } from './catalog/CatalogSummary.js';
import { Pager } from './catalog/Pager.js';
import { RevisionPanel } from './catalog/RevisionPanel.js';
import { TrustBanner } from './catalog/SignatureBadge.js';
import { UpdatesWaiting } from './catalog/UpdatesWaiting.js';

const SEARCH_DELAY_MS = 250;
const NO_FILTERS: Filters = { text: '', category: '', tag: '', fits: false, sort: '' };

/**
 * The fleet's Catalog (issue 33 item 1): the hub's catalog as the hub ranks it, with category and tag filters,
 * what each template needs in readable units, whether it runs on this cluster and why, and the pin and update
 * actions on each row; a template's revisions open beside its row. The parts are in ./catalog/.
 */
export function CatalogPage() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [askingUnpin, setAskingUnpin] = useState(false);
  const [panelTop, setPanelTop] = useState(0);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const tableBox = useRef<HTMLDivElement>(null);
  const { category, tag, fits, sort } = filters;

  // Search follows typing after a pause; every other filter applies at once. Any change goes back to page 1.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(filters.text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters.text]);
  const changeFilters = (change: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    if (!('text' in change)) setPage(1);
  };

  const catalog = useLoad(
    () =>
      fleet.get('/api/v1/hub/catalog', {
        query: {
          search: search || undefined,
          category: category || undefined,
          tag: tag || undefined,
          fits: fits ? 'true' : undefined,
          sort: sort || undefined,
          page: String(page),
          limit: '50',
        },
      }),
    [search, category, tag, fits, sort, page],
  );
  const updates = useLoad(() => fleet.get('/api/v1/hub/updates').then((r) => r.updates));
  const trust = useLoad(() => fleet.get('/api/v1/hub/sync').then((r) => r.sync.trust));
  const action = useAction(() => {
    catalog.reload();
    updates.reload();
    trust.reload();
  });
  // "Review" in the updates list, or a replacement's slug: find the template by its slug (the hub ranks an exact
  // slug first), then open it.
  const [pending, setPending] = useState<string | null>(null);
  const find = (slug: string) => {
    setFilters({ ...NO_FILTERS, text: slug });
    setPending(slug);
  };
  const data = catalog.data;
  const item = open ? (data?.templates.find((t) => t.slug === open) ?? null) : null;

  const openPanel = (slug: string, unpin = false) => {
    setAskingUnpin(unpin);
    setOpen(open === slug && !unpin ? null : slug);
  };
  // Beside its row: the panel starts where the row does, also after the list changes under it (a search, a pin).
  // On a phone it is a sheet over the bottom of the page instead (fleet.css).
  useLayoutEffect(() => {
    const box = tableBox.current;
    const row = open && box ? box.querySelector(`tr[data-slug="${CSS.escape(open)}"]`) : null;
    setPanelTop(row && box ? Math.max(0, row.getBoundingClientRect().top - box.getBoundingClientRect().top) : 0);
  }, [open, data]);
  useEffect(() => {
    if (pending && data?.templates.some((t) => t.slug === pending)) {
      setAskingUnpin(false);
      setOpen(pending);
      setPending(null);
    }
  }, [pending, data]);
  const closePanel = () => {
    const slug = open;
    setOpen(null);
    setAskingUnpin(false);
    if (slug) requestAnimationFrame(() => openers.current.get(slug)?.focus());
  };

  const pin = (slug: string, revision: number) =>
    void action.run(async () => {
      await fleet.put('/api/v1/hub/templates/{slug}/pin', { path: { slug }, body: { revision } });
      return `${slug} is pinned to revision ${revision}.`;
    });
  const unpin = (slug: string) =>
    void action.run(async () => {
      await fleet.delete('/api/v1/hub/templates/{slug}/pin', { path: { slug } });
      setAskingUnpin(false);
      return `${slug} follows the latest revision again.`;
    });

  const total = data?.pagination.total ?? 0;
  return (
    <div className="catalog-page">
      <h1>Catalog</h1>
      <p className="muted">
        The hub&apos;s templates as the hub ranks them, whether each runs on this cluster (the hub checks the inventory
        this fleet reports), and what this fleet serves. Pin a template to keep deploying a revision you have tested.
      </p>
      <TrustBanner trust={trust.data} />
      <CatalogFilters filters={filters} searching={search !== ''} facets={data?.facets} onChange={changeFilters} />
      <UpdatesWaiting updates={updates.data ?? []} onReview={find} onFind={find} />
      <ErrorNote error={action.error} />
      <Notice text={action.notice} />
      <ErrorNote error={catalog.error} />
      {data && <CatalogSummary data={data} fits={fits} onCorrect={(text) => changeFilters({ text })} />}
      {!data && !catalog.error && <Loading />}
      {data && data.templates.length === 0 && (
        <p className="muted">
          {total === 0 && !search && !category && !tag && !fits
            ? 'Nothing mirrored yet: set the hub in Settings and sync.'
            : 'No template matches.'}
        </p>
      )}
      {data && data.templates.length > 0 && (
        <div className={item ? 'catalog-layout with-panel' : 'catalog-layout'}>
          <div className="table-wrap" ref={tableBox}>
            <table className="cards-on-phone catalog-table">
              <thead>
                <tr>
                  <th scope="col">Template</th>
                  <th scope="col">Needs</th>
                  <th scope="col">Runs here</th>
                  <th scope="col">This fleet</th>
                </tr>
              </thead>
              <tbody>
                {data.templates.map((t) => (
                  <CatalogRow
                    key={t.id}
                    t={t}
                    ranking={data.ranking}
                    open={open === t.slug}
                    busy={action.busy}
                    opener={(el) => {
                      if (el) openers.current.set(t.slug, el);
                      else openers.current.delete(t.slug);
                    }}
                    onOpen={() => openPanel(t.slug)}
                    onPin={(revision) => pin(t.slug, revision)}
                    onAskUnpin={() => openPanel(t.slug, true)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {item && (
            <RevisionPanel
              item={item}
              top={panelTop}
              busy={action.busy}
              askingUnpin={askingUnpin}
              onAskUnpin={setAskingUnpin}
              onPin={(revision) => pin(item.slug, revision)}
              onUnpin={() => unpin(item.slug)}
              onFind={find}
              onClose={closePanel}
            />
          )}
        </div>
      )}
      {data && <Pager page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={setPage} />}
    </div>
  );
}
