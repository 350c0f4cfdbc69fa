import { useId, useState } from 'react';
import { safeModeOnThisLoad } from '@/features/customCss';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { useSetting } from '@/settings';
import { Button, Notice } from '@/ui';
import own from '../preferencesBackups/PreferencesBackups.module.css';
import { useSavedNotice } from '../useSavedNotice';
import field from './CustomCss.module.css';

/**
 * /settings/custom-css: this device's own CSS, applied after the theme once saved. Saved with
 * a button rather than on every keystroke, so half-typed CSS never reshapes the page under
 * the cursor. `?safemode` skips it; the page says so while it is on.
 */
export function CustomCssSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.customCss;
  const [saved, setSaved] = useSetting('customCss');
  const [draft, setDraft] = useState(saved);
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  // Read at start-up: the app's own navigation drops the query, safe mode lasts until a reload.
  const safeMode = safeModeOnThisLoad();
  const fieldId = useId();
  const warningId = useId();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <section className={`${styles.panel} ${own.section}`} aria-label={t.title}>
        <p id={warningId} className={field.warning}>
          {t.warning}
        </p>
        {safeMode && <Notice tone="info">{t.safeModeOn}</Notice>}
        <label className={field.label} htmlFor={fieldId}>
          {t.label}
        </label>
        <textarea
          id={fieldId}
          className={field.code}
          value={draft}
          spellCheck={false}
          aria-describedby={warningId}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className={styles.actions}>
          <Button
            variant="primary"
            disabled={draft === saved}
            onClick={() => {
              setSaved(draft);
              announce();
            }}
          >
            {i18n.ts.save}
          </Button>
          <span role="status" className={styles.muted}>
            {savedText}
          </span>
        </div>
      </section>
    </div>
  );
}
