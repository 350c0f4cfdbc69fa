import type * as Misskey from 'misskey-js';
import { type I18n, useI18n } from '@/i18n';
import { Chart, type ChartSeries } from '@/ui/chart';
import styles from '../Widgets.module.css';
import own from './Server.module.css';
import { byteFigure, percentFigure } from './serverFigures';
import type { Samples } from './useStatsChannel';

/** Misskey's views, by its numbers: CPU and memory, network, CPU, memory, disk. */
export const VIEWS: readonly number[] = [0, 1, 2, 3, 4];

type Stats = Misskey.entities.ServerStats;
type Info = Misskey.entities.ServerInfoResponse;

interface Figure {
  id: string;
  label: string;
  value: string;
}

interface ViewParts {
  title: string;
  figures: Figure[];
  series: ChartSeries[];
  format(value: number): string;
}

function partsOf(view: number, info: Info, samples: Samples<Stats>, i18n: I18n): ViewParts {
  const t = i18n.ts.widgets.server;
  const lang = i18n.lang;
  const latest = samples.values.at(-1);
  const pick = (read: (s: Stats) => number) => samples.values.map(read);
  const bytes = (value: number) => byteFigure(value, lang);
  const rate = (value: number) => byteFigure(value, lang, true);
  const share = (value: number) => percentFigure(value, lang);
  const memShare = (s: Stats) => (info.mem.total > 0 ? s.mem.used / info.mem.total : 0);
  const now = (read: (s: Stats) => number, format: (value: number) => string) =>
    latest ? format(read(latest)) : '—';
  switch (view) {
    case 1:
      return {
        title: t.views.net,
        figures: [
          { id: 'rx', label: t.received, value: now((s) => s.net.rx, rate) },
          { id: 'tx', label: t.sent, value: now((s) => s.net.tx, rate) },
        ],
        series: [
          { label: t.received, values: pick((s) => s.net.rx), color: 'accent' },
          { label: t.sent, values: pick((s) => s.net.tx), color: 'muted' },
        ],
        format: rate,
      };
    case 2:
      return {
        title: t.views.cpu,
        figures: [
          { id: 'cpu', label: t.views.cpu, value: now((s) => s.cpu, share) },
          {
            id: 'processor',
            label: t.processor,
            value: `${info.cpu.model} × ${i18n.number(info.cpu.cores)}`,
          },
        ],
        series: [{ label: t.views.cpu, values: pick((s) => s.cpu), color: 'accent' }],
        format: share,
      };
    case 3:
      return {
        title: t.views.mem,
        figures: [
          { id: 'used', label: t.used, value: now((s) => s.mem.used, bytes) },
          { id: 'active', label: t.active, value: now((s) => s.mem.active, bytes) },
          { id: 'total', label: t.total, value: bytes(info.mem.total) },
        ],
        series: [
          { label: t.used, values: pick((s) => s.mem.used), color: 'accent' },
          { label: t.active, values: pick((s) => s.mem.active), color: 'muted' },
        ],
        format: bytes,
      };
    case 4:
      return {
        title: t.views.disk,
        figures: [
          { id: 'disk', label: t.used, value: `${bytes(info.fs.used)} / ${bytes(info.fs.total)}` },
          {
            id: 'reads',
            label: t.reads,
            value: now(
              (s) => s.fs.r,
              (v) => i18n.number(v),
            ),
          },
          {
            id: 'writes',
            label: t.writes,
            value: now(
              (s) => s.fs.w,
              (v) => i18n.number(v),
            ),
          },
        ],
        series: [
          { label: t.reads, values: pick((s) => s.fs.r), color: 'accent' },
          { label: t.writes, values: pick((s) => s.fs.w), color: 'muted' },
        ],
        format: (v) => i18n.number(v),
      };
    default:
      return {
        title: t.views.cpuMem,
        figures: [
          { id: 'cpu', label: t.views.cpu, value: now((s) => s.cpu, share) },
          { id: 'mem', label: t.views.mem, value: now(memShare, share) },
        ],
        series: [
          { label: t.views.cpu, values: pick((s) => s.cpu), color: 'accent' },
          { label: t.views.mem, values: pick(memShare), color: 'muted' },
        ],
        format: share,
      };
  }
}

/** One of the machine's views: its current figures in words, and their recent past as a chart. */
export function MetricView({ view, info, samples }: { view: number; info: Info; samples: Samples<Stats> }) {
  const i18n = useI18n();
  const parts = partsOf(view, info, samples, i18n);
  return (
    <>
      <dl className={own.figures}>
        {parts.figures.map((figure) => (
          <div key={figure.id} className={own.figure}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {samples.values.length === 0 ? (
        <p className={styles.muted}>{i18n.ts.widgets.server.waiting}</p>
      ) : (
        <Chart
          title={parts.title}
          kind="area"
          span="live"
          times={samples.times}
          series={parts.series}
          height={100}
          formatValue={parts.format}
        />
      )}
    </>
  );
}
