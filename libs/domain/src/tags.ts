/**
 * A tag as the catalog compares tags (docs/search.md, "Tags"): lowercase, runs of spaces, `_` and `-` as one `-`,
 * none at either end. The hub's search and the fleet's mirror both compare so; the hub's SQL function
 * `hub_search_tag` (migration 1795640000000-catalog-search) says the same for the stored tags.
 */
export function searchTag(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
