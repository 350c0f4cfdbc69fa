import { IconX } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import styles from '../poll/poll.module.css';
import { dateInputValue, fromDateAndTime, timeInputValue } from './localTime';

export interface ScheduleEditorProps {
  scheduledAt: number;
  onChange(scheduledAt: number): void;
  onRemove(): void;
  disabled: boolean;
  /** For "in the past" checks; the current time otherwise. */
  now?: number;
}

/** Post date and time, in local time (spec 001 §2). */
export function ScheduleEditor({ scheduledAt, onChange, onRemove, disabled, now }: ScheduleEditorProps) {
  const i18n = useI18n();
  const t = i18n.ts.composer;
  const past = scheduledAt <= (now ?? Date.now());
  const set = (value: number) => {
    if (Number.isFinite(value)) onChange(value);
  };
  return (
    <fieldset className={styles.poll} disabled={disabled}>
      <legend className={styles.legend}>{t.schedule}</legend>
      <button type="button" className={styles.removePoll} onClick={onRemove} aria-label={t.removeSchedule}>
        <IconX size={16} aria-hidden="true" />
      </button>
      <div className={styles.expiry}>
        <label className={styles.field}>
          <span>{t.scheduleDate}</span>
          <input
            type="date"
            value={dateInputValue(scheduledAt)}
            onChange={(event) => set(fromDateAndTime(event.target.value, timeInputValue(scheduledAt)))}
          />
        </label>
        <label className={styles.field}>
          <span>{t.scheduleTime}</span>
          <input
            type="time"
            step={1}
            value={timeInputValue(scheduledAt)}
            onChange={(event) => set(fromDateAndTime(dateInputValue(scheduledAt), event.target.value))}
          />
        </label>
      </div>
      {past && (
        <p className={styles.problem} role="status">
          {t.schedulePast}
        </p>
      )}
    </fieldset>
  );
}
