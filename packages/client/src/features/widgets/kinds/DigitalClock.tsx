import { useI18n } from '@/i18n';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import type { ClockSettings } from './clock';
import { formatTime, knownZone, useNow } from './time';

/** The time in the reader's own notation (12 or 24 hours, as their language writes it). */
export default function DigitalClock({ data }: WidgetProps<ClockSettings>) {
  const i18n = useI18n();
  const now = useNow(1000);
  const zone = knownZone(data.timeZone);
  return (
    <div className={styles.clock}>
      <p className={styles.digits}>{formatTime(now, zone, i18n.lang, data.showSeconds)}</p>
      {data.showZone && (
        <p className={styles.caption}>
          {zone ? zone.replaceAll('_', ' ') : i18n.ts.widgets.fields.deviceTimeZone}
        </p>
      )}
    </div>
  );
}
