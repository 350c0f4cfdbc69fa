import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { useMainChannelEvent } from '@/stream';
import { Button, Notice, useModals } from '@/ui';
import { UserList, UserRow } from '@/users/UserRow';
import styles from './FollowRequestsPage.module.css';

const PAGE_SIZE = 30;

/** One waiting request; `cursor` is the request's id for paging, absent for live arrivals. */
type Request = { follower: Misskey.entities.UserLite; cursor?: string };
type Status = 'loading' | 'idle' | 'loadingMore' | 'end' | { error: string };

/**
 * /my/follow-requests: who asks to follow the (locked) account, to accept or reject. A request
 * made while the page is open arrives through the main channel's `receiveFollowRequest`.
 */
export function FollowRequestsPage() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const modals = useModals();
  const [requests, setRequests] = useState<Request[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const generation = useRef(0);

  const load = useCallback(
    (untilId?: string) => {
      const mine = generation.current;
      setStatus(untilId ? 'loadingMore' : 'loading');
      api.call('following/requests/list', { limit: PAGE_SIZE, untilId }).then(
        (page) => {
          if (generation.current !== mine) return;
          setRequests((previous) => {
            const known = new Set(previous.map((r) => r.follower.id));
            const fresh = page.filter((r) => !known.has(r.follower.id));
            return [...previous, ...fresh.map((r) => ({ follower: r.follower, cursor: r.id }))];
          });
          setStatus(page.length < PAGE_SIZE ? 'end' : 'idle');
        },
        (error: unknown) => {
          if (generation.current === mine) setStatus({ error: describeApiError(error, i18n).text });
        },
      );
    },
    [api, i18n],
  );

  useEffect(() => {
    generation.current += 1;
    setRequests([]);
    load();
  }, [load]);

  useMainChannelEvent('receiveFollowRequest', (user) => {
    setRequests((previous) =>
      previous.some((r) => r.follower.id === user.id) ? previous : [{ follower: user }, ...previous],
    );
  });

  const answer = (follower: Misskey.entities.UserLite, verdict: 'accept' | 'reject') => {
    setBusy((previous) => new Set(previous).add(follower.id));
    const endpoint = verdict === 'accept' ? 'following/requests/accept' : 'following/requests/reject';
    api
      .call(endpoint, { userId: follower.id })
      .then(
        () => setRequests((previous) => previous.filter((r) => r.follower.id !== follower.id)),
        (error: unknown) => openApiErrorDialog(modals, error),
      )
      .finally(() =>
        setBusy((previous) => {
          const next = new Set(previous);
          next.delete(follower.id);
          return next;
        }),
      );
  };

  // Live arrivals are newer than every loaded page, so the last paged request is the cursor.
  const cursor = [...requests].reverse().find((r) => r.cursor !== undefined)?.cursor;
  const title = i18n.ts.followRequestsPage.title;
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{title}</h1>
      {requests.length > 0 && (
        <UserList label={title}>
          {requests.map(({ follower }) => (
            <UserRow key={follower.id} user={follower}>
              <Button
                variant="primary"
                disabled={busy.has(follower.id)}
                onClick={() => answer(follower, 'accept')}
              >
                {i18n.ts.followRequestsPage.accept}
              </Button>
              <Button disabled={busy.has(follower.id)} onClick={() => answer(follower, 'reject')}>
                {i18n.ts.followRequestsPage.reject}
              </Button>
            </UserRow>
          ))}
        </UserList>
      )}
      {(status === 'loading' || status === 'loadingMore') && (
        <p className={styles.muted}>{i18n.ts.loading}</p>
      )}
      {status === 'end' && requests.length === 0 && (
        <p className={styles.muted}>{i18n.ts.followRequestsPage.empty}</p>
      )}
      {typeof status === 'object' && (
        <div className={styles.errorBox}>
          <Notice tone="error">{status.error}</Notice>
          <Button onClick={() => load(cursor)}>{i18n.ts.timelines.retry}</Button>
        </div>
      )}
      {status === 'idle' && <Button onClick={() => load(cursor)}>{i18n.ts.timelines.loadMore}</Button>}
    </div>
  );
}
