import { IconPlus, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useI18n } from '@/i18n';
import { dateInputValue, fromDateAndTime, timeInputValue } from '../schedule/localTime';
import type { PollDraft } from '../types';
import styles from './poll.module.css';
import {
  canAddChoice,
  type DurationUnit,
  filledChoices,
  MIN_CHOICES,
  splitDuration,
  tomorrowMidnight,
  UNIT_MS,
} from './pollRules';

type ExpiryMode = 'never' | 'at' | 'after';

export interface PollEditorProps {
  poll: PollDraft;
  onChange(poll: PollDraft): void;
  onRemove(): void;
  disabled: boolean;
}

/** The poll inside the post form (spec 001 §5): 2–10 choices, multiple, and when it ends. */
export function PollEditor({ poll, onChange, onRemove, disabled }: PollEditorProps) {
  const i18n = useI18n();
  const t = i18n.ts.composer;
  const id = useId();
  const mode: ExpiryMode = poll.expiresAt !== null ? 'at' : poll.expiredAfter !== null ? 'after' : 'never';
  // The unit is the user's choice and is kept even when the amount would fit a larger one.
  const [unit, setUnit] = useState<DurationUnit>(() =>
    poll.expiredAfter !== null ? splitDuration(poll.expiredAfter).unit : 'hour',
  );
  const amount = poll.expiredAfter !== null ? Math.round(poll.expiredAfter / UNIT_MS[unit]) : 1;
  const tooFew = filledChoices(poll).length < MIN_CHOICES;
  const full = !canAddChoice(poll);

  const setChoice = (index: number, value: string) =>
    onChange({ ...poll, choices: poll.choices.map((choice, i) => (i === index ? value : choice)) });
  const removeChoice = (index: number) =>
    onChange({ ...poll, choices: poll.choices.filter((_, i) => i !== index) });
  const setMode = (next: ExpiryMode) => {
    if (next === 'never') onChange({ ...poll, expiresAt: null, expiredAfter: null });
    if (next === 'at') onChange({ ...poll, expiresAt: tomorrowMidnight(), expiredAfter: null });
    if (next === 'after') onChange({ ...poll, expiresAt: null, expiredAfter: UNIT_MS[unit] });
  };
  // A half-cleared date or time field keeps the previous instant rather than an invalid one.
  const setAt = (value: number) => {
    if (Number.isFinite(value)) onChange({ ...poll, expiresAt: value });
  };
  const setAmount = (value: number) => {
    const safe = Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
    onChange({ ...poll, expiredAfter: safe * UNIT_MS[unit] });
  };

  return (
    <fieldset className={styles.poll} disabled={disabled}>
      <legend className={styles.legend}>{t.poll}</legend>
      <button type="button" className={styles.removePoll} onClick={onRemove} aria-label={t.removePoll}>
        <IconX size={16} aria-hidden="true" />
      </button>
      <ol className={styles.choices}>
        {poll.choices.map((choice, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: choices are positions; their text changes as it is typed.
          <li key={index} className={styles.choice}>
            <input
              className={styles.input}
              value={choice}
              maxLength={50}
              aria-label={i18n.t('composer.pollChoice', { n: index + 1 })}
              placeholder={i18n.t('composer.pollChoice', { n: index + 1 })}
              onChange={(event) => setChoice(index, event.target.value)}
            />
            <button
              type="button"
              className={styles.iconButton}
              aria-label={i18n.t('composer.removeChoice', { n: index + 1 })}
              onClick={() => removeChoice(index)}
            >
              <IconX size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      {tooFew && (
        <p className={styles.problem} role="status">
          {t.pollTooFew}
        </p>
      )}
      <button
        type="button"
        className={styles.addChoice}
        disabled={full}
        onClick={() => onChange({ ...poll, choices: [...poll.choices, ''] })}
      >
        <IconPlus size={14} aria-hidden="true" />
        {full ? t.pollNoMore : t.addChoice}
      </button>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={poll.multiple}
          onChange={(event) => onChange({ ...poll, multiple: event.target.checked })}
        />
        {t.pollMultiple}
      </label>
      <div className={styles.expiry}>
        <label className={styles.field}>
          <span>{t.pollExpiry}</span>
          <select value={mode} onChange={(event) => setMode(event.target.value as ExpiryMode)}>
            <option value="never">{t.pollExpiryNever}</option>
            <option value="at">{t.pollExpiryAt}</option>
            <option value="after">{t.pollExpiryAfter}</option>
          </select>
        </label>
        {mode === 'at' && poll.expiresAt !== null && (
          <>
            <label className={styles.field}>
              <span>{t.pollDate}</span>
              <input
                type="date"
                value={dateInputValue(poll.expiresAt)}
                onChange={(event) =>
                  setAt(fromDateAndTime(event.target.value, timeInputValue(poll.expiresAt ?? 0)))
                }
              />
            </label>
            <label className={styles.field}>
              <span>{t.pollTime}</span>
              <input
                type="time"
                value={timeInputValue(poll.expiresAt)}
                onChange={(event) =>
                  setAt(fromDateAndTime(dateInputValue(poll.expiresAt ?? 0), event.target.value))
                }
              />
            </label>
          </>
        )}
        {mode === 'after' && (
          <>
            <label className={styles.field} htmlFor={`${id}-amount`}>
              <span>{t.pollDuration}</span>
              <input
                id={`${id}-amount`}
                type="number"
                min={1}
                step={1}
                value={amount}
                onChange={(event) => setAmount(event.target.valueAsNumber)}
              />
            </label>
            <label className={styles.field}>
              <span>{t.pollUnit}</span>
              <select
                value={unit}
                onChange={(event) => {
                  const next = event.target.value as DurationUnit;
                  setUnit(next);
                  onChange({ ...poll, expiredAfter: amount * UNIT_MS[next] });
                }}
              >
                {(['second', 'minute', 'hour', 'day'] as const).map((value) => (
                  <option key={value} value={value}>
                    {t.units[value]}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </div>
    </fieldset>
  );
}
