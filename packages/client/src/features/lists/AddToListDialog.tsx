import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { type AccountApi, openApiErrorDialog } from '@/api';
// The clip picker's checklist look: the same control, so the same styles.
import styles from '@/features/clips/Clips.module.css';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, useCurrentDialog, useModals, useToast } from '@/ui';
import { askListName } from './listName';

type UserList = Misskey.entities.UserList;

export interface AddToListDialogProps {
  api: AccountApi;
  user: { id: string; username: string };
}

/**
 * Tick the lists `user` should be on: each tick pushes or pulls at once, and a new list can be
 * made (with the user on it) without leaving the dialog. The ticks come from each list's
 * `userIds`, so they are true even for lists changed elsewhere.
 */
export function AddToListDialog({ api, user }: AddToListDialogProps) {
  const i18n = useI18n();
  const t = i18n.ts.lists;
  const modals = useModals();
  const toast = useToast();
  const { cancel } = useCurrentDialog<void>();
  const [lists, setLists] = useState<UserList[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call('users/lists/list', {})
      .then((found) => live && setLists(found))
      .catch((error) => {
        if (live) setLists([]);
        void openApiErrorDialog(modals, error, { endpoint: 'users/lists/list' });
      });
    return () => {
      live = false;
    };
  }, [api, modals]);

  const mark = (listId: string, on: boolean) =>
    setLists(
      (current) =>
        current?.map((list) => {
          if (list.id !== listId) return list;
          const others = (list.userIds ?? []).filter((id) => id !== user.id);
          return { ...list, userIds: on ? [...others, user.id] : others };
        }) ?? null,
    );

  const toggle = async (list: UserList, on: boolean) => {
    const endpoint = on ? 'users/lists/push' : 'users/lists/pull';
    setBusy(list.id);
    try {
      await api.call(endpoint, { listId: list.id, userId: user.id });
      mark(list.id, on);
      toast(on ? t.added : t.removed);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
    } finally {
      setBusy(null);
    }
  };

  const create = async () => {
    const name = await askListName(modals, i18n, { title: t.newList });
    if (!name) return;
    try {
      const list = await api.call('users/lists/create', { name });
      setLists((current) => [...(current ?? []), list]);
      await toggle(list, true);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'users/lists/create' });
    }
  };

  const title = i18n.t('lists.pickerTitle', { name: `@${user.username}` });
  return (
    <DialogFrame
      title={title}
      actions={
        <>
          <Button onClick={() => void create()}>{t.newList}</Button>
          <Button variant="primary" onClick={cancel}>
            {i18n.ts.close}
          </Button>
        </>
      }
    >
      {lists === null ? (
        <p className={styles.muted}>{i18n.ts.loading}</p>
      ) : lists.length === 0 ? (
        <p className={styles.muted}>{t.pickerEmpty}</p>
      ) : (
        <fieldset className={styles.pickList}>
          <legend className="visually-hidden">{title}</legend>
          {lists.map((list) => (
            <label key={list.id} className={styles.check}>
              <input
                type="checkbox"
                checked={list.userIds?.includes(user.id) ?? false}
                disabled={busy === list.id}
                onChange={(event) => void toggle(list, event.target.checked)}
              />
              <span className={styles.pickName}>{list.name}</span>
              {list.isPublic && <span className={styles.badge}>{t.public}</span>}
            </label>
          ))}
        </fieldset>
      )}
    </DialogFrame>
  );
}

/** Opens the dialog for `user` (the user menu's "Add to list"). */
export function openAddToListDialog(
  modals: ModalController,
  api: AccountApi,
  user: AddToListDialogProps['user'],
): Promise<void> {
  return modals.open<void>(() => <AddToListDialog api={api} user={user} />).then(() => undefined);
}
