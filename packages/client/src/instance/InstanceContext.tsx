import type * as Misskey from 'misskey-js';
import { createContext, type ReactNode, useContext } from 'react';

export type InstanceMeta = Misskey.entities.MetaDetailed;

/** The server that serves this client: where sign-in and sign-up happen. */
export interface InstanceInfo {
  origin: string;
  /** Host name shown in handles of its local users: '@alice@host'. */
  host: string;
  /** Null when the server could not be reached at start. */
  meta: InstanceMeta | null;
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
