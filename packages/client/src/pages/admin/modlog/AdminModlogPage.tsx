import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { formatDate, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Button, Notice, TextField } from '@/ui';
import styles from '../users/AdminUsers.module.css';

type Log = Misskey.entities.AdminShowModerationLogsResponse[number];

/** The log types this instance writes (Misskey's names), in the order the filter offers them. */
const TYPES = [
  'suspend',
  'unsuspend',
  'updateUserNote',
  'resetPassword',
  'unsetUserAvatar',
  'unsetUserBanner',
  'deleteAccount',
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
  const [logs, setLogs] = useState<Log[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = { type: type || null, search: search.trim() || null };
  const queryKey = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for the query's fields.
  useEffect(() => {
    let live = true;
    setError(null);
    api.call('admin/show-moderation-logs', { ...query, limit: PAGE }).then(
      (list) => {
        if (!live) return;
        setLogs(list);
        setMore(list.length === PAGE);
      },
      (e: unknown) => live && setError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, i18n, queryKey]);

  const loadMore = async () => {
    try {
      const list = await api.call('admin/show-moderation-logs', {
        ...query,
        limit: PAGE,
        untilId: logs?.at(-1)?.id,
      });
      setLogs((previous) => [...(previous ?? []), ...list]);
      setMore(list.length === PAGE);
    } catch (e) {
      setError(describeApiError(e, i18n).text);
    }
  };
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
      {error && <Notice tone="error">{error}</Notice>}
      {!logs && !error && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {logs?.length === 0 && <p className={styles.muted}>{t.none}</p>}
      {logs && logs.length > 0 && (
        <ul className={styles.list} aria-label={t.title}>
          {logs.map((log) => (
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
          ))}
        </ul>
      )}
      {more && (
        <div>
          <Button onClick={() => void loadMore()}>{t.loadMore}</Button>
        </div>
      )}
    </div>
  );
}
