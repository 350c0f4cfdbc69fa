import { useI18n } from '@/i18n';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import { type AnalogClockSettings, CLOCK_FACES } from './clock';
import { faceMarks, handAngles, handScale, markOpacity } from './clockFace';
import fun from './Fun.module.css';
import { formatTime, knownZone, timeIn, useNow } from './time';

/** A clock face whose picture is named by the time it shows, for those who cannot see it. */
export default function Clock({ data }: WidgetProps<AnalogClockSettings>) {
  const i18n = useI18n();
  const now = useNow(1000);
  const zone = knownZone(data.timeZone);
  const angles = handAngles(timeIn(now, zone), data.twentyFour);
  const scale = handScale(data.thickness);
  const marks = faceMarks(data.graduations, data.twentyFour);
  const size = CLOCK_FACES[data.size] ?? CLOCK_FACES.medium;
  const motion = data.sAnimation === 'elastic' || data.sAnimation === 'easeOut' ? data.sAnimation : 'none';
  return (
    <div className={styles.clock}>
      <svg
        viewBox="-50 -50 100 100"
        className={styles.clockFace}
        style={{ width: size, height: size }}
        role="img"
        aria-label={formatTime(now, zone, i18n.lang, data.showSeconds)}
      >
        <circle r="47" className={styles.clockDial} />
        {marks.map((mark) =>
          mark.label ? (
            <text
              key={mark.angle}
              x={Math.sin((mark.angle * Math.PI) / 180) * 38}
              y={-Math.cos((mark.angle * Math.PI) / 180) * 38}
              className={fun.clockNumber}
              data-small={data.twentyFour || undefined}
              opacity={markOpacity(mark.angle, angles.second, data.fadeGraduations && data.showSeconds)}
            >
              {mark.label}
            </text>
          ) : (
            <circle
              key={mark.angle}
              cy={-41}
              r={mark.major ? 1.8 : 0.9}
              transform={`rotate(${mark.angle})`}
              className={fun.clockDot}
              opacity={markOpacity(mark.angle, angles.second, data.fadeGraduations && data.showSeconds)}
            />
          ),
        )}
        <line
          y1={6}
          y2={-24}
          transform={`rotate(${angles.hour})`}
          className={styles.clockHour}
          style={{ strokeWidth: 3.5 * scale }}
        />
        <line
          y1={8}
          y2={-36}
          transform={`rotate(${angles.minute})`}
          className={styles.clockMinute}
          style={{ strokeWidth: 2.2 * scale }}
        />
        {data.showSeconds && (
          // A CSS transform, so the move can be animated (reduced motion: it jumps, see the CSS).
          <line
            y1={10}
            y2={-40}
            style={{ transform: `rotate(${angles.second}deg)`, strokeWidth: scale }}
            className={`${styles.clockSecond} ${fun.secondHand}`}
            data-motion={motion}
          />
        )}
        <circle r={2.5 * scale} className={styles.clockPin} />
      </svg>
      {data.showZone && (
        <p className={styles.caption}>
          {zone ? zone.replaceAll('_', ' ') : i18n.ts.widgets.fields.deviceTimeZone}
        </p>
      )}
    </div>
  );
}
