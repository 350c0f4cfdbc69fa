import { useEffect, useState } from 'react';
import local from '../GeneralSettingsPage.module.css';
import { Row } from '../SettingControls';

/**
 * A text setting saved when the field is left or Enter is pressed, not at each key: a feed
 * address half typed would have the bars ask the server for it at every letter.
 */
export function CommitTextField(props: {
  label: string;
  value: string;
  maxLength: number;
  type?: 'text' | 'url';
  onCommit(value: string): void;
}) {
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  const commit = () => {
    if (draft !== props.value) props.onCommit(draft.trim());
  };
  return (
    <Row
      label={props.label}
      control={({ id }) => (
        <input
          id={id}
          type={props.type ?? 'text'}
          className={local.select}
          value={draft}
          maxLength={props.maxLength}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      )}
    />
  );
}

/** A whole number within bounds, saved as soon as it is one. */
export function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}) {
  const [draft, setDraft] = useState(String(props.value));
  useEffect(() => setDraft(String(props.value)), [props.value]);
  const parse = (text: string) => {
    const value = Number(text);
    return text.trim() !== '' && Number.isInteger(value) && value >= props.min && value <= props.max
      ? value
      : null;
  };
  return (
    <Row
      label={props.label}
      control={({ id }) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          step={1}
          className={local.number}
          value={draft}
          aria-invalid={parse(draft) === null ? true : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            const next = parse(event.target.value);
            if (next !== null && next !== props.value) props.onChange(next);
          }}
        />
      )}
    />
  );
}
