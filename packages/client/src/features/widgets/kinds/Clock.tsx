import { useI18n } from '@/i18n';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import type { ClockSettings } from './clock';
import { formatTime, knownZone, timeIn, useNow } from './time';

const TICKS = Array.from({ length: 12 }, (_, hour) => hour);

/** A clock face whose picture is named by the time it shows, for those who cannot see it. */
export default function Clock({ data }: WidgetProps<ClockSettings>) {
  const i18n = useI18n();
  const now = useNow(1000);
  const zone = knownZone(data.timeZone);
  const { hour, minute, second } = timeIn(now, zone);
  const hourAngle = (hour % 12) * 30 + minute / 2;
  const minuteAngle = minute * 6 + second / 10;
  const secondAngle = second * 6;
  return (
    <div className={styles.clock}>
      <svg
        viewBox="-50 -50 100 100"
        className={styles.clockFace}
        role="img"
        aria-label={formatTime(now, zone, i18n.lang, data.showSeconds)}
      >
        <circle r="47" className={styles.clockDial} />
        {TICKS.map((tick) => (
          <line
            key={tick}
            y1={-43}
            y2={tick % 3 === 0 ? -36 : -39}
            transform={`rotate(${tick * 30})`}
            className={styles.clockTick}
          />
        ))}
        <line y1={6} y2={-24} transform={`rotate(${hourAngle})`} className={styles.clockHour} />
        <line y1={8} y2={-36} transform={`rotate(${minuteAngle})`} className={styles.clockMinute} />
        {data.showSeconds && (
          <line y1={10} y2={-40} transform={`rotate(${secondAngle})`} className={styles.clockSecond} />
        )}
        <circle r="2.5" className={styles.clockPin} />
      </svg>
      {data.showZone && (
        <p className={styles.caption}>
          {zone ? zone.replaceAll('_', ' ') : i18n.ts.widgets.fields.deviceTimeZone}
        </p>
      )}
    </div>
  );
}
