import type * as Misskey from 'misskey-js';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { ServerMetaCache } from './serverMeta';

export type InstanceMeta = Misskey.entities.MetaDetailed;

/**
 * The current account's server, or the default server when signed out: its meta, and the
 * host shown in handles of its local users.
 */
export interface InstanceInfo {
  origin: string;
  /** Host name shown in handles of its local users: '@alice@host'. */
  host: string;
  /** Null when the server could not be reached at start. */
  meta: InstanceMeta | null;
  /**
   * The server this client offers for sign-in with a password (config.json's, else the one
   * serving the client); `origin` when left out.
   */
  defaultOrigin?: string;
  /**
   * The per-server meta cache (spec 000 §7). When given, `meta` follows it: a start-up from a
   * cached copy shows the server's newer answer as soon as the background refresh brings it.
   */
  metaCache?: ServerMetaCache;
}

const InstanceContext = createContext<InstanceInfo | null>(null);

export function InstanceProvider({ instance, children }: { instance: InstanceInfo; children: ReactNode }) {
  const [live, setLive] = useState<{ from: InstanceInfo; meta: InstanceMeta | null }>({
    from: instance,
    meta: instance.meta,
  });
  const { metaCache, origin } = instance;
  useEffect(() => {
    if (!metaCache) return;
    const update = (meta: InstanceMeta) => setLive({ from: instance, meta });
    const unsubscribe = metaCache.subscribe(origin, update);
    // A refresh that landed before this effect ran would otherwise be missed.
    const latest = metaCache.cached(origin);
    if (latest && latest !== instance.meta) update(latest);
    return unsubscribe;
  }, [instance, metaCache, origin]);
  const meta = live.from === instance ? live.meta : instance.meta;
  const value = useMemo(() => (meta === instance.meta ? instance : { ...instance, meta }), [instance, meta]);
  return <InstanceContext.Provider value={value}>{children}</InstanceContext.Provider>;
}

export function useInstance(): InstanceInfo {
  const instance = useContext(InstanceContext);
  if (!instance) throw new Error('useInstance() needs an <InstanceProvider> above it');
  return instance;
}
