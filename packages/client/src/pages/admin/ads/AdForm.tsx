import { useMemo, useState } from 'react';
import { useI18n } from '@/i18n';
import { Button, TextField } from '@/ui';
import styles from '../shell/adminList.module.css';
import own from './AdminAds.module.css';
import {
  AD_PLACES,
  AD_PRIORITIES,
  type AdDraft,
  type AdParams,
  type AdPlace,
  type AdPriority,
  type AdProblems,
  checkDraft,
} from './adForm';

/** Weekday names in the reader's language, Sunday first (Misskey's bit order). */
function weekdayNames(lang: string): string[] {
  const format = new Intl.DateTimeFormat(lang, { weekday: 'long' });
  // 2026-11-22 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(2026, 10, 22 + day, 12)));
}

/**
 * Create or edit an ad: every field of admin/ad/create, checked before it is sent (adForm.ts);
 * problems show beside their fields once the form was submitted.
 */
export function AdForm(props: {
  heading: string;
  initial: AdDraft;
  submitLabel: string;
  onSubmit(params: AdParams): Promise<void>;
  onCancel?(): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.adminAds;
  const [draft, setDraft] = useState(props.initial);
  const [problems, setProblems] = useState<AdProblems>({});
  const [busy, setBusy] = useState(false);
  const days = useMemo(() => weekdayNames(i18n.lang), [i18n.lang]);
  const set = <K extends keyof AdDraft>(key: K, value: AdDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form
      className={styles.panel}
      aria-label={props.heading}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const checked = checkDraft(draft);
        setProblems(checked.problems);
        if (!checked.params) return;
        setBusy(true);
        try {
          await props.onSubmit(checked.params);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 className={styles.panelTitle}>{props.heading}</h2>
      <TextField
        label={t.url}
        type="url"
        value={draft.url}
        onChange={(v) => set('url', v)}
        error={problems.url ? t.errors.url : null}
        required
      />
      <TextField
        label={t.imageUrl}
        type="url"
        value={draft.imageUrl}
        onChange={(v) => set('imageUrl', v)}
        error={problems.imageUrl ? t.errors.url : null}
        required
      />
      <TextField label={t.memo} value={draft.memo} onChange={(v) => set('memo', v)} multiline />
      <div className={styles.filters}>
        <label className={styles.field}>
          {t.place}
          <select value={draft.place} onChange={(e) => set('place', e.target.value as AdPlace)}>
            {AD_PLACES.map((place) => (
              <option key={place} value={place}>
                {t.places[place]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t.priority}
          <select value={draft.priority} onChange={(e) => set('priority', e.target.value as AdPriority)}>
            {AD_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t.priorities[priority]}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t.ratio}
          type="number"
          inputMode="numeric"
          value={draft.ratio}
          onChange={(v) => set('ratio', v)}
          hint={t.ratioHint}
          error={problems.ratio ? t.errors.ratio : null}
        />
      </div>
      <div className={styles.filters}>
        <label className={styles.field}>
          {t.startsAt}
          <input
            className={own.date}
            type="datetime-local"
            value={draft.startsAt}
            onChange={(e) => set('startsAt', e.target.value)}
            aria-invalid={problems.startsAt ? true : undefined}
          />
        </label>
        <label className={styles.field}>
          {t.expiresAt}
          <input
            className={own.date}
            type="datetime-local"
            value={draft.expiresAt}
            onChange={(e) => set('expiresAt', e.target.value)}
            aria-invalid={problems.expiresAt || problems.period ? true : undefined}
          />
        </label>
      </div>
      {(problems.startsAt || problems.expiresAt || problems.period) && (
        <p className={own.error} role="alert">
          {problems.period ? t.errors.period : t.errors.date}
        </p>
      )}
      <fieldset className={own.days}>
        <legend>{t.days}</legend>
        {days.map((name, day) => (
          <label key={name} className={own.check}>
            <input
              type="checkbox"
              checked={(draft.dayOfWeek & (1 << day)) !== 0}
              onChange={(e) =>
                set(
                  'dayOfWeek',
                  e.target.checked ? draft.dayOfWeek | (1 << day) : draft.dayOfWeek & ~(1 << day),
                )
              }
            />
            {name}
          </label>
        ))}
        <p className={styles.muted}>{t.daysHint}</p>
      </fieldset>
      <label className={own.check}>
        <input
          type="checkbox"
          checked={draft.isSensitive}
          onChange={(e) => set('isSensitive', e.target.checked)}
        />
        {t.sensitive}
      </label>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button type="button" onClick={props.onCancel}>
            {i18n.ts.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
