import type * as Misskey from 'misskey-js';
import { createContext, type ReactNode, useContext } from 'react';

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
}

const InstanceContext = createContext<InstanceInfo | null>(null);

export function InstanceProvider({ instance, children }: { instance: InstanceInfo; children: ReactNode }) {
  return <InstanceContext.Provider value={instance}>{children}</InstanceContext.Provider>;
}

export function useInstance(): InstanceInfo {
  const instance = useContext(InstanceContext);
  if (!instance) throw new Error('useInstance() needs an <InstanceProvider> above it');
  return instance;
}
