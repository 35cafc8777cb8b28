import { type FormEvent, useState } from 'react';
import { navigate } from '../../../shared/router.js';
import { ErrorNote, Link, Loading } from '../../../shared/ui.js';
import { PageTitle, Pager, useLoad } from '../components.js';
import { api, query } from '../hub-api.js';
import type { CatalogTemplate, Category, Pagination } from '../types.js';

const PAGE_SIZE = 12;

/** The catalog browser: every filter lives in the address, so a search can be shared and Back works. */
export function CatalogPage({ params }: { params: URLSearchParams }) {
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const tags = params.get('tags') ?? '';
  const featured = params.get('featured') === 'true';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const categories = useLoad(() => api<{ categories: Category[] }>('/catalog/categories'), []);
  const list = useLoad(
    () =>
      api<{ templates: CatalogTemplate[]; pagination: Pagination }>(
        `/catalog/templates${query({ search, category, tags, featured: featured ? 'true' : '', page, limit: PAGE_SIZE })}`,
      ),
    [search, category, tags, featured, page],
  );

  const go = (next: Record<string, string | number | boolean>) =>
    navigate(`/${query({ search, category, tags, featured, page: 1, ...next }).replace(/[?&]page=1(?=&|$)/, '')}`);

  const [draft, setDraft] = useState({ search, category, tags, featured });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };

  return (
    <>
      <PageTitle title="Catalog">Catalog</PageTitle>
      <form className="filters" role="search" aria-label="Filter the catalog" onSubmit={submit}>
        <div>
          <label htmlFor="f-search">Search</label>
          <input
            id="f-search"
            type="search"
            value={draft.search}
            placeholder="Name or description"
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="f-category">Category</label>
          <select
            id="f-category"
            value={draft.category}
            onChange={(e) => setDraft({ ...draft, category: e.target.value })}
          >
            <option value="">All categories</option>
            {(categories.data?.categories ?? []).map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name} ({c.template_count})
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
            Comma-separated; any of them matches.
          </span>
        </div>
        <div className="check">
          <input
            id="f-featured"
            type="checkbox"
            checked={draft.featured}
            onChange={(e) => setDraft({ ...draft, featured: e.target.checked })}
          />
          <label htmlFor="f-featured">Featured only</label>
        </div>
        <div className="row">
          <button type="submit">Apply</button>
          {(search || category || tags || featured) && (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setDraft({ search: '', category: '', tags: '', featured: false });
                navigate('/');
              }}
            >
              Clear
            </button>
          )}
        </div>
      </form>
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
                    {t.gpu_count > 0 && <span className="badge">GPU ×{t.gpu_count}</span>}
                  </p>
                  <p className="muted clamp">{t.description}</p>
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
