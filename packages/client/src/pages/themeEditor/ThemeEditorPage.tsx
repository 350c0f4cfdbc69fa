import { useId, useMemo, useState } from 'react';
import { useI18n } from '@/i18n';
import { downloadText } from '@/pages/settings/theme/download';
import { ThemePreview } from '@/pages/settings/theme/ThemePreview';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { useSetting, useSettingsStore } from '@/settings';
import {
  formatRatio,
  installTheme,
  isReadable,
  loadJson5,
  themeFileName,
  themeToJson5,
  useDarkMode,
} from '@/theme';
import { Button, TextField, useToast } from '@/ui';
import { ColourField } from './ColourField';
import {
  contrastChecks,
  EDITOR_PROPS,
  type EditorProp,
  type EditorState,
  editorTheme,
  newEditorState,
  resolvedColours,
} from './editorModel';
import own from './ThemeEditor.module.css';
import { usePropLabel } from './usePropLabel';

/**
 * /theme-editor: a theme made from a built-in base, colour by colour, seen live on a sample
 * note and controls, with a contrast check; saved into the installed themes or exported in
 * Misskey's format (JSON5).
 */
export function ThemeEditorPage() {
  const i18n = useI18n();
  const t = i18n.ts.themeEditor;
  const toast = useToast();
  const propLabel = usePropLabel();
  const [installed, setInstalled] = useSetting('themes');
  const store = useSettingsStore();
  const [isDark, setDark] = useDarkMode();
  const [saved, setSaved] = useState(false);
  const [state, setState] = useState<EditorState>(() =>
    newEditorState(crypto.randomUUID(), 'light', t.defaultName),
  );
  const baseId = useId();
  const theme = useMemo(() => editorTheme(state), [state]);
  const colours = useMemo(() => resolvedColours(theme), [theme]);
  const checks = useMemo(() => contrastChecks(theme), [theme]);

  const update = (patch: Partial<EditorState>) => setState((current) => ({ ...current, ...patch }));
  const setColour = (key: EditorProp, value: string) =>
    setState((current) => ({ ...current, colours: { ...current.colours, [key]: value } }));

  const save = () => {
    setInstalled(installTheme(installed, theme));
    setSaved(true);
    toast(i18n.t('themeEditor.saved', { name: theme.name }));
  };
  // Uses the theme as it is now (saved again, so what is in use is what is installed).
  const use = () => {
    setInstalled(installTheme(installed, theme));
    const dark = theme.base === 'dark';
    store.set(dark ? 'darkTheme' : 'lightTheme', theme);
    if (isDark !== dark) setDark(dark);
    toast(i18n.t('themes.inUse', { name: theme.name }));
  };
  const exportFile = async () => {
    try {
      const json5 = await loadJson5();
      downloadText(themeFileName(theme), themeToJson5(json5, theme));
    } catch {
      toast(i18n.ts.themes.errorLoad);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.lead}>{t.lead}</p>
      <div className={own.layout}>
        <div className={own.form}>
          <section className={styles.panel} aria-labelledby="theme-editor-about">
            <h2 id="theme-editor-about" className={own.sectionTitle}>
              {t.about}
            </h2>
            <div className={own.field}>
              <label className={own.label} htmlFor={baseId}>
                {t.base}
              </label>
              <select
                id={baseId}
                className={own.select}
                value={state.base}
                onChange={(event) => update({ base: event.target.value === 'dark' ? 'dark' : 'light' })}
              >
                <option value="light">{i18n.ts.themes.baseLight}</option>
                <option value="dark">{i18n.ts.themes.baseDark}</option>
              </select>
            </div>
            <TextField
              label={t.name}
              value={state.name}
              maxLength={100}
              onChange={(name) => update({ name })}
            />
            <TextField
              label={t.author}
              value={state.author}
              maxLength={100}
              onChange={(author) => update({ author })}
            />
            <TextField
              label={t.desc}
              value={state.desc}
              multiline
              maxLength={500}
              onChange={(desc) => update({ desc })}
            />
          </section>
          <section className={styles.panel} aria-labelledby="theme-editor-colours">
            <h2 id="theme-editor-colours" className={own.sectionTitle}>
              {t.colours}
            </h2>
            <div className={own.colours}>
              {EDITOR_PROPS.map((key) => (
                <ColourField
                  key={key}
                  label={propLabel(key)}
                  value={colours[key]}
                  changed={state.colours[key] !== undefined}
                  onChange={(value) => setColour(key, value)}
                />
              ))}
            </div>
          </section>
        </div>
        <div className={own.side}>
          <section className={styles.panel} aria-labelledby="theme-editor-preview">
            <h2 id="theme-editor-preview" className={own.sectionTitle}>
              {i18n.ts.themes.preview}
            </h2>
            <ThemePreview theme={theme} />
          </section>
          <section className={styles.panel} aria-labelledby="theme-editor-contrast">
            <h2 id="theme-editor-contrast" className={own.sectionTitle}>
              {t.contrast}
            </h2>
            <ul className={own.checks}>
              {checks.map((check) => {
                const ok = isReadable(check.ratio);
                return (
                  <li key={`${check.text}-${check.background}`} className={ok ? own.ok : own.low}>
                    <span>
                      {i18n.t('themeEditor.contrastPair', {
                        text: propLabel(check.text),
                        background: propLabel(check.background),
                      })}
                    </span>
                    <strong>{formatRatio(check.ratio)}</strong>
                    <span className={own.verdict}>{ok ? t.contrastOk : t.contrastLow}</span>
                  </li>
                );
              })}
            </ul>
            <p className={own.hint}>{t.contrastHint}</p>
          </section>
          <div className={styles.actions}>
            <Button variant="primary" onClick={save}>
              {t.save}
            </Button>
            {saved && <Button onClick={use}>{i18n.ts.themes.useTheme}</Button>}
            <Button onClick={exportFile}>{i18n.ts.themes.exportFile}</Button>
            <Link to="/settings/theme" className={styles.linkButton}>
              {i18n.ts.themes.title}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
