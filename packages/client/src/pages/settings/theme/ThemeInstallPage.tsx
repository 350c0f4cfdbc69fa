import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { useSetting, useSettingsStore } from '@/settings';
import { checkThemeCode, installTheme, loadJson5, type Theme, useDarkMode } from '@/theme';
import { Button, Notice } from '@/ui';
import { problemText } from './problemText';
import own from './Theme.module.css';
import { ThemePreview } from './ThemePreview';

type State =
  | { step: 'editing' }
  | { step: 'problem'; message: string }
  | { step: 'checked'; theme: Theme }
  | { step: 'installed'; theme: Theme; inUse: boolean };

/**
 * /settings/theme/install: paste Misskey theme code (JSON5), check it (spec 000 §5, and that
 * it compiles), see a preview, then install it into the account's `themes` (the registry).
 */
export function ThemeInstallPage() {
  const i18n = useI18n();
  const t = i18n.ts.themes;
  const store = useSettingsStore();
  const [installed, setInstalled] = useSetting('themes');
  const [isDark, setDark] = useDarkMode();
  const [code, setCode] = useState('');
  const [state, setState] = useState<State>({ step: 'editing' });
  const [busy, setBusy] = useState(false);
  const codeId = useId();
  const previewRef = useRef<HTMLElement>(null);
  // The preview and its Install button open below the field, often under the fold.
  useEffect(() => {
    if (state.step === 'checked') previewRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state]);
  const hintId = useId();

  const check = async () => {
    setBusy(true);
    try {
      const json5 = await loadJson5();
      const result = checkThemeCode(code, json5.parse, installed);
      setState(
        result.ok
          ? { step: 'checked', theme: result.theme }
          : { step: 'problem', message: problemText(i18n, result.problem) },
      );
    } catch {
      setState({ step: 'problem', message: t.errorLoad });
    } finally {
      setBusy(false);
    }
  };

  const install = (theme: Theme) => {
    setInstalled(installTheme(installed, theme));
    setCode('');
    setState({ step: 'installed', theme, inUse: false });
  };

  const use = (theme: Theme) => {
    const dark = theme.base === 'dark';
    store.set(dark ? 'darkTheme' : 'lightTheme', theme);
    // Using a theme of the other mode switches to that mode, so the choice is seen at once.
    if (isDark !== dark) setDark(dark);
    setState({ step: 'installed', theme, inUse: true });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.installTitle}</h1>
      <section className={`${styles.panel} ${own.section}`} aria-labelledby="theme-install-code">
        <h2 id="theme-install-code" className={own.sectionTitle}>
          {t.pasteTitle}
        </h2>
        <p id={hintId} className={own.hint}>
          {t.installLead}
        </p>
        <label className={own.label} htmlFor={codeId}>
          {t.code}
        </label>
        <textarea
          id={codeId}
          className={own.code}
          value={code}
          spellCheck={false}
          aria-describedby={hintId}
          aria-invalid={state.step === 'problem' || undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (state.step !== 'installed' || event.target.value !== '') setState({ step: 'editing' });
          }}
        />
        <div className={styles.actions}>
          <Button onClick={check} busy={busy}>
            {t.check}
          </Button>
        </div>
        {state.step === 'problem' && <Notice tone="error">{state.message}</Notice>}
      </section>

      {state.step === 'checked' && (
        <section
          ref={previewRef}
          className={`${styles.panel} ${own.section}`}
          aria-labelledby="theme-install-preview"
        >
          <h2 id="theme-install-preview" className={own.sectionTitle}>
            {t.preview}
          </h2>
          <ThemePreview theme={state.theme} />
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => install(state.theme)}>
              {t.install}
            </Button>
          </div>
        </section>
      )}

      {state.step === 'installed' && (
        <section className={`${styles.panel} ${own.section}`} aria-label={t.preview}>
          <Notice tone="success">
            {i18n.t(state.inUse ? 'themes.inUse' : 'themes.installed', { name: state.theme.name })}
          </Notice>
          <div className={styles.actions}>
            {!state.inUse && (
              <Button variant="primary" onClick={() => use(state.theme)}>
                {t.useTheme}
              </Button>
            )}
            <Link to="/settings/theme/manage" className={styles.linkButton}>
              {t.manageTitle}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
