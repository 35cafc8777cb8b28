import type { CatalogQuery, FleetCatalog } from './types.js';

export interface Filters {
  text: string;
  category: string;
  tag: string;
  fits: boolean;
  sort: CatalogQuery['sort'] | '';
}

/** Search (follows typing), category, tag, order and "Fits this cluster": each applies as it changes. */
export function CatalogFilters({
  filters,
  searching,
  facets,
  onChange,
}: {
  filters: Filters;
  /** A search is in force (the default order is then relevance). */
  searching: boolean;
  facets: FleetCatalog['facets'] | undefined;
  onChange: (change: Partial<Filters>) => void;
}) {
  const { text, category, tag, fits, sort } = filters;
  const facetCategory = facets?.category ?? [];
  const facetTags = facets?.tags ?? [];
  return (
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
          onChange={(e) => onChange({ text: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor="catalog-category">Category</label>
        <select id="catalog-category" value={category} onChange={(e) => onChange({ category: e.target.value })}>
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
        <select id="catalog-tag" value={tag} onChange={(e) => onChange({ tag: e.target.value })}>
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
          onChange={(e) => onChange({ sort: e.target.value as CatalogQuery['sort'] })}
        >
          <option value="">{searching ? 'Relevance' : 'Name'}</option>
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
          onChange={(e) => onChange({ fits: e.target.checked })}
        />
        <label htmlFor="catalog-fits">Fits this cluster</label>
      </div>
    </form>
  );
}
