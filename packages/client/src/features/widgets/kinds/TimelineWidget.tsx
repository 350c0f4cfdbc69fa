import { Timeline } from '@/features/timelines';
import { TIMELINE_TABS, type TimelineTab } from '@/features/timelines/sources';
import { useI18n } from '@/i18n';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import type { TimelineSettings } from './live';

/** The generic live timeline in a scrolling box of its own (the list scrolls its nearest scroller). */
export default function TimelineWidget({ data }: WidgetProps<TimelineSettings>) {
  const i18n = useI18n();
  const src = (TIMELINE_TABS as readonly string[]).includes(data.src) ? (data.src as TimelineTab) : 'home';
  return (
    <div className={styles.scrollBox}>
      <Timeline key={src} src={src} label={i18n.ts.timelines.sources[src]} />
    </div>
  );
}
