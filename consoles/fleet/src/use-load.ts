import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../shared/api.js';

/** Loads a resource, again on `reload()` or when a dependency changes; the API's refusal becomes `error`. */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: unknown[] = [],
): { data: T | null; error: string | null; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(errorText(e));
      });
    return () => controller.abort();
  }, [version, ...deps]);
  return { data, error, reload };
}
