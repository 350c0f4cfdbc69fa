import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import type { UnixClockSettings } from './clock';
import { useNow } from './time';

/** Seconds since the Unix epoch; with milliseconds it renews ten times a second. */
export default function UnixClock({ data }: WidgetProps<UnixClockSettings>) {
  const now = useNow(data.showMilliseconds ? 100 : 1000);
  const ms = now.getTime();
  const text = data.showMilliseconds ? (ms / 1000).toFixed(3) : String(Math.floor(ms / 1000));
  // Digits of a machine's number: always Latin digits, left to right.
  return (
    <div className={styles.clock}>
      <p className={styles.digits} dir="ltr">
        {text}
      </p>
    </div>
  );
}
