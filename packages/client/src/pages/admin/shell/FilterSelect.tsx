import styles from './adminList.module.css';

type Props<T extends string> = {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  optionLabel: (option: T) => string;
  disabled?: boolean;
};

/** One labelled choice among a list's filters (state, origin, sort…), as every admin list has. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  optionLabel,
  disabled,
}: Props<T>) {
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as T)} disabled={disabled}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
