import { formatCpu, formatMemory, readableQuantities } from '../../../../shared/quantities.js';
import type { CatalogItem } from '../../fleet-api.js';
import { SignatureBadge } from './SignatureBadge.js';
import { deprecationOf, gpuText, UPDATE_CLASS_TEXT, VERDICT_TEXT } from './texts.js';

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

/** What it needs, of the revision the fleet deploys (the pinned one when pinned: it says so). */
function NeedsCell({ t }: { t: CatalogItem }) {
  return (
    <ul className="plain needs">
      <li data-testid="needs-gpu">{gpuText(t)}</li>
      <li data-testid="needs-cpu">{formatCpu(t.cpu_request)}</li>
      <li data-testid="needs-memory">{formatMemory(t.memory_request)} memory</li>
      {t.needs_revision !== null && t.needs_revision !== t.revision && (
        <li className="muted small-text" data-testid="needs-revision">
          of the pinned revision {t.needs_revision}
        </li>
      )}
    </ul>
  );
}

/** One template: what it is, what it needs, whether it runs here, what this fleet serves and its actions. */
export function CatalogRow({
  t,
  ranking,
  open,
  busy,
  opener,
  onOpen,
  onPin,
  onAskUnpin,
}: {
  t: CatalogItem;
  ranking: string;
  open: boolean;
  busy: boolean;
  opener: (el: HTMLButtonElement | null) => void;
  onOpen: () => void;
  onPin: (revision: number) => void;
  onAskUnpin: () => void;
}) {
  const deprecation = deprecationOf(t.deprecated);
  return (
    <tr data-testid="catalog-row" data-slug={t.slug} className={open ? 'selected' : undefined}>
      <th scope="row" data-label="Template">
        {t.name} <code>{t.slug}</code>
        {deprecation && (
          <span className="badge" title={deprecation.reason}>
            deprecated
          </span>
        )}
        <div>
          <SignatureBadge signature={t.signature} />
        </div>
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
        <NeedsCell t={t} />
      </td>
      <td data-label="Runs here" data-testid="fit-cell">
        <FitCell item={t} ranking={ranking} />
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
            aria-expanded={open}
            ref={opener}
            onClick={onOpen}
          >
            {t.update ? 'Review update' : 'Revisions'}
            <span className="visually-hidden"> of {t.name}</span>
          </button>
          {t.mirrored && !t.pinned && t.revision !== null && (
            <button type="button" className="secondary small" disabled={busy} onClick={() => onPin(t.revision!)}>
              Pin
              <span className="visually-hidden">
                {' '}
                {t.name} to revision {t.revision}
              </span>
            </button>
          )}
          {t.pinned && (
            <button type="button" className="secondary small" disabled={busy} onClick={onAskUnpin}>
              Unpin<span className="visually-hidden"> {t.name}</span>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
