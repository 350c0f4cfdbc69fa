import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useId, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import own from './Server.module.css';
import { MetricView, VIEWS } from './ServerMetricViews';
import type { ServerMetricSettings } from './server';
import { useStatsChannel } from './useStatsChannel';

/** Misskey's pace for the `serverStats` channel. */
const SERVER_STATS_INTERVAL_MS = 2000;

type Info = Misskey.entities.ServerInfoResponse;

/** Misskey answers `?` and zeros while `enableServerMachineStats` is off. */
const isShared = (info: Info) => !(info.machine === '?' && info.cpu.cores === 0);

export default function ServerMetric({ data, setData }: WidgetProps<ServerMetricSettings>) {
  const i18n = useI18n();
  const { api, account } = useAccountContext();
  const [info, setInfo] = useState<Info | null | 'failed'>(null);
  const load = useCallback(
    () =>
      api.call('server-info', {}).then(
        (answer) => setInfo(answer),
        () => setInfo('failed'),
      ),
    [api],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const shared = info !== null && info !== 'failed' && isShared(info);
  const samples = useStatsChannel<Misskey.entities.ServerStats>(
    'serverStats',
    SERVER_STATS_INTERVAL_MS,
    shared,
  );
  const viewId = useId();

  if (info === null) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (info === 'failed') return <p className={styles.muted}>{i18n.ts.widgets.failed}</p>;
  if (!shared) {
    // Misskey keeps the figures private until an administrator allows them; we offer the switch.
    const turnOn = () =>
      api.call('admin/update-meta', { enableServerMachineStats: true }).then(load, () => undefined);
    return (
      <>
        <p className={styles.muted}>{i18n.ts.widgets.server.off}</p>
        {account?.isAdmin && (
          <button type="button" className={own.action} onClick={() => void turnOn()}>
            {i18n.ts.widgets.server.turnOn}
          </button>
        )}
      </>
    );
  }
  const view = VIEWS.includes(data.view) ? data.view : 0;
  return (
    <>
      <label className={own.viewRow} htmlFor={viewId}>
        {i18n.ts.widgets.server.view}
        <select
          id={viewId}
          className={own.viewSelect}
          value={view}
          onChange={(event) => setData({ ...data, view: Number(event.target.value) })}
        >
          {VIEWS.map((v) => (
            <option key={v} value={v}>
              {i18n.ts.widgets.server.views[VIEW_KEYS[v] ?? 'cpuMem']}
            </option>
          ))}
        </select>
      </label>
      <MetricView view={view} info={info} samples={samples} />
    </>
  );
}

const VIEW_KEYS = ['cpuMem', 'net', 'cpu', 'mem', 'disk'] as const;
