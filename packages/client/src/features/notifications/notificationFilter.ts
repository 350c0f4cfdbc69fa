import { notificationTypes as serverFilterTypes } from 'misskey-js';
import { type AnyNotification, NOTIFICATION_KINDS } from './notificationText';

/** The types the Filter menu offers: those of spec 000 §3. */
export const FILTERABLE_TYPES = NOTIFICATION_KINDS;
export type FilterableType = (typeof FILTERABLE_TYPES)[number];

const knownToServer: ReadonlySet<string> = new Set(serverFilterTypes);

/** Grouped notifications are filtered as the type they group. */
export function filterTypeOf(type: string): string {
  if (type === 'reaction:grouped') return 'reaction';
  if (type === 'renote:grouped') return 'renote';
  return type;
}

/** Whether a notification passes the filter (checked again on the client, for live arrivals). */
export function isShown(notification: Pick<AnyNotification, 'type'>, excluded: readonly string[]): boolean {
  return !excluded.includes(filterTypeOf(notification.type));
}

/**
 * The `excludeTypes` parameter of i/notifications: only the types misskey-js lists, since a
 * server rejects the request over any other (loginBonus is hidden by the client alone).
 */
export function excludeTypesParam(excluded: readonly string[]): string[] | undefined {
  const known = excluded.filter((type) => knownToServer.has(type));
  return known.length > 0 ? [...new Set(known)].sort() : undefined;
}

/** The excluded list after showing or hiding one type, in the menu's order. */
export function withTypeShown(excluded: readonly string[], type: string, shown: boolean): string[] {
  const next = new Set(excluded);
  if (shown) next.delete(type);
  else next.add(type);
  return FILTERABLE_TYPES.filter((candidate) => next.has(candidate));
}

/** Every type hidden: what "Hide all types" stores. */
export function allTypesHidden(): string[] {
  return [...FILTERABLE_TYPES];
}
