import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { useAccount } from '@/accounts';
import { hiddenByRelations, onRelationChange, type RelatedNote, relationVersion } from './relationBus';
import {
  type MutableNote,
  noteMatches,
  type WordMuteEntry,
  type WordMuteMatcher,
  wordMuteMatcher,
} from './wordMutes';

/** The viewer's word mutes, compiled. */
export interface NoteMutes {
  soft: WordMuteMatcher;
  hard: WordMuteMatcher;
  viewerId: string | null;
}

const NONE: NoteMutes = { soft: wordMuteMatcher(null), hard: wordMuteMatcher(null), viewerId: null };

const NoteMutesContext = createContext<NoteMutes>(NONE);

/**
 * The signed-in account's word mutes. Keyed by their content: the account object is replaced
 * on every `meUpdated`, and a list should not re-check its notes for an unread badge.
 */
export function useAccountNoteMutes(): NoteMutes {
  const account = useAccount();
  // Real servers send regex entries as strings inside the arrays misskey-js types as string[][].
  const soft = account?.mutedWords as WordMuteEntry[] | undefined;
  const hard = (account as { hardMutedWords?: WordMuteEntry[] } | null)?.hardMutedWords;
  const key = JSON.stringify([account?.id ?? null, soft ?? [], hard ?? []]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the arrays' content.
  return useMemo(
    () => ({ soft: wordMuteMatcher(soft), hard: wordMuteMatcher(hard), viewerId: account?.id ?? null }),
    [key],
  );
}

/**
 * Hands the account's word mutes to the notes inside (a list, the notifications). Notes read
 * them through context rather than each from the account, so a list re-renders its notes only
 * when the mutes themselves change.
 */
export function NoteMutesScope({ children, mutes }: { children: ReactNode; mutes?: NoteMutes }) {
  const own = useAccountNoteMutes();
  return <NoteMutesContext.Provider value={mutes ?? own}>{children}</NoteMutesContext.Provider>;
}

export function useNoteMutes(): NoteMutes {
  return useContext(NoteMutesContext);
}

/** Re-renders the caller when a mute or block is made in this tab; returns a changing number. */
export function useRelationVersion(): number {
  return useSyncExternalStore(onRelationChange, relationVersion, relationVersion);
}

/** Never shown: hard-muted words, or an author muted or blocked in this tab. */
export function isNoteHidden(
  note: MutableNote & RelatedNote,
  mutes: NoteMutes,
  withRelations = true,
): boolean {
  return noteMatches(note, mutes.hard, mutes.viewerId) || (withRelations && hiddenByRelations(note));
}

/** Collapsed behind a "muted word" line until revealed. */
export function isNoteSoftMuted(note: MutableNote, mutes: NoteMutes): boolean {
  return noteMatches(note, mutes.soft, mutes.viewerId);
}

/**
 * A notification that never shows: its note is hard-muted or by someone muted or blocked in
 * this tab, or it comes from such a person (a follow, a reaction). The server stops sending
 * them from the mute on; these are the ones already on screen.
 */
export function isNotificationHidden(
  notification: { user?: { id: string } | null; note?: (MutableNote & RelatedNote) | null },
  mutes: NoteMutes,
): boolean {
  if (notification.note && isNoteHidden(notification.note, mutes)) return true;
  return Boolean(notification.user && hiddenByRelations({ userId: notification.user.id, text: null }));
}
