import { useAccountDialogs } from '@/accounts';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import aboutStyles from '@/pages/about/About.module.css';
import { InstanceFigures } from '@/pages/about/InstanceFigures';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Button } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import own from './Landing.module.css';
import { LandingTimeline } from './LandingTimeline';

/**
 * What a signed-out visitor sees at '/': the server's banner, icon, name and description, its
 * figures, sign-in and sign-up, and the local timeline live when the server shows it to
 * visitors (its policies for visitors allow the local timeline, and its client options do).
 */
export function LandingPage() {
  const i18n = useI18n();
  const { meta } = useInstance();
  const { openSignIn, openSignUp, registrationOpen } = useAccountDialogs();
  const name = meta?.name || i18n.ts.appName;
  const showTimeline =
    Boolean(meta?.policies.ltlAvailable) && meta?.clientOptions.showTimelineForVisitor !== false;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="landing-title">
        {isHttpUrl(meta?.bannerUrl) && <img className={aboutStyles.banner} src={meta.bannerUrl} alt="" />}
        <div className={aboutStyles.identity}>
          {isHttpUrl(meta?.iconUrl) && <img className={aboutStyles.icon} src={meta.iconUrl} alt="" />}
          <h1 id="landing-title" className={styles.heroTitle}>
            {name}
          </h1>
        </div>
        <p className={`${styles.lead} ${own.description}`}>
          {meta?.description || i18n.t('landing.defaultDescription', { name })}
        </p>
        <InstanceFigures />
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
        <p>
          <Link to="/about">{i18n.t('landing.aboutLink', { name })}</Link>
        </p>
      </section>
      {showTimeline && (
        <section className={own.preview} aria-labelledby="landing-preview">
          <h2 id="landing-preview" className={own.previewTitle}>
            {i18n.t('landing.previewTitle', { name })}
          </h2>
          <LandingTimeline />
        </section>
      )}
    </div>
  );
}
