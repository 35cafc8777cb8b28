import { type FormEvent, useEffect, useRef, useState } from 'react';
import { navigate } from '../../../shared/router.js';
import { ErrorNote, Link, Loading } from '../../../shared/ui.js';
import { formatMemory } from '../../../shared/quantities.js';
import { PageTitle, Pager, useLoad } from '../components.js';
import { hub, query } from '../hub-api.js';
import { markdownText } from '../markdown.js';

const PAGE_SIZE = 12;
/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 250;
/** The GPU needs the `gpu` facet counts, as the filter offers them. */
const GPU_NEEDS: [string, string][] = [
  ['none', 'No GPU'],
  ['1', '1 GPU'],
  ['2+', '2 or more GPUs'],
];

/** The catalog browser: every filter lives in the address, so a search can be shared and Back works. */
export function CatalogPage({ params }: { params: URLSearchParams }) {
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const tags = params.get('tags') ?? '';
  const kind = params.get('kind') ?? '';
  const gpuParam = params.get('gpu') ?? '';
  const gpu = gpuParam === 'none' || gpuParam === '1' || gpuParam === '2+' ? gpuParam : '';
  const featured = params.get('featured') === 'true';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const categories = useLoad(() => hub.get('/api/v1/catalog/categories'), []);
  const list = useLoad(
    () =>
      hub.get('/api/v1/catalog/templates', {
        query: {
          search,
          category,
          tags,
          kind,
          gpu,
          featured: featured ? 'true' : undefined,
          page: String(page),
          limit: String(PAGE_SIZE),
          facets: 'category,tags,kind,gpu',
        },
      }),
    [search, category, tags, kind, gpu, featured, page],
  );

  const go = (next: Record<string, string | number | boolean>, replace = false) =>
    navigate(
      `/${query({ search, category, tags, kind, gpu, featured, page: 1, ...next }).replace(/[?&]page=1(?=&|$)/, '')}`,
      replace,
    );

  const [draft, setDraft] = useState({ search, category, tags, kind, gpu, featured });
  // Search as you type: once typing pauses, the address (and so the list) follows the search box. Refining a
  // search replaces the history entry, so Back leaves the search rather than stepping through its letters.
  const typed = useRef(search);
  useEffect(() => {
    if (draft.search === search) return;
    const timer = setTimeout(() => {
      typed.current = draft.search;
      go({ search: draft.search }, search !== '');
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft.search, search]);
  // The tags box follows typing the same way.
  useEffect(() => {
    if (draft.tags === tags) return;
    const timer = setTimeout(() => go({ tags: draft.tags }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft.tags, tags]);
  // The address changed otherwise (a link, Back): the search box shows it.
  useEffect(() => {
    if (search === typed.current) return;
    typed.current = search;
    setDraft((d) => ({ ...d, search }));
  }, [search]);
  // The filters follow the address too (a tag link, Back, Clear).
  useEffect(
    () => setDraft((d) => ({ ...d, category, tags, kind, gpu, featured })),
    [category, tags, kind, gpu, featured],
  );
  const facets = list.data?.facets;
  const categoryCount = (slug: string, fallback: number) =>
    facets?.category ? (facets.category.find((f) => f.slug === slug)?.count ?? 0) : fallback;
  // The kinds counted for this query, and the one chosen even when nothing of it is left.
  const kinds = facets?.kind ?? [];
  const kindOptions = kind && !kinds.some((k) => k.kind === kind) ? [...kinds, { kind, count: 0 }] : kinds;
  const gpuCount = (value: string) => facets?.gpu?.find((f) => f.value === value)?.count;
  // Every filter applies as it changes (selects at once, the text boxes after a pause); Enter applies the boxes now.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };

  return (
    <>
      <PageTitle title="Catalog">Catalog</PageTitle>
      <form className="filters" role="search" aria-label="Filter the catalog" onSubmit={submit}>
        <div className="wide">
          <label htmlFor="f-search">Search</label>
          <input
            id="f-search"
            type="search"
            value={draft.search}
            placeholder="Name, tag or description"
            aria-describedby="f-search-help"
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
          <span id="f-search-help" className="help">
            Results follow as you type; typos in names and tags are forgiven.
          </span>
        </div>
        <div>
          <label htmlFor="f-category">Category</label>
          <select id="f-category" value={draft.category} onChange={(e) => go({ category: e.target.value })}>
            <option value="">All categories</option>
            {(categories.data?.categories ?? []).map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name} ({categoryCount(c.slug, c.template_count)})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-tags">Tags</label>
          <input
            id="f-tags"
            value={draft.tags}
            placeholder="e.g. llm, vision"
            aria-describedby="f-tags-help"
            onChange={(e) => setDraft({ ...draft, tags: e.target.value })}
          />
          <span id="f-tags-help" className="help">
            Comma-separated; any of them matches. Results follow as you type.
          </span>
        </div>
        <div>
          <label htmlFor="f-kind">Kind</label>
          <select id="f-kind" value={draft.kind} onChange={(e) => go({ kind: e.target.value })}>
            <option value="">All kinds</option>
            {kindOptions.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.kind} ({k.count})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-gpu">GPU</label>
          <select id="f-gpu" value={draft.gpu} onChange={(e) => go({ gpu: e.target.value })}>
            <option value="">Any GPU need</option>
            {GPU_NEEDS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
                {gpuCount(value) === undefined ? '' : ` (${gpuCount(value)})`}
              </option>
            ))}
          </select>
        </div>
        <div className="check">
          <input
            id="f-featured"
            type="checkbox"
            checked={draft.featured}
            onChange={(e) => go({ featured: e.target.checked })}
          />
          <label htmlFor="f-featured">Featured only</label>
        </div>
        <div className="row">
          {(search || category || tags || kind || gpu || featured) && (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setDraft({ search: '', category: '', tags: '', kind: '', gpu: '', featured: false });
                navigate('/');
              }}
            >
              Clear
            </button>
          )}
        </div>
      </form>
      {facets?.tags && facets.tags.length > 0 && (
        <nav className="tag-facets" aria-label="Tags in these results">
          {facets.tags.map((f) => (
            <Link
              key={f.tag}
              to={`/${query({ search, category, tags: f.tag, kind, gpu, featured })}`}
              className="tag"
              current={tags === f.tag}
            >
              {f.tag} <span className="count">({f.count})</span>
            </Link>
          ))}
        </nav>
      )}
      {list.data?.did_you_mean && (
        <p className="did-you-mean">
          Did you mean{' '}
          <Link to={`/${query({ search: list.data.did_you_mean, category, tags, kind, gpu, featured })}`}>
            {list.data.did_you_mean}
          </Link>
          ?
        </p>
      )}
      <ErrorNote error={list.error ?? categories.error} />
      {list.data === null && !list.error ? (
        <Loading />
      ) : list.data ? (
        <>
          {list.data.templates.length === 0 ? (
            <p>No template matches.</p>
          ) : (
            <ul className="cards" aria-label="Templates">
              {list.data.templates.map((t) => (
                <li key={t.id} className="card">
                  <h2>
                    <Link to={`/templates/${encodeURIComponent(t.slug)}`}>{t.name}</Link>
                  </h2>
                  <p className="meta">
                    {t.category_name}
                    {t.is_featured && <span className="badge">Featured</span>}
                    {t.deprecated && <span className="badge deprecated">Deprecated</span>}
                    {t.gpu_count > 0 && <span className="badge">GPU ×{t.gpu_count}</span>}
                  </p>
                  {(t.memory_request || t.vram_request) && (
                    <p className="muted">
                      {t.memory_request && <>Memory {formatMemory(t.memory_request)}</>}
                      {t.memory_request && t.vram_request && ' · '}
                      {t.vram_request && <>VRAM {formatMemory(t.vram_request)}</>}
                    </p>
                  )}
                  <p className="muted clamp">{markdownText(t.description)}</p>
                  <div aria-label="Tags">
                    {t.tags.map((tag) => (
                      <Link key={tag} to={`/?tags=${encodeURIComponent(tag)}`} className="tag">
                        {tag}
                      </Link>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager pagination={list.data.pagination} onPage={(p) => go({ page: p })} noun={['template', 'templates']} />
        </>
      ) : null}
    </>
  );
}
