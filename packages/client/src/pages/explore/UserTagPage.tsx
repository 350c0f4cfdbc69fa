import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { ExploreStatus } from './ExploreStatus';
import { UserRows } from './UserRows';
import { useExploreList } from './useExploreList';

/**
 * /user-tags/{tag}: the users whose profile carries the hashtag, most followed first. On a
 * Misskey server that lists profiles tagged in their settings; the local instance keeps no
 * profile tags, so there it says nobody carries one.
 */
export function UserTagPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const tag = params.tag ?? '';
  const fetch = useCallback(
    () => api.call('hashtags/users', { tag, sort: '+follower', state: 'alive', limit: 30 }),
    [api, tag],
  );
  const [state, retry] = useExploreList(fetch);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>#{tag}</h1>
      <p className={pageStyles.lead}>{i18n.ts.explore.profilesWithTag}</p>
      <ExploreStatus state={state} retry={retry} emptyText={i18n.ts.explore.profilesWithTagEmpty} />
      {state.kind === 'ready' && <UserRows users={state.items} label={i18n.ts.explore.profilesWithTag} />}
    </div>
  );
}
