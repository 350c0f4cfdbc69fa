import { useId } from 'react';
import { useI18n } from '@/i18n';
import own from './ThemeEditor.module.css';

/** One colour of the theme: a colour input with its value written out beside it. */
export function ColourField({
  label,
  value,
  changed,
  onChange,
}: {
  label: string;
  value: string;
  /** Whether the user set it (else it comes from the base). */
  changed: boolean;
  onChange(value: string): void;
}) {
  const i18n = useI18n();
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={own.colour}>
      <input
        id={id}
        type="color"
        className={own.swatch}
        value={value}
        aria-describedby={noteId}
        onChange={(event) => onChange(event.target.value)}
      />
      <label htmlFor={id} className={own.colourLabel}>
        {label}
      </label>
      <span id={noteId} className={own.colourValue}>
        {value} {changed ? '' : `(${i18n.ts.themeEditor.fromBase})`}
      </span>
    </div>
  );
}
