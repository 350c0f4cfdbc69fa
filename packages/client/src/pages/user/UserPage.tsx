import { useAccountId } from '@/accounts';
import { AchievementList } from '@/features/achievements/AchievementList';
import { UserClips } from '@/features/clips';
// Directly, not through the index: the profile must not load Play's AiScript runner.
import { UserPlays } from '@/features/flash/UserPlays';
import { UserGallery } from '@/features/gallery';
import { UserPages } from '@/features/pages';
import { Timeline } from '@/features/timelines';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import styles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { Button, Notice } from '@/ui';
import { PinnedNotes } from './PinnedNotes';
import { ProfileHeader } from './ProfileHeader';
import { ProfileTabs, profileTabLabel, profileTabOf } from './ProfileTabs';
import { UserMemo } from './UserMemo';
import { UserReactions } from './UserReactions';
import { useUserByAcct } from './useUserByAcct';

/** /@{acct}/{page?}: a user's profile with their notes, notes and replies, files, clips or reactions. */
export function UserPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const instance = useInstance();
  const myId = useAccountId();
  const acct = params.acct ?? '';
  const [state, retry] = useUserByAcct(acct);
  const tab = profileTabOf(params.page);

  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'notFound') {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>{i18n.ts.profile.userNotFound}</h1>
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
  const acctPath = `/@${acct}`;
  return (
    <div className={styles.page}>
      <ProfileHeader key={user.id} user={user} acctPath={acctPath} localHost={instance.host} />
      {myId !== null && myId !== user.id && <UserMemo key={user.id} user={user} />}
      <ProfileTabs
        acctPath={acctPath}
        current={tab}
        showReactions={user.publicReactions || myId === user.id}
        showAchievements={user.host === null}
      />
      {tab === 'notes' && <PinnedNotes user={user} />}
      {tab === 'clips' ? (
        <UserClips userId={user.id} />
      ) : tab === 'pages' ? (
        <UserPages userId={user.id} />
      ) : tab === 'play' ? (
        <UserPlays userId={user.id} />
      ) : tab === 'gallery' ? (
        <UserGallery userId={user.id} label={profileTabLabel(i18n, tab)} />
      ) : tab === 'achievements' ? (
        <AchievementList userId={user.id} />
      ) : tab === 'reactions' ? (
        <UserReactions user={user} label={profileTabLabel(i18n, tab)} />
      ) : (
        <Timeline
          src="user"
          userId={user.id}
          withReplies={tab === 'notesAndReplies'}
          withFiles={tab === 'files'}
          label={profileTabLabel(i18n, tab)}
        />
      )}
    </div>
  );
}
