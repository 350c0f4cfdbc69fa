import { useMemo } from 'react';
import { useAccountContext } from '@/accounts';
import { type AccountApi, createApiClient, openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { openAlert, useModals, useToast } from '@/ui';
import type { Poster } from './form/AccountSwitcher';
import type { ComposerFields, Note } from './initialFields';
import { confirmIntenseEffects, usesIntenseEffects } from './mfmCheck';
import { notePayload } from './rules';
import { looseCall } from './schedule/scheduling';
import type { ComposerMode, DriveFile, Visibility } from './types';

export interface PostRequest {
  mode: ComposerMode;
  fields: ComposerFields;
  /** After the visibility rules. */
  visibility: Visibility;
  localOnly: boolean;
  files: readonly DriveFile[];
  replyId: string | null;
  channelId: string | null;
  noteId: string | null;
  /** The note edited in update mode, to hand back with its new text. */
  editedNote: Note | null;
}

/** What a post attempt came to: posted (with the note when the server sent one), or not. */
export type PostOutcome =
  | { kind: 'posted'; note: Note | null; scheduled: boolean }
  | { kind: 'needsCw' }
  | { kind: 'canceled' }
  | { kind: 'failed' };

/**
 * Sends the note (spec 001 §7) as the chosen account: asks about intense effects first, shows
 * failures with their message and id. It never touches the fields: the caller keeps or resets.
 */
export function usePostNote(poster: Poster | null) {
  const { account, api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const i18n = useI18n();
  const t = i18n.ts.composer;

  // Posting as another signed-in account: a client of its own, with that account's token.
  const posterApi: AccountApi = useMemo(() => {
    if (!poster || !account || (poster.user.id === account.id && poster.origin === account.origin))
      return api;
    return createApiClient({ origin: poster.origin, token: poster.token });
  }, [poster, account, api]);

  return async (
    request: PostRequest,
    onVisibility: (visibility: Visibility) => void,
  ): Promise<PostOutcome> => {
    if (account?.movedTo) {
      await openAlert(modals, { title: t.accountMovedTitle, text: t.accountMovedText, okLabel: t.ok });
      return { kind: 'failed' };
    }
    let visibility = request.visibility;
    const { fields } = request;
    if (visibility === 'public' && !fields.useCw && usesIntenseEffects(fields.text)) {
      const choice = await confirmIntenseEffects(modals);
      if (choice === null) return { kind: 'canceled' };
      if (choice === 'addCw') return { kind: 'needsCw' };
      if (choice === 'postAsHome') {
        visibility = 'home';
        onVisibility('home');
      }
    }
    const payload = notePayload({
      mode: request.mode,
      text: fields.text,
      useCw: fields.useCw,
      cw: fields.cw,
      visibility,
      localOnly: request.localOnly,
      visibleUserIds: [...fields.recipients.map((user) => user.id), ...fields.pendingRecipientIds],
      files: request.files,
      poll: fields.poll,
      reactionAcceptance: fields.reactionAcceptance,
      replyId: request.replyId,
      renoteId: fields.quote?.id ?? null,
      channelId: request.channelId,
      scheduledAt: fields.scheduledAt,
      noteId: request.noteId,
    });
    if (request.mode === 'mock') return { kind: 'posted', note: null, scheduled: false };
    const endpoint = request.mode === 'update' ? 'notes/update' : 'notes/create';
    try {
      if (request.mode === 'update' && request.noteId) {
        // notes/update takes only the text and the CW (Misskey's editing).
        await looseCall(posterApi)('notes/update', {
          noteId: request.noteId,
          text: payload.text,
          cw: payload.cw,
        });
        toast(t.updated);
        const edited = request.editedNote
          ? { ...request.editedNote, text: payload.text as string | null, cw: payload.cw as string | null }
          : null;
        return { kind: 'posted', note: edited, scheduled: false };
      }
      const answer = (await looseCall(posterApi)('notes/create', payload)) as { createdNote?: Note } | null;
      const scheduled = fields.scheduledAt !== null;
      toast(scheduled ? t.scheduled : t.posted);
      return { kind: 'posted', note: answer?.createdNote ?? null, scheduled };
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
      return { kind: 'failed' };
    }
  };
}
