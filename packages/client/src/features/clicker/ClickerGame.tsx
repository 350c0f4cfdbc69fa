import { useEffect, useRef, useState } from 'react';
import { numberFormat, useI18n } from '@/i18n';
import styles from './Clicker.module.css';
import { useClickerGame } from './useClickerGame';

/** A cookie of our own drawing: the button's picture, named by the button. */
function Cookie() {
  return (
    <svg viewBox="0 0 64 64" className={styles.cookie} aria-hidden="true">
      <circle cx="32" cy="32" r="28" className={styles.dough} />
      <circle cx="32" cy="32" r="28" className={styles.crust} />
      {[
        [22, 20, 4],
        [40, 18, 3],
        [44, 34, 4.5],
        [27, 38, 3.5],
        [36, 48, 3],
        [16, 33, 2.5],
      ].map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} className={styles.chip} />
      ))}
    </svg>
  );
}

/** Cookies baked over the last second, measured once a second while the game is ready. */
function usePerSecond(cookies: number, ready: boolean): number {
  const [perSecond, setPerSecond] = useState(0);
  const before = useRef<number | null>(null);
  const latest = useRef(cookies);
  latest.current = cookies;
  useEffect(() => {
    if (!ready) return;
    before.current = latest.current;
    const timer = setInterval(() => {
      setPerSecond(latest.current - (before.current ?? latest.current));
      before.current = latest.current;
    }, 1000);
    return () => clearInterval(timer);
  }, [ready]);
  return perSecond;
}

/**
 * The account's cookies, how fast they come, and the cookie to bake one more (saved to the
 * registry). The widget shows it small; the /clicker page large, with the clicks in total. The
 * cookie is a button, so Enter and Space bake too, and the count is a polite live region.
 */
export function ClickerGame({ large = false }: { large?: boolean }) {
  const i18n = useI18n();
  const { status, save, click } = useClickerGame();
  const cookies = save?.cookies ?? 0;
  const perSecond = usePerSecond(cookies, status === 'ready');

  if (status === 'loading') return <p className={styles.caption}>{i18n.ts.loading}</p>;
  if (status === 'failed') return <p className={styles.caption}>{i18n.ts.widgets.clickerFailed}</p>;
  const format = numberFormat(i18n.lang);
  return (
    <div className={large ? `${styles.game} ${styles.large}` : styles.game}>
      <p className={styles.cookies}>
        <span className="visually-hidden">{i18n.ts.widgets.cookies} </span>
        <output aria-live="polite" className={styles.count}>
          {format.format(cookies)}
        </output>
      </p>
      <p className={styles.caption}>{i18n.t('widgets.perSecond', { rate: format.format(perSecond) })}</p>
      <button type="button" className={styles.bake} onClick={click}>
        <Cookie />
        <span className="visually-hidden">{i18n.ts.widgets.bakeCookie}</span>
      </button>
      {large && save && (
        <p className={styles.caption}>
          {i18n.t('games.clickerTotal', { clicks: format.format(save.clicked) })}
        </p>
      )}
    </div>
  );
}
