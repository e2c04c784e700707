/**
 * A bespoke screen's own data: GET `path` (silent: the screen says a failure itself, decision 220), kept
 * until the path changes; `error` is set when it failed, for the screen's LoadFailed, and `reload` asks again.
 */
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { CaudalDataProvider } from '../data-provider/data-provider.ts';

export function useScreenData<T>(path: string | null): { data: T | undefined; error: unknown; loading: boolean; reload: () => void } {
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(path !== null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setLoading(true);
    dataProvider
      .call<T>('GET', path, undefined, { silent: true, signal: controller.signal })
      .then((answer) => {
        setData(answer);
        setError(undefined);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(reason ?? new Error('load failed'));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [dataProvider, path, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, loading, reload };
}
