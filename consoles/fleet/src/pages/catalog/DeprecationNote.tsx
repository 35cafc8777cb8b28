import type { Deprecation } from './texts.js';

/** Why the hub deprecates a template and what replaces it; the replacement is a search for it on this page. */
export function DeprecationNote({
  deprecation,
  onFind,
}: {
  deprecation: Deprecation;
  onFind?: (slug: string) => void;
}) {
  const replacement = deprecation.replacement_slug;
  return (
    <p className="deprecation" data-testid="deprecation">
      Deprecated: {deprecation.reason || 'no reason given'}
      {replacement && (
        <>
          {' '}
          Replacement:{' '}
          {onFind ? (
            <button type="button" className="link" onClick={() => onFind(replacement)}>
              {replacement}
            </button>
          ) : (
            <code>{replacement}</code>
          )}
          .
        </>
      )}
    </p>
  );
}
