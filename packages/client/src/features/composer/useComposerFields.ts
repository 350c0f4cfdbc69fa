import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useInstance } from '@/instance';
import { useSetting } from '@/settings';
import {
  type ComposerFields,
  type ComposerTarget,
  fromDraft,
  initialFields,
  type UserLite,
} from './initialFields';
import type { DraftData, Visibility } from './types';

const REMEMBERED_KEY = 'shiori:composer:visibility';

/** The last visibility used, per account, for `rememberNoteVisibility`. */
export function rememberedVisibility(
  accountId: string | null,
): { visibility: Visibility; localOnly: boolean } | null {
  if (!accountId) return null;
  try {
    const raw = localStorage.getItem(`${REMEMBERED_KEY}:${accountId}`);
    if (!raw) return null;
    const value = JSON.parse(raw) as { visibility?: unknown; localOnly?: unknown };
    if (!['public', 'home', 'followers', 'specified'].includes(value.visibility as string)) return null;
    return { visibility: value.visibility as Visibility, localOnly: value.localOnly === true };
  } catch {
    return null;
  }
}

export function rememberVisibility(accountId: string, visibility: Visibility, localOnly: boolean): void {
  try {
    localStorage.setItem(`${REMEMBERED_KEY}:${accountId}`, JSON.stringify({ visibility, localOnly }));
  } catch {
    // Storage full or blocked: the default is used next time, nothing else is lost.
  }
}

/**
 * The composer's own fields (everything but the attachments), started from the target and the
 * posting settings, with recipients given only as ids looked up as users.
 */
export function useComposerFields(target: ComposerTarget) {
  const { account, api } = useAccountContext();
  const instance = useInstance();
  const [defaultVisibility] = useSetting('defaultNoteVisibility');
  const [defaultLocalOnly] = useSetting('defaultNoteLocalOnly');
  const [remember] = useSetting('rememberNoteVisibility');
  const [keepCw] = useSetting('keepCw');
  const [reactionAcceptance] = useSetting('reactionAcceptance');

  const makeInitial = useCallback((): ComposerFields => {
    const remembered = remember ? rememberedVisibility(account?.id ?? null) : null;
    return initialFields(target, {
      meId: account?.id ?? null,
      localHost: instance.host,
      visibility: remembered?.visibility ?? (defaultVisibility as Visibility),
      localOnly: remembered?.localOnly ?? defaultLocalOnly,
      keepCw,
      reactionAcceptance,
    });
  }, [
    target,
    account?.id,
    instance.host,
    remember,
    defaultVisibility,
    defaultLocalOnly,
    keepCw,
    reactionAcceptance,
  ]);

  const [fields, setFields] = useState<ComposerFields>(makeInitial);
  const update = useCallback(
    (patch: Partial<ComposerFields>) => setFields((current) => ({ ...current, ...patch })),
    [],
  );

  // Recipients known only by id (an edited note, a draft) are looked up once, to show them.
  const pending = fields.pendingRecipientIds;
  useEffect(() => {
    if (pending.length === 0) return;
    let current = true;
    api
      .call('users/show', { userIds: pending })
      .then((users) => {
        if (!current) return;
        const found = users as unknown as UserLite[];
        setFields((previous) => ({
          ...previous,
          recipients: [
            ...previous.recipients,
            ...found.filter((user) => !previous.recipients.some((known) => known.id === user.id)),
          ],
          pendingRecipientIds: previous.pendingRecipientIds.filter(
            (id) => !found.some((user) => user.id === id),
          ),
        }));
      })
      .catch(() => {
        // Unknown ids stay pending: they are still sent, so nobody is silently dropped.
      });
    return () => {
      current = false;
    };
  }, [api, pending]);

  return useMemo(
    () => ({
      fields,
      update,
      reset: () => setFields(makeInitial()),
      applyDraft: (draft: DraftData) => setFields((current) => fromDraft(current, draft)),
    }),
    [fields, update, makeInitial],
  );
}

/** Saves the visibility used for the next note, when `rememberNoteVisibility` is on. */
export function useRememberVisibility(): (
  accountId: string,
  visibility: Visibility,
  localOnly: boolean,
) => void {
  const [remember] = useSetting('rememberNoteVisibility');
  return useCallback(
    (accountId, visibility, localOnly) => {
      if (remember) rememberVisibility(accountId, visibility, localOnly);
    },
    [remember],
  );
}
