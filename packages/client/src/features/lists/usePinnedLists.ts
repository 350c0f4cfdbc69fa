import { useSetting } from '@/settings';

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
  return { pinned, isPinned, setPin, rename, unpin };
}
