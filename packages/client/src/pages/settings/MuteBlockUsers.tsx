import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, openApiErrorDialog } from '@/api';
import { announceRelationChange, type RelationChange } from '@/features/mutes';
import { dateTimeFormat, useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, useModals, useToast } from '@/ui';
import { UserList, UserRow } from '@/users/UserRow';
import own from './MuteBlock.module.css';

type Kind = 'muted' | 'renoteMuted' | 'blocked';

interface Row {
  id: string;
  user: Misskey.entities.UserDetailedNotMe;
  expiresAt: string | null;
}

const PAGE_SIZE = 30;

/** Each kind's list and removal endpoints, and what removing announces to open lists. */
const KINDS = {
  muted: { list: 'mute/list', remove: 'mute/delete', change: 'unmuted' },
  renoteMuted: { list: 'renote-mute/list', remove: 'renote-mute/delete', change: 'renoteUnmuted' },
  blocked: { list: 'blocking/list', remove: 'blocking/delete', change: 'unblocked' },
} as const satisfies Record<Kind, { list: string; remove: string; change: RelationChange }>;

type Status = 'loading' | 'idle' | 'end' | { error: string };

/** Muted, renote-muted or blocked users, paged by id, each with Remove. */
export function MuteBlockUsers({ kind }: { kind: Kind }) {
  const i18n = useI18n();
  const t = i18n.ts.muteBlock;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [rows, setRows] = useState<Row[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const cursor = useRef<string | undefined>(undefined);
  const { list, remove, change } = KINDS[kind];

  const load = useCallback(
    (untilId?: string) => {
      setStatus('loading');
      (api.call(list, { limit: PAGE_SIZE, untilId }) as Promise<Array<Record<string, unknown>>>).then(
        (page) => {
          const next: Row[] = page.map((entry) => ({
            id: entry.id as string,
            user: (entry.mutee ?? entry.blockee) as Misskey.entities.UserDetailedNotMe,
            expiresAt: (entry.expiresAt as string | null | undefined) ?? null,
          }));
          cursor.current = next[next.length - 1]?.id ?? cursor.current;
          setRows((previous) => {
            const known = new Set(previous.map((row) => row.id));
            return [...previous, ...next.filter((row) => !known.has(row.id))];
          });
          setStatus(page.length < PAGE_SIZE ? 'end' : 'idle');
        },
        (error: unknown) => setStatus({ error: describeApiError(error, i18n).text }),
      );
    },
    [api, list, i18n],
  );

  useEffect(() => {
    load();
  }, [load]);

  const removeRow = (row: Row) => {
    setBusy((previous) => new Set(previous).add(row.id));
    api
      .call(remove, { userId: row.user.id })
      .then(
        () => {
          setRows((previous) => previous.filter((other) => other.id !== row.id));
          announceRelationChange(row.user.id, change);
          toast(t.removed);
        },
        (error: unknown) => openApiErrorDialog(modals, error, { endpoint: remove }),
      )
      .finally(() =>
        setBusy((previous) => {
          const next = new Set(previous);
          next.delete(row.id);
          return next;
        }),
      );
  };

  const expiry = (row: Row) =>
    row.expiresAt
      ? i18n.t('muteBlock.until', {
          date: dateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(row.expiresAt),
          ),
        })
      : t.noEnd;

  return (
    <div className={styles.panel}>
      {rows.length > 0 && (
        <UserList label={t.tabs[kind]}>
          {rows.map((row) => (
            <UserRow key={row.id} user={row.user}>
              {kind === 'muted' && <span className={own.expiry}>{expiry(row)}</span>}
              <Button size="small" disabled={busy.has(row.id)} onClick={() => removeRow(row)}>
                {t.remove}
                <span className="visually-hidden"> @{row.user.username}</span>
              </Button>
            </UserRow>
          ))}
        </UserList>
      )}
      {status === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {status === 'end' && rows.length === 0 && <p className={styles.muted}>{t.empty[kind]}</p>}
      {typeof status === 'object' && (
        <>
          <Notice tone="error">{status.error}</Notice>
          <Button onClick={() => load(cursor.current)}>{i18n.ts.timelines.retry}</Button>
        </>
      )}
      {status === 'idle' && (
        <Button onClick={() => load(cursor.current)}>{i18n.ts.timelines.loadMore}</Button>
      )}
    </div>
  );
}
