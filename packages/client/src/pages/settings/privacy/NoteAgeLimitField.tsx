import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n';
import local from '../GeneralSettingsPage.module.css';
import { Row, Select } from '../SettingControls';
import {
  AGE_PRESETS,
  type AgeChoice,
  choiceFromSelect,
  choiceOf,
  limitValueOf,
  selectValueOf,
} from './noteAgeLimit';

const DAY = 24 * 60 * 60;

/**
 * One "make older notes …" limit: off, an age, or a day (with a date field). A change is saved
 * at once, except a date while it is not a whole day yet.
 */
export function NoteAgeLimitField(props: {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.privacySettings;
  const [choice, setChoice] = useState<AgeChoice>(() => choiceOf(props.value));
  // The stored value may change elsewhere (another tab, the answer of i/update).
  useEffect(() => setChoice(choiceOf(props.value)), [props.value]);

  const commit = (next: AgeChoice) => {
    setChoice(next);
    const value = limitValueOf(next);
    if (next.kind === 'date' && value === null) return;
    if (value !== props.value) props.onChange(value);
  };
  const options = [
    { value: 'none', label: t.ages.none },
    ...(Object.keys(AGE_PRESETS) as (keyof typeof AGE_PRESETS)[]).map((preset) => ({
      value: preset,
      label: t.ages[preset],
    })),
    ...(choice.kind === 'otherAge'
      ? [
          {
            value: 'otherAge',
            label: i18n.t('privacySettings.ages.otherAge', { days: Math.round(choice.seconds / DAY) }),
          },
        ]
      : []),
    { value: 'date', label: t.ages.date },
  ];

  return (
    <>
      <Select
        label={props.label}
        value={selectValueOf(choice)}
        options={options}
        onChange={(value) => commit(choiceFromSelect(value, choice))}
      />
      {choice.kind === 'date' && (
        <Row
          label={i18n.t('privacySettings.dateLabel', { setting: props.label })}
          control={({ id, describedBy }) => (
            <input
              id={id}
              type="date"
              className={local.select}
              value={choice.date}
              aria-describedby={describedBy}
              onChange={(event) => commit({ kind: 'date', date: event.target.value })}
            />
          )}
        />
      )}
    </>
  );
}
