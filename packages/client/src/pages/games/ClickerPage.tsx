import { ClickerGame } from '@/features/clicker';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import styles from './Games.module.css';

/** /clicker: the cookie clicker, the same save as the clicker widget and Misskey Web's. */
export function ClickerPage() {
  const i18n = useI18n();
  return (
    <div className={pageStyles.page}>
      <p className={styles.back}>
        <Link to="/games">{i18n.ts.navigation.entries.games}</Link>
      </p>
      <h1 className={pageStyles.title}>{i18n.ts.widgets.names.clicker}</h1>
      <p className={pageStyles.lead}>{i18n.ts.games.clickerHint}</p>
      <section className={`${pageStyles.panel} ${styles.board}`} aria-label={i18n.ts.widgets.names.clicker}>
        <ClickerGame large />
      </section>
    </div>
  );
}
