import { useMemo } from 'react';
import { antennaSource } from '@/features/antennas/antennaSource';
import { channelSource } from '@/features/channels/channelSource';
import { userListSource } from '@/features/lists/listSource';
import { type NoteSource, Timeline } from '@/features/timelines';
import { useI18n } from '@/i18n';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import { chosenSource, type TimelineSettings } from './timelineSource';

const SOURCES = { list: userListSource, antenna: antennaSource, channel: channelSource } as const;

/**
 * The generic live timeline in a scrolling box of its own (the list scrolls its nearest
 * scroller): one of the four tabs, or a list, antenna or channel with its own stream.
 */
export default function TimelineWidget({ data }: WidgetProps<TimelineSettings>) {
  const i18n = useI18n();
  const chosen = chosenSource(data);
  const key = chosen.kind === 'tab' ? chosen.tab : `${chosen.kind}:${chosen.id}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the chosen source.
  const source = useMemo<NoteSource | null>(
    () => (chosen.kind === 'tab' ? null : SOURCES[chosen.kind](chosen.id)),
    [key],
  );
  return (
    // The stack gives the body the widget's height (its size); the list scrolls in what it leaves.
    <div className={styles.scrollBox}>
      {chosen.kind === 'tab' ? (
        <Timeline key={key} src={chosen.tab} label={i18n.ts.timelines.sources[chosen.tab]} />
      ) : (
        <Timeline
          key={key}
          source={source ?? undefined}
          label={i18n.t(`widgets.${chosen.kind}Source`, { name: chosen.name })}
        />
      )}
    </div>
  );
}
