import { useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { useModals } from '@/ui';
import local from '../GeneralSettingsPage.module.css';
import { Toggle } from '../SettingControls';
import { EMAIL_NOTIFICATION_TYPES, type EmailNotificationType, withEmailType } from './emailTypes';

/**
 * Which notifications are also mailed (i/update `emailNotificationTypes`). A switch shows its new
 * state at once and goes back if the server refuses; mail goes only to a confirmed address.
 */
export function EmailNotificationsSection({ announce }: { announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.emailSettings;
  const typeLabels = i18n.ts.notificationFilter.types as Record<string, string>;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const modals = useModals();
  const saved = account.emailNotificationTypes ?? [];
  // What the switches show while a change is on its way.
  const [shown, setShown] = useState<string[] | null>(null);
  const types = shown ?? saved;

  const change = async (type: EmailNotificationType, on: boolean) => {
    const next = withEmailType(types, type, on);
    setShown(next);
    try {
      updateMe(await api.call('i/update', { emailNotificationTypes: next }));
      announce();
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'i/update' });
    } finally {
      setShown(null);
    }
  };

  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="email-notifications-title">
      <h2 id="email-notifications-title" className={local.sectionTitle}>
        {t.notifyTitle}
      </h2>
      <p className={styles.lead}>{t.notifyLead}</p>
      {!(account.email && account.emailVerified) && <p className={styles.muted}>{t.notifyNeedsAddress}</p>}
      {EMAIL_NOTIFICATION_TYPES.map((type) => (
        <Toggle
          key={type}
          label={typeLabels[type] ?? type}
          checked={types.includes(type)}
          onChange={(on) => void change(type, on)}
        />
      ))}
    </section>
  );
}
