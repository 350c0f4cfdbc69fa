import { type PinnedItem, useSetting } from '@/settings';

/**
 * The lists shown as timeline tabs (`pinnedUserLists`, spec 000 §3). The name is stored with
 * the id so the tabs draw without a request; a rename updates it.
 */
export function usePinnedLists() {
  const [pinned, setPinned] = useSetting('pinnedUserLists');
  const isPinned = (listId: string) => pinned.some((item) => item.id === listId);
  const setPin = (list: { id: string; name: string }, pin: boolean) => {
    const others = pinned.filter((item) => item.id !== list.id);
    setPinned(pin ? [...others, { id: list.id, name: list.name }] : others);
  };
  const rename = (list: { id: string; name: string }) => {
    if (isPinned(list.id)) {
      setPinned(pinned.map((item) => (item.id === list.id ? { id: list.id, name: list.name } : item)));
    }
  };
  const unpin = (listId: string) => {
    if (isPinned(listId)) setPinned(pinned.filter((item) => item.id !== listId));
  };
  /**
   * With the account's lists at hand (the /my/lists page): pinned lists deleted elsewhere are
   * dropped and renamed ones take their new name, so the tabs never point at nothing.
   */
  const sync = (lists: readonly { id: string; name: string }[]) => {
    const next = syncPinned(pinned, lists);
    if (next !== pinned) setPinned(next);
  };
  return { pinned, isPinned, setPin, rename, unpin, sync };
}

/** The pinned lists that still exist, under their current names; the same array when nothing changed. */
export function syncPinned(pinned: PinnedItem[], lists: readonly PinnedItem[]): PinnedItem[] {
  const names = new Map(lists.map((list) => [list.id, list.name]));
  const next = pinned.flatMap((item) => {
    const name = names.get(item.id);
    return name === undefined ? [] : [{ id: item.id, name }];
  });
  const same = next.length === pinned.length && next.every((item, i) => item.name === pinned[i]?.name);
  return same ? pinned : next;
}
