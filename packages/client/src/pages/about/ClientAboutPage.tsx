import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { CLIENT_VERSION } from '@/version';
import styles from './About.module.css';
import { BUNDLED_LIBRARIES, TWEMOJI } from './licences';

/** /about-type4ny: this app (not the server): its version, credits and the licences it carries. */
export function ClientAboutPage() {
  const i18n = useI18n();
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.about.clientTitle}</h1>
      <p className={styles.text}>{i18n.t('about.clientLead', { app: i18n.ts.appName })}</p>
      <dl className={styles.facts}>
        <dt>{i18n.ts.about.clientVersion}</dt>
        <dd dir="ltr">{CLIENT_VERSION}</dd>
      </dl>

      <section className={styles.section} aria-labelledby="client-credits">
        <h2 id="client-credits" className={styles.sectionTitle}>
          {i18n.ts.about.credits}
        </h2>
        <p className={styles.text}>{i18n.ts.about.creditsText}</p>
        <p className={styles.text}>{i18n.ts.about.twemojiCredit}</p>
      </section>

      <section className={styles.section} aria-labelledby="client-licences">
        <h2 id="client-licences" className={styles.sectionTitle}>
          {i18n.ts.about.licences}
        </h2>
        <p className={styles.muted}>{i18n.ts.about.licencesLead}</p>
        <ul className={styles.licences} aria-label={i18n.ts.about.licences}>
          {[...BUNDLED_LIBRARIES, TWEMOJI].map((library) => (
            <li key={library.name}>
              <a href={library.url} target="_blank" rel="noopener noreferrer" dir="ltr">
                {library.name}
              </a>
              <span className={styles.muted} dir="ltr">
                {library.licence}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
