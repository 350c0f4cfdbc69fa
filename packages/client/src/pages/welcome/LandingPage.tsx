import { useAccountDialogs } from '@/accounts';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import styles from '@/pages/shell/Page.module.css';
import { Button } from '@/ui';

/** What a signed-out visitor sees at '/'. */
export function LandingPage() {
  const i18n = useI18n();
  const { meta } = useInstance();
  const { openSignIn, openSignUp, registrationOpen } = useAccountDialogs();
  const name = meta?.name || i18n.ts.appName;
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{name}</h1>
        <p className={styles.lead}>{meta?.description || i18n.t('landing.defaultDescription', { name })}</p>
        <p className={styles.muted}>{i18n.ts.landing.signedOutHint}</p>
        <div className={styles.actions}>
          {registrationOpen && (
            <Button variant="primary" onClick={() => void openSignUp()}>
              {i18n.ts.signUp}
            </Button>
          )}
          <Button variant={registrationOpen ? 'secondary' : 'primary'} onClick={() => void openSignIn()}>
            {i18n.ts.signIn}
          </Button>
        </div>
      </section>
    </div>
  );
}
