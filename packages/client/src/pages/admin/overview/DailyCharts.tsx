import { useI18n } from '@/i18n';
import { Chart } from '@/ui/chart';
import { dayTimes, oldestFirst } from './days';

/** Notes made and deleted per day, newest first as `charts/notes` and `charts/user/notes` answer. */
export function NotesPerDay({ counts }: { counts: { inc: number[]; dec: number[] } }) {
  const t = useI18n().ts.adminOverview;
  return (
    <Chart
      title={t.notesChart}
      kind="bar"
      span="day"
      times={dayTimes(Date.now())}
      series={[
        { label: t.newNotes, values: oldestFirst(counts.inc), color: 'accent' },
        { label: t.deletedNotes, values: oldestFirst(counts.dec), color: 'danger' },
      ]}
    />
  );
}

/** Files added and removed per day, as `charts/drive` and `charts/user/drive` answer. */
export function FilesPerDay({ counts }: { counts: { incCount: number[]; decCount: number[] } }) {
  const t = useI18n().ts.adminOverview;
  return (
    <Chart
      title={t.driveChart}
      kind="bar"
      span="day"
      times={dayTimes(Date.now())}
      series={[
        { label: t.filesAdded, values: oldestFirst(counts.incCount), color: 'accent' },
        { label: t.filesRemoved, values: oldestFirst(counts.decCount), color: 'muted' },
      ]}
    />
  );
}
