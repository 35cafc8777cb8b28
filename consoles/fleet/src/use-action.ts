import { useState } from 'react';
import { errorText } from '../../shared/api.js';

/**
 * A button's work against the API: `busy` while it runs, the refusal's detail as `error`, the string the
 * work returns (if any) as `notice`, and `after` (usually the list's reload) once it is over either way.
 */
export function useAction(after?: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The refusal itself (its field errors are shown at the fields: shared/fields.tsx). */
  const [problem, setProblem] = useState<unknown>(null);
  const run = async (work: () => Promise<string | void>) => {
    setError(null);
    setNotice(null);
    setProblem(null);
    setBusy(true);
    try {
      const message = await work();
      if (typeof message === 'string') setNotice(message);
    } catch (e) {
      setError(errorText(e));
      setProblem(e);
    } finally {
      setBusy(false);
      after?.();
    }
  };
  /** Forgets the refusal once the person edits what it was about (its field errors and note go). */
  const clearProblem = () => {
    setProblem(null);
    setError(null);
  };
  return { busy, error, notice, problem, setNotice, run, clearProblem };
}
