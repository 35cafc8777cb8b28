import { useEffect, useRef } from 'react';
import type { CatalogItem } from '../../fleet-api.js';
import { ChangesQuestion } from './ChangesQuestion.js';

/**
 * "Unpin" asks first: unpinning makes the fleet serve the latest revision at once, so the notes and the diff from
 * the pinned revision to the latest come before the button that does it (as "Accept the update" does).
 */
export function UnpinReview({
  item,
  busy,
  onUnpin,
  onCancel,
}: {
  item: CatalogItem & { pinned: NonNullable<CatalogItem['pinned']> };
  busy: boolean;
  onUnpin: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [item.slug]);
  const from = item.pinned.revision;
  const latest = item.revision ?? from;
  return (
    <section aria-labelledby="h-unpin" className="update-review" data-testid="unpin-review">
      <h3 id="h-unpin" ref={heading} tabIndex={-1}>
        Unpin: revision {from} → latest ({latest})
      </h3>
      <ChangesQuestion
        slug={item.slug}
        from={from}
        to={latest}
        busy={busy}
        explanation={`Unpinning makes the fleet serve the latest revision (${latest}) at once, and each later one as the hub publishes it.`}
        confirmLabel={`Unpin: follow the latest (revision ${latest})`}
        onConfirm={onUnpin}
        cancelLabel="Keep the pin"
        onCancel={onCancel}
      />
    </section>
  );
}
