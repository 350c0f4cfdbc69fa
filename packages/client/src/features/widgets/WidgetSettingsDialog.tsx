import { useEffect, useId, useMemo, useState } from 'react';
import type { AccountApi } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, TextField, useCurrentDialog } from '@/ui';
import type { SelectChoice, WidgetData, WidgetDefinition, WidgetField } from './types';
import styles from './Widgets.module.css';

/** Opens a widget's settings form; resolves with the new settings, or null when canceled. */
export async function openWidgetSettings(
  modals: ModalController,
  api: AccountApi,
  definition: WidgetDefinition,
  data: WidgetData,
): Promise<WidgetData | null> {
  const values = definition.formValues;
  const { canceled, result } = await modals.open<WidgetData>(() => (
    <WidgetSettingsDialog api={api} definition={definition} initial={values ? values.read(data) : data} />
  ));
  if (canceled || !result) return null;
  return values ? values.write(result) : result;
}

// The modal host renders outside the page's providers of the account: the API comes in by prop.
function WidgetSettingsDialog({
  api,
  definition,
  initial,
}: {
  api: AccountApi;
  definition: WidgetDefinition;
  initial: WidgetData;
}) {
  const i18n = useI18n();
  const { done, cancel } = useCurrentDialog<WidgetData>();
  const [data, setData] = useState<WidgetData>(initial);
  const form = useMemo(() => definition.form?.(i18n) ?? {}, [definition, i18n]);
  const set = (key: string, value: unknown) => setData((current) => ({ ...current, [key]: value }));
  return (
    <DialogFrame
      title={i18n.t('widgets.settingsTitle', { name: definition.title(i18n) })}
      onSubmit={() => done(data)}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button variant="primary" type="submit">
            {i18n.ts.save}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {Object.entries(form).map(([key, field]) =>
          field ? (
            <FieldControl
              key={key}
              api={api}
              field={field}
              value={data[key]}
              onChange={(value) => set(key, value)}
            />
          ) : null,
        )}
      </div>
    </DialogFrame>
  );
}

function FieldControl({
  api,
  field,
  value,
  onChange,
}: {
  api: AccountApi;
  field: WidgetField;
  value: unknown;
  onChange(value: unknown): void;
}) {
  const id = useId();
  switch (field.type) {
    case 'boolean':
      return (
        <label className={styles.check} htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          {field.label}
        </label>
      );
    case 'number':
      return (
        <TextField
          label={field.label}
          type="number"
          inputMode="numeric"
          value={String(value ?? '')}
          onChange={(text) => {
            const number = Number(text);
            if (text !== '' && Number.isFinite(number))
              onChange(Math.max(field.min, Math.min(field.max, number)));
          }}
        />
      );
    case 'text':
      return (
        <TextField
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          maxLength={field.maxLength}
          onChange={onChange}
        />
      );
    case 'code':
      return (
        <TextField
          label={field.label}
          multiline
          spellCheck={false}
          autoCapitalize="off"
          value={typeof value === 'string' ? value : ''}
          maxLength={field.maxLength}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <SelectControl
          api={api}
          id={id}
          field={field}
          value={typeof value === 'string' || typeof value === 'number' ? value : null}
          onChange={onChange}
        />
      );
  }
}

/** A choice's value as the select element holds it (null, no choice, is the empty string). */
const optionValue = (value: SelectChoice['value']) => (value === null ? '' : String(value));

function SelectControl({
  api,
  id,
  field,
  value,
  onChange,
}: {
  api: AccountApi;
  id: string;
  field: Extract<WidgetField, { type: 'select' }>;
  value: SelectChoice['value'];
  onChange(value: SelectChoice['value']): void;
}) {
  const i18n = useI18n();
  const fixed = Array.isArray(field.options) ? field.options : null;
  const [loaded, setLoaded] = useState<SelectChoice[] | null>(fixed);
  useEffect(() => {
    if (typeof field.options !== 'function') return;
    let live = true;
    field.options(api).then(
      (choices) => live && setLoaded(choices),
      () => live && setLoaded([]),
    );
    return () => {
      live = false;
    };
  }, [field, api]);
  const choices = fixed ?? loaded;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {field.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={optionValue(value)}
        disabled={!choices}
        onChange={(event) => {
          // The choice's own value, so a number stays a number and no folder stays null.
          const choice = choices?.find((entry) => optionValue(entry.value) === event.target.value);
          onChange(choice ? choice.value : event.target.value);
        }}
      >
        {!choices && <option value={optionValue(value)}>{i18n.ts.loading}</option>}
        {choices?.map((choice) => (
          <option key={optionValue(choice.value)} value={optionValue(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
