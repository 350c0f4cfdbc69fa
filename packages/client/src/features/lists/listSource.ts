/**
 * A list's notes as a timeline source: pages from `notes/user-list-timeline`, live notes from
 * the `userList` channel. Plain data shaped as features/timelines' NoteSource, so this feature
 * need not import the timelines (which import it for the pinned-list tabs).
 */
export function userListSource(listId: string) {
  return {
    endpoint: 'notes/user-list-timeline' as const,
    params: { listId },
    channel: 'userList' as const,
    channelParams: { listId },
  };
}
