import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './ChoiceGroup.module.css';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
}

export interface ChoiceGroupProps<V extends string> {
  /** Names the group (the fieldset's legend). */
  legend: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange(value: V): void;
  disabled?: boolean;
  /** A line under the choices, tied to the group as its description. */
  hint?: string;
}

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * One choice among a few, as a fieldset of radio buttons sharing a name: a screen reader hears
 * the legend, the choice and its position. The arrows move the choice and wrap at the ends;
 * they are handled here because browsers differ (and test DOMs do nothing), so the native move
 * is prevented to avoid moving twice. Tab enters at the chosen radio only.
 */
export function ChoiceGroup<V extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled = false,
  hint,
}: ChoiceGroupProps<V>) {
  const name = useId();
  const hintId = `${name}-hint`;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const chosen = Math.max(
    0,
    choices.findIndex((choice) => choice.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const step = NEXT.has(event.key) ? 1 : PREVIOUS.has(event.key) ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + choices.length) % choices.length;
    const choice = choices[next];
    if (!choice) return;
    inputs.current[next]?.focus();
    onChange(choice.value);
  };

  return (
    <fieldset className={styles.group} disabled={disabled} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice, index) => (
        <label key={choice.value} className={styles.choice}>
          <input
            ref={(element) => {
              inputs.current[index] = element;
            }}
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            disabled={disabled}
            tabIndex={index === chosen ? 0 : -1}
            onChange={() => onChange(choice.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          />
          {choice.label}
        </label>
      ))}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
