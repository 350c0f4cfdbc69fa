import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import styles from './About.module.css';

/** Whether and how this server federates, said plainly. */
export function AboutFederation() {
  const i18n = useI18n();
  const { meta, host } = useInstance();
  const mode = meta?.federation ?? 'all';
  const text =
    mode === 'none'
      ? i18n.ts.about.federationNone
      : mode === 'specified'
        ? i18n.ts.about.federationSpecified
        : i18n.ts.about.federationAll;
  return (
    <section className={styles.section} aria-labelledby="about-federation">
      <h2 id="about-federation" className={styles.sectionTitle}>
        {i18n.ts.about.tabs.federation}
      </h2>
      <p className={styles.text}>{text}</p>
      <p className={styles.muted}>
        <Link to={`/instance-info/${encodeURIComponent(host)}`}>{i18n.ts.about.instanceInfoLink}</Link>
      </p>
    </section>
  );
}
