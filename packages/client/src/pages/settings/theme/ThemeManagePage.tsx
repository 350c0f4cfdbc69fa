import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { useSetting, useSettingsStore } from '@/settings';
import { loadJson5, type Theme, themeFileName, themeToJson5, uninstallTheme } from '@/theme';
import { Button, openConfirm, useModals, useToast } from '@/ui';
import { downloadText } from './download';
import own from './Theme.module.css';
import { ThemePreview } from './ThemePreview';

/** /settings/theme/manage: the installed themes, each with a preview, copy, export and uninstall. */
export function ThemeManagePage() {
  const i18n = useI18n();
  const t = i18n.ts.themes;
  const store = useSettingsStore();
  const modals = useModals();
  const toast = useToast();
  const [installed] = useSetting('themes');

  const copy = async (theme: Theme) => {
    try {
      const json5 = await loadJson5();
      await navigator.clipboard.writeText(themeToJson5(json5, theme));
      toast(t.copied);
    } catch {
      toast(t.copyFailed);
    }
  };

  const exportFile = async (theme: Theme) => {
    try {
      const json5 = await loadJson5();
      downloadText(themeFileName(theme), themeToJson5(json5, theme));
    } catch {
      toast(t.errorLoad);
    }
  };

  const uninstall = async (theme: Theme) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('themes.uninstallConfirmTitle', { name: theme.name }),
      text: t.uninstallConfirmText,
      okLabel: t.uninstall,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    const next = uninstallTheme(
      store.get('themes'),
      {
        lightTheme: store.get('lightTheme'),
        darkTheme: store.get('darkTheme'),
      },
      theme.id,
    );
    store.set('themes', next.themes);
    if (next.choices.lightTheme !== store.get('lightTheme')) store.set('lightTheme', next.choices.lightTheme);
    if (next.choices.darkTheme !== store.get('darkTheme')) store.set('darkTheme', next.choices.darkTheme);
    toast(i18n.t('themes.uninstalled', { name: theme.name }));
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.manageTitle}</h1>
      <section className={`${styles.panel} ${own.section}`} aria-label={t.manageTitle}>
        {installed.length === 0 ? (
          <>
            <p className={own.hint}>{t.manageEmpty}</p>
            <div className={own.links}>
              <Link to="/settings/theme/install" className={styles.linkButton}>
                {t.installTitle}
              </Link>
              <Link to="/theme-editor" className={styles.linkButton}>
                {t.editorTitle}
              </Link>
            </div>
          </>
        ) : (
          <ul className={own.list}>
            {installed.map((theme) => (
              <li key={theme.id} className={own.item} aria-labelledby={`theme-${theme.id}`}>
                <h2 id={`theme-${theme.id}`} className={own.itemTitle}>
                  {theme.name}
                </h2>
                <p className={own.meta}>
                  {theme.base === 'dark' ? t.baseDark : t.baseLight}
                  {theme.author ? ` · ${i18n.t('themes.byAuthor', { author: theme.author })}` : ''}
                </p>
                <ThemePreview theme={theme} />
                <div className={styles.actions}>
                  <Button size="small" onClick={() => copy(theme)}>
                    {t.copy}
                  </Button>
                  <Button size="small" onClick={() => exportFile(theme)}>
                    {t.exportFile}
                  </Button>
                  <Button size="small" variant="danger" onClick={() => uninstall(theme)}>
                    {t.uninstall}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
