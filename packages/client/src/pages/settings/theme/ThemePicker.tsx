import { useId } from 'react';
import { useI18n } from '@/i18n';
import { builtinThemes, type Theme, type ThemeBase, themesOfBase } from '@/theme';
import styles from './Theme.module.css';
import { ThemePreview } from './ThemePreview';

/**
 * One slot (light or dark): a choice among the built-in and installed themes of that base, and
 * a preview of the theme in force. The theme in force may be the server's default, which is
 * neither: it is offered first so the select can show it.
 */
export function ThemePicker({
  base,
  label,
  current,
  installed,
  onChoose,
}: {
  base: ThemeBase;
  label: string;
  current: Theme;
  installed: readonly Theme[];
  onChoose(theme: Theme): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.themes;
  const id = useId();
  const choices = themesOfBase(base, installed);
  const builtin = choices.filter((theme) => builtinThemes.includes(theme));
  const mine = choices.filter((theme) => !builtinThemes.includes(theme));
  const other = choices.some((theme) => theme.id === current.id) ? null : current;
  const choose = (value: string) => {
    const theme = choices.find((candidate) => candidate.id === value);
    if (theme) onChoose(theme);
  };
  return (
    <div className={styles.picker}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current.id}
        onChange={(event) => choose(event.target.value)}
      >
        {other && <option value={other.id}>{other.name}</option>}
        <optgroup label={t.builtinGroup}>
          {builtin.map((theme) => (
            <option key={theme.id} value={theme.id}>
              {theme.name}
            </option>
          ))}
        </optgroup>
        {mine.length > 0 && (
          <optgroup label={t.installedGroup}>
            {mine.map((theme) => (
              <option key={theme.id} value={theme.id}>
                {theme.name}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <ThemePreview theme={current} />
    </div>
  );
}
