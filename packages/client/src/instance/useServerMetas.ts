import { useEffect, useState } from 'react';
import type { InstanceMeta } from './InstanceContext';
import { useInstance } from './InstanceContext';

/**
 * The meta of each of these servers as far as it is known now (null for one never reached),
 * asking those without a fresh copy while `active`. Never waits: a server that is down simply
 * stays null, or keeps its last copy.
 */
export function useServerMetas(
  origins: readonly string[],
  active: boolean,
): Map<string, InstanceMeta | null> {
  const { metaCache } = useInstance();
  const [, setVersion] = useState(0);
  const key = origins.join('\n');
  useEffect(() => {
    if (!metaCache || !active) return;
    let live = true;
    for (const origin of key.split('\n')) {
      if (!origin) continue;
      metaCache.get(origin).then(
        () => live && setVersion((n) => n + 1),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [metaCache, active, key]);
  return new Map(origins.map((origin) => [origin, metaCache?.cached(origin) ?? null]));
}
