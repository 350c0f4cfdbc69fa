import { useId } from 'react';
import fun from './Fun.module.css';

/**
 * A switch for one of the display modes, with a sentence saying what the mode does now. The
 * sentence is the switch's description, so a screen reader hears it with the switch.
 */
export function ModeSwitch({
  label,
  on,
  onChange,
  state,
  note,
}: {
  label: string;
  on: boolean;
  onChange(on: boolean): void;
  state: string;
  note?: string | null;
}) {
  const id = useId();
  return (
    <div className={fun.mode}>
      <label className={fun.switchRow} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={fun.switch}
          checked={on}
          aria-checked={on}
          aria-describedby={`${id}-state`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={`${id}-state`} className={fun.modeState} data-on={on || undefined}>
        {state}
        {note ? ` ${note}` : ''}
      </p>
    </div>
  );
}
