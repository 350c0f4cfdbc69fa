import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import { isHttpUrl } from '@/users/httpUrl';
import styles from './About.module.css';
import { InstanceFigures } from './InstanceFigures';

/** The server's banner, icon, name, description, rules, administrator and figures. */
export function AboutOverview() {
  const i18n = useI18n();
  const { meta, host } = useInstance();
  const rules = (meta?.serverRules ?? []).filter((rule) => rule.trim() !== '');
  return (
    <>
      <section className={styles.section} aria-labelledby="about-server">
        {isHttpUrl(meta?.bannerUrl) && <img className={styles.banner} src={meta.bannerUrl} alt="" />}
        <div className={styles.identity}>
          {isHttpUrl(meta?.iconUrl) && <img className={styles.icon} src={meta.iconUrl} alt="" />}
          <div>
            <h2 id="about-server" className={styles.name}>
              {meta?.name || host}
            </h2>
            <span className={styles.muted} dir="ltr">
              {host}
            </span>
          </div>
        </div>
        <p className={meta?.description ? styles.text : styles.muted}>
          {meta?.description || i18n.ts.about.noDescription}
        </p>
      </section>

      <section className={styles.section} aria-labelledby="about-figures">
        <h2 id="about-figures" className={styles.sectionTitle}>
          {i18n.ts.about.figures}
        </h2>
        <InstanceFigures withDrive />
      </section>

      <section className={styles.section} aria-labelledby="about-rules">
        <h2 id="about-rules" className={styles.sectionTitle}>
          {i18n.ts.about.rules}
        </h2>
        {rules.length > 0 ? (
          <ol className={styles.rules}>
            {rules.map((rule, index) => (
              // Rules are plain text, in the order the administrator wrote them.
              // biome-ignore lint/suspicious/noArrayIndexKey: two rules may read the same.
              <li key={index} className={styles.text}>
                {rule}
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>{i18n.ts.about.noRules}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="about-facts">
        <h2 id="about-facts" className={styles.sectionTitle}>
          {i18n.ts.about.details}
        </h2>
        <dl className={styles.facts}>
          <dt>{i18n.ts.about.maintainer}</dt>
          <dd>{meta?.maintainerName || i18n.ts.about.notGiven}</dd>
          <dt>{i18n.ts.about.software}</dt>
          <dd dir="ltr">{meta?.version ?? i18n.ts.about.notGiven}</dd>
          <dt>{i18n.ts.about.registration}</dt>
          <dd>
            {meta?.disableRegistration ? i18n.ts.about.registrationClosed : i18n.ts.about.registrationOpen}
          </dd>
        </dl>
        <ul className={styles.links}>
          <li>
            <Link to="/contact">{i18n.ts.about.contactLink}</Link>
          </li>
          <li>
            <Link to="/about-type4ny">{i18n.ts.about.clientLink}</Link>
          </li>
          <li>
            <Link to="/ads">{i18n.ts.about.adsLink}</Link>
          </li>
          {isHttpUrl(meta?.tosUrl) && (
            <li>
              <a href={meta.tosUrl} target="_blank" rel="noopener noreferrer">
                {i18n.ts.about.tos}
              </a>
            </li>
          )}
          {isHttpUrl(meta?.privacyPolicyUrl) && (
            <li>
              <a href={meta.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                {i18n.ts.about.privacyPolicy}
              </a>
            </li>
          )}
        </ul>
      </section>
    </>
  );
}
