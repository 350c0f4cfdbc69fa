import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { AnnouncementCard } from '@/features/announcements';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import { Notice } from '@/ui';

/** /announcements/{announcementId}: one announcement, with the way back to all of them. */
export function AnnouncementPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const id = params.announcementId ?? '';
  const [announcement, setAnnouncement] = useState<Misskey.entities.Announcement | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setAnnouncement(null);
    setError(null);
    api.call('announcements/show', { announcementId: id }).then(
      (found) => live && setAnnouncement(found),
      (e) => live && setError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, id, i18n]);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.announcements.title}</h1>
      <Link to="/announcements">{i18n.ts.announcements.all}</Link>
      {error && <Notice tone="error">{error}</Notice>}
      {!announcement && !error && <p className={pageStyles.muted}>{i18n.ts.loading}</p>}
      {announcement && <AnnouncementCard announcement={announcement} linkTitle={false} />}
    </div>
  );
}
