import { useCatchUpOnReconnect } from '@/stream';
import type { AnyNotification } from './notificationText';

/** Newest first by id: Misskey's ids (aid, aidx, meid, ulid, objectid) sort as their times do. */
const newestFirst = (a: AnyNotification, b: AnyNotification) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The list with the notifications read after a reconnect put in their places: each once, newest
 * first. A live one that came after the connection opened, but before the answer, stays above
 * the older missed ones.
 */
export function mergeMissed(shown: AnyNotification[], missed: AnyNotification[]): AnyNotification[] {
  const known = new Set(shown.map((item) => item.id));
  const added = missed.filter((item) => !known.has(item.id));
  if (added.length === 0) return shown;
  return [...added, ...shown].sort(newestFirst);
}

export interface MissedNotificationsOptions {
  /** The newest notification shown (items[0]), or undefined when none is. */
  newestId: string | undefined;
  /** How many one read asks for. */
  limit: number;
  /** Reads the notifications after `sinceId` (i/notifications with sinceId and limit). */
  read(sinceId: string): Promise<unknown>;
  /** Takes the missed ones, oldest first. */
  add(missed: AnyNotification[]): void;
  /**
   * Reads the first page again: when nothing was shown yet, or when a whole page came (more may
   * have, and a gap between them and the shown ones would look like nothing happened there).
   */
  reload(): void;
}

/**
 * When the account's connection opens again after it was lost, reads the notifications that came
 * meanwhile (the main channel never brought them). They are added quietly: no pop-up and no sound,
 * since those are for what happens now — a burst of them for things minutes old would be noise,
 * and the list and the unread dot already tell. (Pop-ups and sounds follow the main channel's
 * `notification` event only, so a read here never sets them off.)
 */
export function useMissedNotifications({
  newestId,
  limit,
  read,
  add,
  reload,
}: MissedNotificationsOptions): void {
  useCatchUpOnReconnect(true, () => {
    if (newestId === undefined) {
      reload();
      return;
    }
    read(newestId).then(
      (page) => {
        const missed = [...(page as AnyNotification[])].sort(newestFirst).reverse();
        if (missed.length >= limit) reload();
        else if (missed.length > 0) add(missed);
      },
      // The next reconnect, or the next visit, reads them; the list stays as it was.
      () => {},
    );
  });
}
