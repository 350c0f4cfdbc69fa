/**
 * Places that show notifications as they arrive and so stand in for the pop-ups (Misskey shows
 * none while a deck notifications column is on screen): each holds them for its account while
 * mounted. Module state, as the pop-ups and the columns are far apart in the tree.
 */
const holds = new Map<string, number>();

/** Holds the pop-ups of `accountId` until the returned function is called. */
export function holdNotificationPopups(accountId: string): () => void {
  holds.set(accountId, (holds.get(accountId) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holds.get(accountId) ?? 1) - 1;
    if (left > 0) holds.set(accountId, left);
    else holds.delete(accountId);
  };
}

export function notificationPopupsHeld(accountId: string | null): boolean {
  return accountId !== null && (holds.get(accountId) ?? 0) > 0;
}
