import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import {
  canReactWith,
  type EmojiUser,
  isLikeReaction,
  useCustomEmojiIndex,
  useEmojiUser,
} from '@/features/emoji';
import { openEmojiPicker } from '@/features/emoji/picker';
import { useI18n } from '@/i18n';
import { useModals } from '@/ui';
import { useNoteStore } from '../NoteStoreContext';
import type { Note } from '../noteStore';
import { openSigninRequired } from '../signinRequired';
import { reactionKey } from './reactionKeys';
import { reactTo } from './reactTo';
import { playReactionRipple } from './ripple';

/** The like Misskey sends for like-only notes. */
export const LIKE_REACTION = '\u2764';

/** Whether `user` may react to `note` only with the like (spec 001 §3, reactionAcceptance). */
export function likeOnlyFor(note: Pick<Note, 'reactionAcceptance'>, user: EmojiUser): boolean {
  const acceptance = note.reactionAcceptance;
  if (acceptance === 'likeOnly') return true;
  return (
    user.host !== null &&
    (acceptance === 'likeOnlyForRemote' || acceptance === 'nonSensitiveOnlyForLocalLikeOnlyForRemote')
  );
}

/** What a note's reaction controls need: who is reacting, what they may use, and the action. */
export function useNoteReactions(note: Note) {
  const i18n = useI18n();
  const modals = useModals();
  const store = useNoteStore();
  const { api, account } = useAccountContext();
  const user = useEmojiUser();
  const customIndex = useCustomEmojiIndex();

  const canReact = useCallback(
    (reaction: string) => account != null && canReactWith(reaction, note, user, customIndex),
    [account, note, user, customIndex],
  );

  /** Reacts (or toggles off the viewer's own), bursting a ripple from `anchor` when one is added. */
  const react = useCallback(
    async (reaction: string, anchor: HTMLElement | null) => {
      if (!account) {
        void openSigninRequired(modals, i18n);
        return;
      }
      const current = store.get(note.id) ?? note;
      const adding = current.myReaction !== reactionKey(reaction);
      if (adding) playReactionRipple(anchor);
      await reactTo(api, store, modals, note, reaction);
    },
    [account, api, store, modals, note, i18n],
  );

  const likeOnly = likeOnlyFor(note, user);

  /**
   * What the react button does (and a right click on the note, with
   * useReactionPickerForContextMenu): the picker anchored at `anchor`, offering what the note
   * accepts; on a like-only note the like itself, toggled.
   */
  const pick = useCallback(
    async (anchor: HTMLElement | null) => {
      const current = store.get(note.id) ?? note;
      if (likeOnly) {
        const liked = current.myReaction != null && isLikeReaction(current.myReaction);
        // Liked: the same reaction again removes it; otherwise the like replaces what was there.
        await react(liked && current.myReaction ? current.myReaction : LIKE_REACTION, anchor);
        return;
      }
      if (!account) {
        // The reacting hook explains that signing in is needed.
        await react(LIKE_REACTION, null);
        return;
      }
      const value = await openEmojiPicker(modals, { anchor, reactionTarget: note });
      if (value == null) return;
      // Picking the reaction already made keeps it: removing is done from the reactions bar,
      // where the pressed button shows what will go.
      if ((store.get(note.id) ?? note).myReaction === reactionKey(value)) return;
      await react(value, anchor);
    },
    [account, likeOnly, modals, note, react, store],
  );

  return { signedIn: account != null, user, canReact, react, pick, likeOnly };
}
