import { useMemo } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { byLastId, PageList } from './PageList';

const LIMIT = 20;

/** A profile's Pages tab: the user's pages, newest first (users/pages). */
export function UserPages({ userId }: { userId: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const load = useMemo(
    () =>
      byLastId(
        (untilId) => api.call('users/pages', { userId, limit: LIMIT, ...(untilId ? { untilId } : {}) }),
        LIMIT,
      ),
    [api, userId],
  );
  return <PageList load={load} empty={i18n.ts.pages.emptyUser} />;
}
