import { useMemo } from 'react';
import { useAccountContext } from '@/accounts';
import { type AccountApi, createApiClient, openApiErrorDialog } from '@/api';
import { interruptNotePost } from '@/features/plugins';
import { useI18n } from '@/i18n';
import { openAlert, openWaiting, useModals, useToast } from '@/ui';
import { type CrossServerBlock, planCrossServer, resolvePlan } from './crossServer';
import type { Poster } from './form/AccountSwitcher';
import type { ComposerFields, Note } from './initialFields';
import { confirmIntenseEffects, usesIntenseEffects } from './mfmCheck';
import { notePayload } from './rules';
import { looseCall } from './schedule/scheduling';
import type { ComposerMode, DriveFile, Visibility } from './types';

const PROHIBITED_WORDS_ERROR_ID = 'aa6e01d3-a85c-669d-758a-76aab43af334';

export interface PostRequest {
  mode: ComposerMode;
  fields: ComposerFields;
  /** After the visibility rules. */
  visibility: Visibility;
  localOnly: boolean;
  files: readonly DriveFile[];
  replyId: string | null;
  /** The replied note (for its address, when posting as an account on another server). */
  reply: Pick<Note, 'id' | 'uri'> | null;
  channelId: string | null;
  noteId: string | null;
  /** The note edited in update mode, to hand back with its new text. */
  editedNote: Note | null;
}

interface TargetIds {
  replyId: string | null;
  renoteId: string | null;
}

function targetIds(request: PostRequest): TargetIds {
  return { replyId: request.replyId, renoteId: request.fields.quote?.id ?? null };
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

  const handle = (who: { username: string; host?: string | null }, origin: string) =>
    `@${who.username}@${who.host ?? new URL(origin).host}`;

  /** Why the post cannot be made as the chosen account: one alert, and the form stays as it is. */
  const explainBlock = (reason: CrossServerBlock) => {
    if (!account || !poster) return Promise.resolve();
    const currentHost = new URL(account.origin).host;
    const text =
      reason === 'files'
        ? i18n.t('composer.crossServerFiles', { account: handle(account, account.origin) })
        : reason === 'channel'
          ? i18n.t('composer.crossServerChannel', { host: currentHost })
          : i18n.t('composer.crossServerRecipients', {
              host: currentHost,
              posterHost: new URL(poster.origin).host,
            });
    return openAlert(modals, {
      title: i18n.t('composer.crossServerBlockedTitle', { account: handle(poster.user, poster.origin) }),
      text,
      okLabel: t.ok,
    });
  };

  /**
   * The reply and quote ids as the poster's server knows them: looked up there by the notes'
   * addresses when it is another server (issue 20), or null when the post cannot be made.
   */
  const idsForPoster = async (request: PostRequest): Promise<TargetIds | null> => {
    if (!account || !poster) return targetIds(request);
    const plan = planCrossServer({
      current: { origin: account.origin, userId: account.id },
      poster: { origin: poster.origin, userId: poster.user.id },
      reply: request.reply,
      quote: request.fields.quote,
      files: request.files,
      channelId: request.channelId,
      recipientIds: [
        ...request.fields.recipients.map((user) => user.id),
        ...request.fields.pendingRecipientIds,
      ],
    });
    if (plan.kind === 'direct') return targetIds(request);
    if (plan.kind === 'blocked') {
      await explainBlock(plan.reason);
      return null;
    }
    const waiting = openWaiting(modals);
    const found = await resolvePlan(posterApi, plan);
    waiting.close();
    if (found.kind === 'found') return { replyId: found.replyId, renoteId: found.renoteId };
    if (found.kind === 'error') {
      await openApiErrorDialog(modals, found.error, { endpoint: 'ap/show' });
      return null;
    }
    const host = new URL(poster.origin).host;
    await openAlert(modals, {
      title: i18n.t('composer.crossServerNotFoundTitle', { host }),
      text: i18n.t('composer.crossServerNotFoundText', { host, account: handle(poster.user, poster.origin) }),
      okLabel: t.ok,
    });
    return null;
  };

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
    const ids =
      request.mode === 'update' || request.mode === 'mock' ? targetIds(request) : await idsForPoster(request);
    if (ids === null) return { kind: 'failed' };
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
      replyId: ids.replyId,
      renoteId: ids.renoteId,
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
      // Plugins' post interruptors may change the note first (Plugin:register_note_post_interruptor).
      const sent = await interruptNotePost(payload);
      const answer = (await looseCall(posterApi)('notes/create', sent)) as { createdNote?: Note } | null;
      const scheduled = fields.scheduledAt !== null;
      toast(scheduled ? t.scheduled : t.posted);
      return { kind: 'posted', note: answer?.createdNote ?? null, scheduled };
    } catch (error) {
      void openApiErrorDialog(modals, error, {
        endpoint,
        // The server's prohibited words (Misskey's CONTAINS_PROHIBITED_WORDS): say what to change.
        customMessages: { [PROHIBITED_WORDS_ERROR_ID]: t.containsProhibitedWords },
      });
      return { kind: 'failed' };
    }
  };
}
