import type { InstanceMeta } from '@/instance';

/** The accounts of one server, as the account menu and the composer's switcher list them. */
export interface ServerGroup<T> {
  origin: string;
  /** The host shown in handles of the server's users: '@bob@host'. */
  host: string;
  entries: T[];
}

export function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}

/**
 * Groups accounts by their server: the current account's server first, the others in the
 * order their first account was saved; inside a group the given order is kept.
 */
export function groupByServer<T extends { origin: string }>(
  entries: readonly T[],
  currentOrigin: string | null,
): ServerGroup<T>[] {
  const groups = new Map<string, ServerGroup<T>>();
  if (currentOrigin !== null)
    groups.set(currentOrigin, { origin: currentOrigin, host: hostOf(currentOrigin), entries: [] });
  for (const entry of entries) {
    const group = groups.get(entry.origin) ?? {
      origin: entry.origin,
      host: hostOf(entry.origin),
      entries: [],
    };
    group.entries.push(entry);
    groups.set(entry.origin, group);
  }
  return [...groups.values()].filter((group) => group.entries.length > 0 || group.origin === currentOrigin);
}

/** True when these accounts live on more than one server (then handles show their host). */
export function spansServers(origins: readonly string[]): boolean {
  return new Set(origins).size > 1;
}

/**
 * What a group's header calls a server: its name from meta and its host (two servers may well
 * share a name, two hosts never), or only the host until its meta is known.
 */
export function serverName(meta: InstanceMeta | null | undefined, origin: string): string {
  const name = meta?.name?.trim();
  const host = hostOf(origin);
  return name && name !== host ? `${name} · ${host}` : host;
}

/** The server's icon, when meta names one we may load (http or https only). */
export function serverIconUrl(meta: InstanceMeta | null | undefined): string | null {
  const url = meta?.iconUrl;
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether `i` says the account has notifications it has not read. */
export function hasUnread(me: {
  hasUnreadNotification?: boolean;
  unreadNotificationsCount?: number;
}): boolean {
  return me.hasUnreadNotification === true || (me.unreadNotificationsCount ?? 0) > 0;
}
