import { type CSSProperties, useId, useMemo } from 'react';
import { useI18n } from '@/i18n';
import { type CompiledTheme, compileThemeForPage, type Theme } from '@/theme';
import styles from './Theme.module.css';

/** Compiles a theme for a preview; a theme that does not compile shows no preview. */
export function usePreviewVars(theme: Theme | null): CompiledTheme | null {
  const key = theme ? JSON.stringify(theme) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for theme.
  return useMemo(() => {
    if (!theme) return null;
    try {
      return compileThemeForPage(theme);
    } catch {
      return null;
    }
  }, [key]);
}

/**
 * A small sample drawn in a theme's colours: the theme's variables are set on this element
 * only, so the page around it keeps the theme in force. The sample is inert (its button and
 * link are pictures of controls, not controls), and the caption names the theme.
 */
export function ThemePreview({ theme, compiled }: { theme: Theme; compiled?: CompiledTheme | null }) {
  const i18n = useI18n();
  const t = i18n.ts.themes;
  const captionId = useId();
  const own = usePreviewVars(compiled === undefined ? theme : null);
  const result = compiled === undefined ? own : compiled;
  if (!result) return null;
  const style = { ...result.vars, colorScheme: result.colorScheme } as CSSProperties;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {i18n.t('themes.previewOf', { name: theme.name })}
      </figcaption>
      <div className={styles.preview} style={style} inert data-testid="theme-preview">
        <div className={styles.sampleNote}>
          <span className={styles.avatar} aria-hidden="true" />
          <div className={styles.sampleBody}>
            <p className={styles.sampleName}>
              {t.previewName} <span className={styles.sampleHandle}>@hana</span>
            </p>
            <p className={styles.sampleText}>
              {t.previewText} <span className={styles.sampleLink}>{t.previewLink}</span>
            </p>
            <div className={styles.sampleActions}>
              <span className={styles.sampleButton}>{t.previewButton}</span>
              <span className={styles.sampleInput}>{t.previewInput}</span>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
