import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { playSound } from '@/features/sounds/player';
import { useI18n } from '@/i18n';
import { useSettingsStore } from '@/settings';
import { Chart } from '@/ui/chart';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import { createJamAlarm, JAM_SOUND } from './jamAlarm';
import own from './Server.module.css';
import type { JobQueueSettings } from './server';
import { useStatsChannel } from './useStatsChannel';

type Figures = Misskey.entities.QueueStats['deliver'];
/** Misskey's two queues, and the local instance's own beside them (see its queue-stats.ts). */
type Stats = Misskey.entities.QueueStats & Partial<Record<LocalQueue, Figures>>;

const MISSKEY_QUEUES = ['deliver', 'inbox'] as const;
const LOCAL_QUEUES = [
  'userWebhookDeliver',
  'systemWebhookDeliver',
  'scheduledNote',
  'thumbnail',
  'antenna',
] as const;
type LocalQueue = (typeof LOCAL_QUEUES)[number];
type Queue = (typeof MISSKEY_QUEUES)[number] | LocalQueue;

/** A server's sample pace is not announced; a second (the local instance's) is the estimate. */
const ESTIMATED_INTERVAL_MS = 1000;

const COLUMNS = ['activeSincePrevTick', 'active', 'waiting', 'delayed'] as const;

export default function JobQueue({ data }: WidgetProps<JobQueueSettings>) {
  const i18n = useI18n();
  const t = i18n.ts.widgets.queue;
  const store = useSettingsStore();
  const samples = useStatsChannel<Stats>('queueStats', ESTIMATED_INTERVAL_MS);
  const latest = samples.values.at(-1);
  // The alarm keeps its own clock across samples; the sound obeys the device's sound settings.
  const [alarm] = useState(() => createJamAlarm(() => void playSound(store, JAM_SOUND)));
  useEffect(() => {
    if (latest) alarm(latest, data.sound);
  }, [latest, alarm, data.sound]);
  if (!latest) return <p className={styles.muted}>{i18n.ts.widgets.server.waiting}</p>;
  // The local instance's own queues are there only when it sends them; a Misskey server has
  // just its delivery and inbox queues.
  const local = LOCAL_QUEUES.filter((queue) => latest[queue] !== undefined);
  const queues: Queue[] = [...local, ...MISSKEY_QUEUES];
  const charted: Queue[] = local.length > 0 ? local : [...MISSKEY_QUEUES];
  const heads = {
    activeSincePrevTick: t.processed,
    active: t.active,
    waiting: t.waiting,
    delayed: t.delayed,
  };
  return (
    <>
      <table className={own.queues}>
        <thead>
          <tr>
            <td />
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {heads[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue}>
              <th scope="row">{t.names[queue]}</th>
              {COLUMNS.map((column) => (
                <td key={column}>{i18n.number(latest[queue]?.[column] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Chart
        title={t.chart}
        kind="bar"
        span="live"
        stacked
        times={samples.times}
        series={charted.map((queue) => ({
          label: t.names[queue],
          values: samples.values.map((stats) => stats[queue]?.activeSincePrevTick ?? 0),
        }))}
        height={100}
      />
    </>
  );
}
