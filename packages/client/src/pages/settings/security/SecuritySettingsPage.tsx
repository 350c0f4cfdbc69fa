import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { PasskeysSection } from './PasskeysSection';
import { PasswordSection } from './PasswordSection';
import { RegenerateTokenSection } from './RegenerateTokenSection';
import { SigninHistorySection } from './SigninHistorySection';
import { TwoFactorSection } from './TwoFactorSection';

/** /settings/security: password, two-factor sign-in, passkeys, the sign-in history and signing out everywhere. */
export function SecuritySettingsPage() {
  const t = useI18n().ts.securitySettings;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <PasswordSection />
      <TwoFactorSection />
      <PasskeysSection />
      <SigninHistorySection />
      <RegenerateTokenSection />
    </div>
  );
}
