import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatDate } from '../../shared/ui.js';

/** How long the replaced secret keeps working; the default is one day, so a running fleet can switch. */
export const OVERLAP: [string, string][] = [
  ['86400', '1 day'],
  ['3600', '1 hour'],
  ['604800', '7 days'],
  ['', 'none: refuse the old secret now'],
];

/** What a re-issue or rotation sends beside the id: the overlap of the old secret and the new secret's expiry. */
export interface ReissueOptions {
  grace_seconds?: number;
  expires_in_days?: number | null;
}

/** Expiry choices of a re-issue or rotation, in order; `keep` leaves the expiry as it is. */
export const EXPIRY_DAYS = ['7', '30', '90', '180', '365'];

/** The one line under the overlap choice: what happens to whoever still uses the old secret. */
export function overlapNote(grace: string, user: string): string {
  if (!grace) return `${user} using the old secret is refused from now on, until it is given the new one.`;
  const label = OVERLAP.find(([value]) => value === grace)?.[1] ?? `${grace} seconds`;
  return `${user} using the old secret keeps working for ${label}; give it the new secret before then.`;
}

/**
 * The controls of a re-issue (instance key) or rotation (access token): the new secret's expiry, showing the
 * current one and kept by default, and an overlap window for the old secret, one day by default.
 */
export function ReissueForm({
  kind,
  name,
  expiresAt,
  expired,
  user,
  busy,
  onSubmit,
  onCancel,
}: {
  kind: 'Re-issue' | 'Rotate';
  name: string;
  expiresAt: string | null;
  expired: boolean;
  /** Who uses the secret, for the overlap line ("The fleet", "The MCP client"). */
  user: string;
  busy: boolean;
  onSubmit: (body: ReissueOptions) => void;
  onCancel: () => void;
}) {
  const [expiry, setExpiry] = useState(expired ? '30' : 'keep');
  const [grace, setGrace] = useState('86400');
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ReissueOptions = {};
    if (grace) body.grace_seconds = Number(grace);
    if (expiry === 'never') body.expires_in_days = null;
    else if (expiry !== 'keep') body.expires_in_days = Number(expiry);
    onSubmit(body);
  };
  const current = expiresAt ? formatDate(expiresAt) : 'never';
  return (
    <form className="reissue" onSubmit={submit} aria-label={`${kind} ${name}`}>
      <fieldset>
        <legend>
          {kind} “{name}”
        </legend>
        <p className="muted">
          Current expiry: <strong data-testid="current-expiry">{current}</strong>
          {expired && ' (passed: choose a new one)'}
        </p>
        <div className="row">
          <div>
            <label htmlFor="reissue-expiry">New secret expires</label>
            <select id="reissue-expiry" ref={first} value={expiry} onChange={(e) => setExpiry(e.target.value)}>
              {!expired && <option value="keep">{expiresAt ? `as now (${current})` : 'never (as now)'}</option>}
              {EXPIRY_DAYS.map((days) => (
                <option key={days} value={days}>
                  in {days} days
                </option>
              ))}
              {(expired || expiresAt) && <option value="never">never</option>}
            </select>
          </div>
          <div>
            <label htmlFor="reissue-grace">Old secret keeps working</label>
            <select
              id="reissue-grace"
              aria-describedby="reissue-grace-note"
              value={grace}
              onChange={(e) => setGrace(e.target.value)}
            >
              {OVERLAP.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p id="reissue-grace-note" className="help">
          {overlapNote(grace, user)}
        </p>
        <div className="row">
          <button type="submit" disabled={busy}>
            {kind} {name}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </fieldset>
    </form>
  );
}
