import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { formatDate, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { TextField } from '@/ui';
import styles from '../shell/adminList.module.css';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';

/** The log types this instance writes (Misskey's names), in the order the filter offers them. */
const TYPES = [
  'suspend',
  'unsuspend',
  'updateUserNote',
  'resetPassword',
  'unsetUserAvatar',
  'unsetUserBanner',
  'deleteAccount',
  // A Misskey fork's: an account that signed up by approval was let in.
  'approve',
  'assignRole',
  'unassignRole',
  'createRole',
  'updateRole',
  'deleteRole',
  'addCustomEmoji',
  'updateCustomEmoji',
  'deleteCustomEmoji',
  'createGlobalAnnouncement',
  'createUserAnnouncement',
  'updateGlobalAnnouncement',
  'updateUserAnnouncement',
  'deleteGlobalAnnouncement',
  'deleteUserAnnouncement',
  'createAd',
  'updateAd',
  'deleteAd',
  'createInvitation',
  'updateServerSettings',
  'createSystemWebhook',
  'updateSystemWebhook',
  'deleteSystemWebhook',
  'createAbuseReportNotificationRecipient',
  'updateAbuseReportNotificationRecipient',
  'deleteAbuseReportNotificationRecipient',
] as const;
type KnownType = (typeof TYPES)[number];
const PAGE = 30;

function isKnown(type: string): type is KnownType {
  return (TYPES as readonly string[]).includes(type);
}

/** What an entry was about, in a few words taken from its info (user, role, emoji). */
function Subject({ info }: { info: Record<string, unknown> }) {
  const text = (key: string) => (typeof info[key] === 'string' ? (info[key] as string) : null);
  const userId = text('userId');
  const username = text('userUsername');
  const role = text('roleName');
  return (
    <>
      {userId && username && (
        <Link className={styles.name} to={`/admin/user/${userId}`}>
          @{username}
          {text('userHost') ? `@${text('userHost')}` : ''}
        </Link>
      )}
      {role && <span> {role}</span>}
    </>
  );
}

/** /admin/modlog: who did what in moderation, newest first, by type or words. */
export function AdminModlogPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminModlog;
  const { api } = useAccountContext();
  const [type, setType] = useState<string>('');
  const [search, setSearch] = useState('');
  const query = { type: type || null, search: search.trim() || null };
  const logs = usePagedList(
    ({ untilId }) => api.call('admin/show-moderation-logs', { ...query, limit: PAGE, untilId }),
    JSON.stringify(query),
    PAGE,
  );
  const typeLabel = (name: string) => (isKnown(name) ? t.types[name] : name);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <search className={styles.filters} aria-label={t.filters}>
        <label className={styles.field}>
          {t.type}
          <select value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{t.allTypes}</option>
            {TYPES.map((name) => (
              <option key={name} value={name}>
                {typeLabel(name)}
              </option>
            ))}
          </select>
        </label>
        <TextField label={t.search} value={search} onChange={setSearch} type="search" />
      </search>
      <PagedListView list={logs} label={t.title} empty={t.none} loadMoreLabel={t.loadMore}>
        {(log) => (
          <li key={log.id} className={styles.row}>
            <div className={styles.rowMain}>
              <strong>{typeLabel(log.type)}</strong>
              <span>
                <Subject info={log.info as Record<string, unknown>} />
              </span>
              <span className={styles.muted}>
                {i18n.t('adminModlog.by', {
                  user: `@${log.user.username}`,
                  date: formatDate(log.createdAt, i18n.lang),
                })}
              </span>
              <details>
                <summary>{t.details}</summary>
                <pre className={styles.info}>{JSON.stringify(log.info, null, 2)}</pre>
              </details>
            </div>
          </li>
        )}
      </PagedListView>
    </div>
  );
}
