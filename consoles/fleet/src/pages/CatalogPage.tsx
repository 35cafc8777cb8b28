import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatCpu, formatMemory, readableQuantities } from '../../../shared/quantities.js';
import { ErrorNote, formatDate, Loading, Notice } from '../../../shared/ui.js';
import {
  type CatalogItem,
  type CatalogQuery,
  fleet,
  type ReleaseChange,
  type TemplateChanges,
  type TemplateUpdate,
} from '../fleet-api.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';

/** The update classes (docs/fleet-console.md, "Update classes"): each its own words and badge. */
export const UPDATE_CLASS_TEXT: Record<TemplateUpdate['update_class'], string> = {
  required: 'Update required: the pinned revision was withdrawn',
  security: 'Security update',
  recommended: 'Recommended update: fixes or changes',
  other: 'Other update',
};

const VERDICT_TEXT: Record<NonNullable<CatalogItem['fit']>['verdict'], string> = {
  fits: 'Fits',
  does_not_fit: 'Does not fit',
  unknown: 'Unknown',
};

const RESOURCE_TEXT: Record<string, string> = {
  cpu_request: 'CPU',
  memory_request: 'Memory',
  gpu_count: 'GPUs',
  vram_request: 'Memory per GPU',
  concurrent_jobs: 'Concurrent jobs',
};

const SEARCH_DELAY_MS = 250;

function Notes({ changes }: { changes: ReleaseChange[] }) {
  if (!changes.length) return <span className="muted">No notes.</span>;
  return (
    <ul className="notes">
      {changes.map((c, i) => (
        <li key={i}>
          <span className={`badge change-${c.kind}`}>{c.kind}</span> {c.description}
        </li>
      ))}
    </ul>
  );
}

function resourceValue(field: string, value: string | number): string {
  if (typeof value === 'number') return String(value);
  if (field === 'cpu_request') return formatCpu(value);
  if (field === 'memory_request' || field === 'vram_request') return formatMemory(value);
  return value;
}

function gpuText(t: CatalogItem): string {
  if (t.gpu_count <= 0) return 'No GPU';
  const memory = formatMemory(t.vram_request);
  return `${t.gpu_count} GPU${t.gpu_count === 1 ? '' : 's'}${memory === '—' ? '' : ` × ${memory}`}`;
}

