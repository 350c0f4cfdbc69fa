import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Chart } from '@/ui/chart';
import { DAYS, dayTimes, oldestFirst } from '../overview/days';
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
  const t = i18n.ts.adminOverview;
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
  const times = dayTimes(Date.now());
  return (
    <>
      <Chart
        title={t.notesChart}
        kind="bar"
        span="day"
        times={times}
        series={[
          { label: t.newNotes, values: oldestFirst(activity.notes.inc), color: 'accent' },
          { label: t.deletedNotes, values: oldestFirst(activity.notes.dec), color: 'danger' },
        ]}
      />
      <Chart
        title={t.driveChart}
        kind="bar"
        span="day"
        times={times}
        series={[
          { label: t.filesAdded, values: oldestFirst(activity.drive.incCount), color: 'accent' },
          { label: t.filesRemoved, values: oldestFirst(activity.drive.decCount), color: 'muted' },
        ]}
      />
    </>
  );
}
