import { useEffect, useState } from 'react';
import type { CatalogItem } from '../../fleet-api.js';
import { ChangesQuestion } from './ChangesQuestion.js';
import { DeprecationNote } from './DeprecationNote.js';
import { deprecationOf, UPDATE_CLASS_TEXT } from './texts.js';

/** A pinned template's update: its class, a deprecation's reason, then the notes and diff, then "Accept". */
export function UpdateReview({
  item,
  busy,
  onPin,
  onFind,
}: {
  item: CatalogItem & { update: NonNullable<CatalogItem['update']>; pinned: NonNullable<CatalogItem['pinned']> };
  busy: boolean;
  onPin: (revision: number) => void;
  onFind: (slug: string) => void;
}) {
  const from = item.pinned.revision;
  const target = item.update.target_revision;
  const [reading, setReading] = useState(false);
  useEffect(() => setReading(false), [item.slug, from, target]);
  const deprecation = deprecationOf(item.deprecated);
  return (
    <section aria-labelledby="h-update" className="update-review" data-testid="update-review">
      <h3 id="h-update">
        Update: revision {from} → {target ?? 'none to move to'}
      </h3>
      <p>
        <span className={`badge update-${item.update.update_class}`} data-testid="update-class">
          {UPDATE_CLASS_TEXT[item.update.update_class]}
        </span>
      </p>
      {deprecation && <DeprecationNote deprecation={deprecation} onFind={onFind} />}
      {target !== null && !reading && (
        <button type="button" className="small" onClick={() => setReading(true)}>
          Read the release notes and the diff
        </button>
      )}
      {target !== null && reading && (
        <ChangesQuestion
          slug={item.slug}
          from={from}
          to={target}
          busy={busy}
          explanation={`Accepting pins revision ${target}: the fleet then serves it.`}
          confirmLabel={`Accept the update: pin revision ${target}`}
          onConfirm={() => onPin(target)}
        />
      )}
    </section>
  );
}
