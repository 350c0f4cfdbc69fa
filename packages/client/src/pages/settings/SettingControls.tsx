import { type ReactNode, useId } from 'react';
import { type SettingKey, type Settings, useSetting } from '@/settings';
import local from './GeneralSettingsPage.module.css';

/** A setting and a setter that also announces the save. */
export function useSaved<K extends SettingKey>(key: K, announce: () => void) {
  const [value, setValue] = useSetting(key);
  return [
    value,
    (next: Settings[K]) => {
      setValue(next);
      announce();
    },
  ] as const;
}

export interface RowProps {
  label: string;
  hint?: string | null;
  control(ids: { id: string; describedBy: string | undefined }): ReactNode;
}

export function Row({ label, hint, control }: RowProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={local.row}>
      <div className={local.text}>
        <label className={local.label} htmlFor={id}>
          {label}
        </label>
        {hint && (
          <span id={hintId} className={local.hint}>
            {hint}
          </span>
        )}
      </div>
      {control({ id, describedBy: hint ? hintId : undefined })}
    </div>
  );
}

export function Select<T extends string>(props: {
  label: string;
  hint?: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange(value: T): void;
}) {
  return (
    <Row
      label={props.label}
      hint={props.hint}
      control={({ id, describedBy }) => (
        <select
          id={id}
          className={local.select}
          value={props.value}
          aria-describedby={describedBy}
          onChange={(event) => props.onChange(event.target.value as T)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function Toggle(props: {
  label: string;
  hint?: string | null;
  checked: boolean;
  role?: 'switch';
  onChange(checked: boolean): void;
}) {
  return (
    <Row
      label={props.label}
      hint={props.hint}
      control={({ id, describedBy }) => (
        <input
          id={id}
          type="checkbox"
          role={props.role}
          className={props.role === 'switch' ? local.switch : local.checkbox}
          checked={props.checked}
          aria-describedby={describedBy}
          onChange={(event) => props.onChange(event.target.checked)}
        />
      )}
    />
  );
}

/** The settings that are plain on/off switches. */
export type SwitchSetting = { [K in SettingKey]: Settings[K] extends boolean ? K : never }[SettingKey];

/** A Toggle bound to one on/off setting, saved (and the save announced) at once. */
export function SettingToggle(props: {
  setting: SwitchSetting;
  label: string;
  hint?: string | null;
  announce(): void;
}) {
  const [checked, save] = useSaved(props.setting, props.announce);
  return <Toggle label={props.label} hint={props.hint} checked={checked} onChange={save} />;
}
