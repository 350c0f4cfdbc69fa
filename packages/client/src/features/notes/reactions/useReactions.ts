import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { canReactWith, type EmojiUser, useCustomEmojiIndex, useEmojiUser } from '@/features/emoji';
import { useI18n } from '@/i18n';
import { useModals } from '@/ui';
import { useNoteStore } from '../NoteStoreContext';
import type { Note } from '../noteStore';
import { openSigninRequired } from '../signinRequired';
import { reactionKey } from './reactionKeys';
import { reactTo } from './reactTo';
import { playReactionRipple } from './ripple';

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

  return { signedIn: account != null, user, canReact, react, likeOnly: likeOnlyFor(note, user) };
}