/** The release notes and the diff between the served revision and another (the hub's `/changes`). */
function ChangesView({ changes }: { changes: TemplateChanges }) {
  const { diff } = changes;
  const names = (list: string[]) => list.map((n) => <code key={n}>{n} </code>);
  const nothing =
    !diff.image_ref &&
    !diff.resources.length &&
    !diff.env_schema.added.length &&
    !diff.env_schema.removed.length &&
    !diff.env_schema.newly_required.length &&
    !diff.ports.added.length &&
    !diff.ports.removed.length &&
    !diff.volume_mounts.added.length &&
    !diff.volume_mounts.removed.length;
  return (
    <div data-testid="changes">
      <h4>Release notes</h4>
      {changes.revisions.map((r) => (
        <div key={r.revision} data-testid="change-revision">
          <strong>
            Revision {r.revision} ({r.version || 'no version'})
          </strong>
          {r.yanked && <span className="badge">yanked</span>}
          {r.yanked && <p className="muted">Withdrawn: {r.yanked.reason}</p>}
          <Notes changes={r.changes} />
        </div>
      ))}
      <h4>
        What changes (revision {changes.from} → {changes.to})
      </h4>
      {nothing ? (
        <p className="muted" data-testid="diff">
          Nothing the fleet deploys changes (same image, resources, settings, ports and volumes).
        </p>
      ) : (
        <dl className="facts" data-testid="diff">
          {diff.image_ref && (
            <>
              <dt>Image</dt>
              <dd>
                <code>{diff.image_ref.from}</code> → <code>{diff.image_ref.to}</code>
              </dd>
            </>
          )}
          {diff.resources.map((r) => (
            <div key={r.field} className="contents">
              <dt>{RESOURCE_TEXT[r.field] ?? r.field}</dt>
              <dd>
                {resourceValue(r.field, r.from)} → {resourceValue(r.field, r.to)}
              </dd>
            </div>
          ))}
          {diff.env_schema.added.length > 0 && (
            <>
              <dt>Settings added</dt>
              <dd>{names(diff.env_schema.added)}</dd>
            </>
          )}
          {diff.env_schema.removed.length > 0 && (
            <>
              <dt>Settings removed</dt>
              <dd>{names(diff.env_schema.removed)}</dd>
            </>
          )}
          {diff.env_schema.newly_required.length > 0 && (
            <>
              <dt>Settings now required</dt>
              <dd>{names(diff.env_schema.newly_required)}</dd>
            </>
          )}
          {(diff.ports.added.length > 0 || diff.ports.removed.length > 0) && (
            <>
              <dt>Ports</dt>
              <dd>
                {diff.ports.added.length} added, {diff.ports.removed.length} removed
              </dd>
            </>
          )}
          {(diff.volume_mounts.added.length > 0 || diff.volume_mounts.removed.length > 0) && (
            <>
              <dt>Volume mounts</dt>
              <dd>
                {diff.volume_mounts.added.length} added, {diff.volume_mounts.removed.length} removed
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}

/**
 * A template's revisions beside its row: the update to review (release notes and diff, then accept), every
 * revision with its notes and a pin button. It takes the focus when it opens; Escape closes it.
 */
function RevisionPanel({
  item,
  top,
  busy,
  onPin,
  onUnpin,
  onClose,
}: {
  item: CatalogItem;
  top: number;
  busy: boolean;
  onPin: (revision: number) => void;
  onUnpin: () => void;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [item.slug]);
  const versions = useLoad(
    () => fleet.get('/api/v1/hub/templates/{slug}/versions', { path: { slug: item.slug } }),
    [item.slug, item.pinned?.revision],
  );
  const update = item.update;
  const from = item.pinned?.revision ?? null;
  const target = update?.target_revision ?? null;
  const [reading, setReading] = useState(false);
  const changes = useLoad(
    () =>
      reading && from !== null && target !== null
        ? fleet.get('/api/v1/hub/templates/{slug}/changes', {
            path: { slug: item.slug },
            query: { from: String(from), to: String(target) },
          })
        : Promise.resolve(null),
    [reading, item.slug, from, target],
  );
  useEffect(() => setReading(false), [item.slug, from, target]);
  // A pin pressed here disables its button while it runs, which drops the focus to the page: bring it back.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && (!document.activeElement || document.activeElement === document.body)) {
      heading.current?.focus();
    }
    wasBusy.current = busy;
  }, [busy]);
  // Once an update is accepted its review goes away with the button that had the focus: the panel keeps it.
  const hadUpdate = useRef(update !== null);
  useEffect(() => {
    if (hadUpdate.current && update === null) heading.current?.focus();
    hadUpdate.current = update !== null;
  }, [update]);

  // Escape closes the panel when the focus is in it, or nowhere (a button that was pressed and then disabled
  // while its work ran lets the focus fall to the page).
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      if (!active || active === document.body || section.current?.contains(active)) {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <section
      className="card revision-panel"
      aria-labelledby="h-panel"
      data-testid="revision-panel"
      style={{ marginTop: top }}
      ref={section}
    >
      <div className="panel-head">
        <h2 id="h-panel" ref={heading} tabIndex={-1}>
          Revisions of {item.name}
        </h2>
        <button type="button" className="secondary small" onClick={onClose}>
          Close<span className="visually-hidden"> the revisions of {item.name}</span>
        </button>
      </div>
      <p className="muted">
        {item.pinned
          ? `Pinned to revision ${item.pinned.revision} by ${item.pinned.by}; the latest is ${item.revision ?? '—'}.`
          : `Follows the latest revision (${item.revision ?? '—'}).`}
      </p>
      {item.pinned && (
        <p>
          <button type="button" className="secondary small" disabled={busy} onClick={onUnpin}>
            Unpin (follow the latest)
          </button>
        </p>
      )}
      {update && (
        <section aria-labelledby="h-update" className="update-review" data-testid="update-review">
          <h3 id="h-update">
            Update: revision {from} → {target ?? 'none to move to'}
          </h3>
          <p>
            <span className={`badge update-${update.update_class}`} data-testid="update-class">
              {UPDATE_CLASS_TEXT[update.update_class]}
            </span>
          </p>
          {target !== null && !reading && (
            <button type="button" className="small" onClick={() => setReading(true)}>
              Read the release notes and the diff
            </button>
          )}
          {reading && (
            <>
              <ErrorNote error={changes.error} />
              {!changes.data && !changes.error && <Loading />}
              {changes.data && (
                <>
                  <ChangesView changes={changes.data} />
                  <p className="muted">Accepting pins revision {target}: the fleet then serves it.</p>
                  <button type="button" disabled={busy} onClick={() => onPin(target!)}>
                    Accept the update: pin revision {target}
                  </button>
                </>
              )}
            </>
          )}
        </section>
      )}
      <h3>All revisions</h3>
      <ErrorNote error={versions.error} />
      {!versions.data && !versions.error && <Loading />}
      <ol className="plain revisions">
        {versions.data?.versions.map(({ revision, entry }) => (
          <li key={revision} className="revision" data-testid="revision">
            <h4>
              Revision {revision}
              {entry && ` · ${entry.version || 'no version'} · ${formatDate(entry.published_at)}`}{' '}
              {versions.data?.pinned?.revision === revision && <span className="badge">pinned</span>}
              {versions.data?.latest_revision === revision && <span className="badge">latest</span>}
              {entry?.contains_security_updates && <span className="badge">security</span>}
              {entry?.yanked && <span className="badge">yanked</span>}
            </h4>
            {entry && (
              <>
                <p>
                  <code>{entry.image_ref}</code>
                </p>
                {entry.yanked && <p>Withdrawn: {entry.yanked.reason}</p>}
                <Notes changes={entry.changes} />
              </>
            )}
            <button
              type="button"
              className="small secondary"
              disabled={busy || !!entry?.yanked || versions.data?.pinned?.revision === revision}
              onClick={() => onPin(revision)}
            >
              Pin revision {revision}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function FitCell({ item, ranking }: { item: CatalogItem; ranking: string }) {
  if (!item.fit) {
    return <span className="muted">{ranking === 'local' ? 'Unknown: the hub did not answer' : 'Unknown'}</span>;
  }
  const { verdict, reasons } = item.fit;
  return (
    <>
      <span className={`badge fit-${verdict}`} data-testid="fit-verdict">
        {VERDICT_TEXT[verdict]}
      </span>
      {reasons.length > 0 && (
        <ul className="plain reasons" data-testid="fit-reasons">
          {reasons.map((r, i) => (
            <li key={i}>{readableQuantities(r.message)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The fleet's Catalog (issue 33 item 1): the hub's catalog as the hub ranks it, with category and tag filters,
 * what each template needs in readable units, whether it runs on this cluster and why, and the pin and update
 * actions on each row; a template's revisions open beside its row.
 */
export function CatalogPage() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [tag, setTag] = useState('');
  const [fits, setFits] = useState(false);
  const [sort, setSort] = useState<CatalogQuery['sort'] | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [panelTop, setPanelTop] = useState(0);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const tableBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

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
  const action = useAction(() => {
    catalog.reload();
    updates.reload();
  });
  // "Review" in the updates list: find the template by its slug (the hub ranks an exact slug first), then open it.
  const [pending, setPending] = useState<string | null>(null);
  const review = (slug: string) => {
    setCategory('');
    setTag('');
    setFits(false);
    setText(slug);
    setPending(slug);
  };
  const data = catalog.data;
  const item = open ? (data?.templates.find((t) => t.slug === open) ?? null) : null;

  const openPanel = (slug: string) => setOpen(open === slug ? null : slug);
  // Beside its row: the panel starts where the row does, also after the list changes under it (a search, a pin).
  // On a phone it is a sheet over the bottom of the page instead (fleet.css).
  useLayoutEffect(() => {
    const box = tableBox.current;
    const row = open && box ? box.querySelector(`tr[data-slug="${CSS.escape(open)}"]`) : null;
    setPanelTop(row && box ? Math.max(0, row.getBoundingClientRect().top - box.getBoundingClientRect().top) : 0);
  }, [open, data]);
  useEffect(() => {
    if (pending && data?.templates.some((t) => t.slug === pending)) {
      setOpen(pending);
      setPending(null);
    }
  }, [pending, data]);
  const closePanel = () => {
    const slug = open;
    setOpen(null);
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
      return `${slug} follows the latest revision again.`;
    });

  const facetCategory = data?.facets.category ?? [];
  const facetTags = data?.facets.tags ?? [];
  const total = data?.pagination.total ?? 0;

  return (
    <div className="catalog-page">
      <h1>Catalog</h1>
      <p className="muted">
        The hub&apos;s templates as the hub ranks them, whether each runs on this cluster (the hub checks the inventory
        this fleet reports), and what this fleet serves. Pin a template to keep deploying a revision you have tested.
      </p>
      <form
        className="filters catalog-filters"
        role="search"
        aria-label="Filter the catalog"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grow">
          <label htmlFor="catalog-search">Search</label>
          <input
            id="catalog-search"
            type="search"
            value={text}
            maxLength={200}
            placeholder="e.g. stable diffusion, postgres, llm"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="catalog-category">Category</label>
          <select
            id="catalog-category"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All categories</option>
            {category && !facetCategory.some((c) => c.slug === category) && (
              <option value={category}>{category} (0)</option>
            )}
            {facetCategory.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name} ({c.count})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="catalog-tag">Tag</label>
          <select
            id="catalog-tag"
            value={tag}
            onChange={(e) => {
              setTag(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All tags</option>
            {tag && !facetTags.some((t) => t.tag === tag) && <option value={tag}>{tag} (0)</option>}
            {facetTags.map((t) => (
              <option key={t.tag} value={t.tag}>
                {t.tag} ({t.count})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="catalog-sort">Order</label>
          <select
            id="catalog-sort"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as CatalogQuery['sort']);
              setPage(1);
            }}
          >
            <option value="">{search ? 'Relevance' : 'Name'}</option>
            <option value="name">Name</option>
            <option value="updated">Recently updated</option>
            <option value="downloads">Most downloaded</option>
          </select>
        </div>
        <div className="check">
          <input
            id="catalog-fits"
            type="checkbox"
            checked={fits}
            onChange={(e) => {
              setFits(e.target.checked);
              setPage(1);
            }}
          />
          <label htmlFor="catalog-fits">Fits this cluster</label>
        </div>
      </form>
      {updates.data && updates.data.length > 0 && (
        <section aria-labelledby="h-updates" className="updates-waiting">
          <h2 id="h-updates">Updates waiting</h2>
          <ul className="plain">
            {updates.data.map((u) => (
              <li key={u.id} data-testid="update">
                <span className={`badge update-${u.update_class}`}>{UPDATE_CLASS_TEXT[u.update_class]}</span> {u.name}:
                revision {u.pinned.revision} → {u.target_revision ?? 'none to move to'}{' '}
                <button type="button" className="secondary small" onClick={() => review(u.slug)}>
                  Review<span className="visually-hidden"> the update of {u.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ErrorNote error={action.error} />
      <Notice text={action.notice} />
      <ErrorNote error={catalog.error} />
      {data && (
        <div aria-live="polite" data-testid="catalog-summary">
          <p>
            <strong data-testid="catalog-total">{total}</strong> template{total === 1 ? '' : 's'}
            {data.ranking === 'hub' ? ', ranked by the hub.' : '.'}
            {data.did_you_mean && (
              <>
                {' '}
                Corrected to{' '}
                <button type="button" className="link" onClick={() => setText(data.did_you_mean!)}>
                  {data.did_you_mean}
                </button>
                .
              </>
            )}
          </p>
          {data.ranking === 'local' && (
            <p className="warning" data-testid="catalog-local">
              The hub did not answer ({data.hub_error}): this is a plain filter over the templates this fleet mirrors,
              by name, and whether they fit is unknown{fits ? ' (the “Fits this cluster” filter is not applied)' : ''}.
            </p>
          )}
        </div>
      )}
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
                  <tr
                    key={t.id}
                    data-testid="catalog-row"
                    data-slug={t.slug}
                    className={open === t.slug ? 'selected' : undefined}
                  >
                    <th scope="row" data-label="Template">
                      {t.name} <code>{t.slug}</code>
                      {t.deprecated && <span className="badge">deprecated</span>}
                      <div className="muted small-text">{t.category_name}</div>
                      {t.tags.length > 0 && (
                        <div>
                          {t.tags.slice(0, 4).map((x) => (
                            <span key={x} className="tag">
                              {x}
                            </span>
                          ))}
                        </div>
                      )}
                    </th>
                    <td data-label="Needs">
                      <ul className="plain needs">
                        <li data-testid="needs-gpu">{gpuText(t)}</li>
                        <li data-testid="needs-cpu">{formatCpu(t.cpu_request)}</li>
                        <li data-testid="needs-memory">{formatMemory(t.memory_request)} memory</li>
                      </ul>
                    </td>
                    <td data-label="Runs here" data-testid="fit-cell">
                      <FitCell item={t} ranking={data.ranking} />
                    </td>
                    <td data-label="This fleet">
                      <div data-testid="serving">
                        {t.pinned
                          ? `Pinned to revision ${t.pinned.revision} (latest ${t.revision ?? '—'})`
                          : `Revision ${t.revision ?? '—'} (follows the latest)`}
                      </div>
                      {t.update && (
                        <span className={`badge update-${t.update.update_class}`} data-testid="row-update-class">
                          {UPDATE_CLASS_TEXT[t.update.update_class]}
                        </span>
                      )}
                      <div className="actions">
                        <button
                          type="button"
                          className={t.update ? 'small' : 'secondary small'}
                          aria-expanded={open === t.slug}
                          ref={(el) => {
                            if (el) openers.current.set(t.slug, el);
                            else openers.current.delete(t.slug);
                          }}
                          onClick={() => openPanel(t.slug)}
                        >
                          {t.update ? 'Review update' : 'Revisions'}
                          <span className="visually-hidden"> of {t.name}</span>
                        </button>
                        {t.mirrored && !t.pinned && t.revision !== null && (
                          <button
                            type="button"
                            className="secondary small"
                            disabled={action.busy}
                            onClick={() => pin(t.slug, t.revision!)}
                          >
                            Pin
                            <span className="visually-hidden">
                              {' '}
                              {t.name} to revision {t.revision}
                            </span>
                          </button>
                        )}
                        {t.pinned && (
                          <button
                            type="button"
                            className="secondary small"
                            disabled={action.busy}
                            onClick={() => unpin(t.slug)}
                          >
                            Unpin<span className="visually-hidden"> {t.name}</span>
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {item && (
            <RevisionPanel
              item={item}
              top={panelTop}
              busy={action.busy}
              onPin={(revision) => pin(item.slug, revision)}
              onUnpin={() => unpin(item.slug)}
              onClose={closePanel}
            />
          )}
        </div>
      )}
      {data && data.pagination.totalPages > 1 && (
        <nav className="pager" aria-label="Pages">
          <button type="button" className="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {data.pagination.page} of {data.pagination.totalPages}
          </span>
          <button
            type="button"
            className="secondary"
            disabled={page >= data.pagination.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
