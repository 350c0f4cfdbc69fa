import { useId, useState } from 'react';
import { useI18n } from '@/i18n';
import { Button } from '../Button';
import { DialogFrame } from '../modal/DialogFrame';
import { useCurrentDialog } from '../modal/ModalContext';
import type { DialogResult, ModalController, OpenOptions } from '../modal/modalController';
import styles from './dialogs.module.css';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectOptions<V extends string> {
  title: string;
  text?: string;
  options: SelectOption<V>[];
  default?: V;
  okLabel?: string;
  cancelLabel?: string;
}

function SelectDialog<V extends string>(props: SelectOptions<V>) {
  const i18n = useI18n();
  const name = useId();
  const { done, cancel } = useCurrentDialog<V>();
  const [value, setValue] = useState<V | undefined>(props.default ?? props.options[0]?.value);
  return (
    <DialogFrame
      title={props.title}
      description={props.text}
      onSubmit={() => {
        if (value !== undefined) done(value);
      }}
      actions={
        <>
          <Button onClick={cancel}>{props.cancelLabel ?? i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={value === undefined}>
            {props.okLabel ?? i18n.ts.ok}
          </Button>
        </>
      }
    >
      <fieldset className={styles.options}>
        <legend className="visually-hidden">{props.title}</legend>
        {props.options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => setValue(option.value)}
              data-autofocus={value === option.value ? '' : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </DialogFrame>
  );
}

/** Picks one of a few options (a radio group), starting at the default. */
export function openSelect<V extends string>(
  modals: ModalController,
  options: SelectOptions<V>,
  openOptions?: OpenOptions,
): Promise<DialogResult<V>> {
  return modals.open<V>(() => <SelectDialog {...options} />, openOptions);
}
