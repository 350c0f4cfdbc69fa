import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { FollowButton } from '@/features/follow';
import { TextWith, useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Link, type RouteProps } from '@/router';
import { Button, Notice } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import styles from './Profile.module.css';
import { useUserByAcct } from './useUserByAcct';

const PAGE_SIZE = 30;

type Row = { id: string; user: Misskey.entities.UserDetailed };
type Status = 'loading' | 'idle' | 'loadingMore' | 'end' | { error: string };

function acctPathOf(user: { username: string; host: string | null }): string {
  return user.host ? `/@${user.username}@${user.host}` : `/@${user.username}`;
}

function FollowList({ userId, kind }: { userId: string; kind: 'following' | 'followers' }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const { host } = useInstance();
  const [rows, setRows] = useState<Row[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const generation = useRef(0);

  const load = useCallback(
    (untilId?: string) => {
      const mine = generation.current;
      setStatus(untilId ? 'loadingMore' : 'loading');
      const request =
        kind === 'following'
          ? api
              .call('users/following', { userId, limit: PAGE_SIZE, untilId })
              .then((page) =>
                page.map((row) => ({ id: row.id, user: row.followee as Misskey.entities.UserDetailed })),
              )
          : api
              .call('users/followers', { userId, limit: PAGE_SIZE, untilId })
              .then((page) =>
                page.map((row) => ({ id: row.id, user: row.follower as Misskey.entities.UserDetailed })),
              );
      request.then(
        (page) => {
          if (generation.current !== mine) return;
          setRows((previous) => [...previous, ...page.filter((row) => row.user)]);
          setStatus(page.length < PAGE_SIZE ? 'end' : 'idle');
        },
        (error: unknown) => {
          if (generation.current === mine) setStatus({ error: describeApiError(error, i18n).text });
        },
      );
    },
    [api, userId, kind, i18n],
  );

  useEffect(() => {
    generation.current += 1;
    setRows([]);
    load();
  }, [load]);

  const last = rows[rows.length - 1]?.id;
  return (
    <>
      {rows.length > 0 && (
        <ul className={styles.userList}>
          {rows.map(({ id, user }) => (
            <li key={id} className={styles.userRow}>
              <UserAvatar user={user} size={44} />
              <div className={styles.userRowNames}>
                <Link to={acctPathOf(user)} className={styles.userRowName}>
                  <UserName user={user} nowrap />
                </Link>
                <span className={styles.userRowAcct} dir="ltr">
                  @{user.username}@{user.host ?? host}
                </span>
              </div>
              <FollowButton user={user} size="small" />
            </li>
          ))}
        </ul>
      )}
      {status === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {status === 'end' && rows.length === 0 && (
        <p className={styles.muted}>
          {kind === 'following'
            ? i18n.ts.timelines.profile.noFollowing
            : i18n.ts.timelines.profile.noFollowers}
        </p>
      )}
      {typeof status === 'object' && (
        <div className={styles.errorBox}>
          <Notice tone="error">{status.error}</Notice>
          <Button onClick={() => load(last)}>{i18n.ts.timelines.retry}</Button>
        </div>
      )}
      {status === 'idle' && <Button onClick={() => load(last)}>{i18n.ts.timelines.loadMore}</Button>}
      {status === 'loadingMore' && <p className={styles.muted}>{i18n.ts.loading}</p>}
    </>
  );
}

/** /@{acct}/following and /@{acct}/followers: who the user follows, or who follows them. */
export function FollowListPage({ params, kind }: { params: RouteProps; kind: 'following' | 'followers' }) {
  const i18n = useI18n();
  const acct = params.acct ?? '';
  const [state, retry] = useUserByAcct(acct);
  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'notFound') {
    return (
      <div className={styles.page}>
        <h1>{i18n.ts.profile.userNotFound}</h1>
        <p className={styles.muted}>{i18n.ts.profile.userNotFoundText}</p>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.page}>
        <Notice tone="error">{state.message}</Notice>
        <div>
          <Button onClick={retry}>{i18n.ts.timelines.retry}</Button>
        </div>
      </div>
    );
  }
  const user = state.user;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>
        <TextWith
          text={
            kind === 'following'
              ? i18n.ts.timelines.profile.followingOf
              : i18n.ts.timelines.profile.followersOf
          }
          values={{ name: <UserName user={user} /> }}
        />
      </h1>
      <p>
        <Link to={`/@${acct}`}>{i18n.ts.timelines.profile.backToProfile}</Link>
      </p>
      <FollowList key={`${user.id}:${kind}`} userId={user.id} kind={kind} />
    </div>
  );
}

export function FollowingPage({ params }: { params: RouteProps }) {
  return <FollowListPage params={params} kind="following" />;
}

export function FollowersPage({ params }: { params: RouteProps }) {
  return <FollowListPage params={params} kind="followers" />;
}
