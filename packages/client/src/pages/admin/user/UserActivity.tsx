import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { FilesPerDay, NotesPerDay } from '../overview/DailyCharts';
import { DAYS } from '../overview/days';
import styles from '../shell/adminList.module.css';

interface Activity {
  notes: Misskey.entities.ChartsUserNotesResponse;
  drive: Misskey.entities.ChartsUserDriveResponse;
}

/**
 * The user's last 30 days as Misskey's admin user page charts them (`charts/user/notes` and
 * `charts/user/drive`), each chart with its data table; the same charts as the overview's.
 */
export function UserActivity({ userId }: { userId: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [activity, setActivity] = useState<Activity | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    const span = { userId, span: 'day' as const, limit: DAYS };
    Promise.all([api.call('charts/user/notes', span), api.call('charts/user/drive', span)]).then(
      ([notes, drive]) => live && setActivity({ notes, drive }),
      () => live && setActivity('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, userId]);

  // Without the charts the rest of the page still serves; a failure leaves them out quietly.
  if (activity === 'failed') return null;
  if (activity === null) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  return (
    <>
      <NotesPerDay counts={activity.notes} />
      <FilesPerDay counts={activity.drive} />
    </>
  );
}
