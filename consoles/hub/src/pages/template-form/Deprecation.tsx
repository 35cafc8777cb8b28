import { useState } from 'react';
import { ConfirmDialog } from '../../../../shared/confirm-dialog.js';
import { FieldError, invalidProps, useFieldProblems, useFocusFirstError } from '../../../../shared/fields.js';
import { ErrorNote } from '../../../../shared/ui.js';
import { useAction } from '../../components.js';
import { hub, type AdminTemplate } from '../../hub-api.js';

/**
 * Deprecate (with a reason and, optionally, the template to use instead) or undeprecate, each after a confirmation.
 * A catalog field: it publishes no revision, and the template stays listed with a "Deprecated" badge.
 */
export function Deprecation({ template }: { template: AdminTemplate }) {
  const [current, setCurrent] = useState(template.deprecated);
  const [reason, setReason] = useState('');
  const [replacement, setReplacement] = useState('');
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const action = useAction();
  const { problems, edited } = useFieldProblems(action.problem);
  const fields: [string, string][] = [
    ['deprecated.reason', 'dep-reason'],
    ['deprecated.replacement_slug', 'dep-replacement'],
  ];
  useFocusFirstError(problems, fields);
  const save = () => {
    setAsking(false);
    setDone(null);
    void action.run(async () => {
      const deprecated = current ? null : { reason: reason.trim(), replacement_slug: replacement.trim() || null };
      const answer = await hub.put('/api/v1/admin/templates', { body: { id: template.id, deprecated } });
      setCurrent(answer.template.deprecated);
      setDone(answer.template.deprecated ? 'Deprecated.' : 'No longer deprecated.');
      setReason('');
      setReplacement('');
    });
  };
  return (
    <section aria-labelledby="h-deprecation" className="stack">
      <h2 id="h-deprecation">Deprecation</h2>
      {current ? (
        <p>
          <span className="badge deprecated">Deprecated</span> {current.reason}
          {current.replacement_slug && <> Use {current.replacement_slug} instead.</>}
        </p>
      ) : (
        <p className="muted">
          A deprecated template stays in the catalog, marked “Deprecated” with its reason; it publishes no revision.
        </p>
      )}
      <form
        className="stack"
        aria-label={current ? 'Undeprecate this template' : 'Deprecate this template'}
        onSubmit={(e) => {
          e.preventDefault();
          setAsking(true);
        }}
      >
        {!current && (
          <>
            <label htmlFor="dep-reason">Why is it deprecated?</label>
            <input
              id="dep-reason"
              required
              maxLength={1000}
              value={reason}
              {...invalidProps(problems, 'deprecated.reason', 'dep-reason')}
              onChange={(e) => {
                edited('deprecated.reason');
                setReason(e.target.value);
              }}
            />
            <FieldError problems={problems} field="deprecated.reason" id="dep-reason" />
            <label htmlFor="dep-replacement">Use instead (a template slug, optional)</label>
            <input
              id="dep-replacement"
              value={replacement}
              {...invalidProps(problems, 'deprecated.replacement_slug', 'dep-replacement')}
              onChange={(e) => {
                edited('deprecated.replacement_slug');
                setReplacement(e.target.value);
              }}
            />
            <FieldError problems={problems} field="deprecated.replacement_slug" id="dep-replacement" />
          </>
        )}
        <ErrorNote error={problems.length ? null : action.error} />
        {done && (
          <p role="status" className="ok">
            {done}
          </p>
        )}
        <div className="row">
          <button type="submit" className={current ? 'secondary' : 'danger'} disabled={action.busy}>
            {current ? 'Undeprecate…' : 'Deprecate…'}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={current ? `Undeprecate ${template.name}?` : `Deprecate ${template.name}?`}
        confirmLabel={current ? 'Undeprecate' : 'Deprecate'}
        danger={!current}
        onCancel={() => setAsking(false)}
        onConfirm={save}
      >
        <p>
          {current
            ? 'The catalog stops marking it deprecated.'
            : `The catalog marks it deprecated: “${reason.trim()}”${replacement.trim() ? `, use ${replacement.trim()} instead` : ''}.`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
