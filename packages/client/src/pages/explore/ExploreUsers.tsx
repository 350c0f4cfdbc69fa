import type * as Misskey from 'misskey-js';
import { useCallback } from 'react';
import { useAccountContext, useAccountId } from '@/accounts';
import type { AccountApi } from '@/api';
import { useI18n } from '@/i18n';
import styles from './Explore.module.css';
import { ExploreStatus } from './ExploreStatus';
import { UserRows } from './UserRows';
import { useExploreList } from './useExploreList';

type UsersSection = 'recommended' | 'pinned' | 'popular' | 'recentlyUpdated' | 'newest';
type Fetch = (api: AccountApi) => Promise<Misskey.entities.UserDetailed[]>;

const LIMIT = 10;

// The four lists of Misskey's explore page, with the sorts and states Misskey asks for.
const FETCHES: Record<UsersSection, Fetch> = {
  // Whom to follow next: signed-in readers only (the endpoint needs an account).
  recommended: (api) => api.call('users/recommendation', { limit: LIMIT }),
  pinned: (api) => api.call('pinned-users', {}),
  popular: (api) => api.call('users', { limit: LIMIT, state: 'alive', origin: 'local', sort: '+follower' }),
  recentlyUpdated: (api) => api.call('users', { limit: LIMIT, origin: 'local', sort: '+updatedAt' }),
  newest: (api) => api.call('users', { limit: LIMIT, state: 'alive', origin: 'local', sort: '+createdAt' }),
};

function UserSection({ section }: { section: UsersSection }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const fetch = useCallback(() => FETCHES[section](api), [api, section]);
  const [state, retry] = useExploreList(fetch);
  const headingId = `explore-users-${section}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {i18n.ts.explore.users[section]}
      </h2>
      <ExploreStatus state={state} retry={retry} emptyText={i18n.ts.explore.usersEmpty} />
      {state.kind === 'ready' && <UserRows users={state.items} label={i18n.ts.explore.users[section]} />}
    </section>
  );
}

/** Suggestions for the signed-in reader, then pinned, popular, recently updated and new users. */
export function ExploreUsers() {
  const signedIn = useAccountId() !== null;
  return (
    <>
      {signedIn && <UserSection section="recommended" />}
      <UserSection section="pinned" />
      <UserSection section="popular" />
      <UserSection section="recentlyUpdated" />
      <UserSection section="newest" />
    </>
  );
}
