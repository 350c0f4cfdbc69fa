import { useEffect, useRef, useState } from 'react';
import { useClickerGame } from '@/features/clicker';
import { numberFormat, useI18n } from '@/i18n';
import styles from '../Widgets.module.css';
import fun from './Fun.module.css';

/** A cookie of our own drawing: the button's picture, named by the button. */
function Cookie() {
  return (
    <svg viewBox="0 0 64 64" className={fun.cookie} aria-hidden="true">
      <circle cx="32" cy="32" r="28" className={fun.dough} />
      <circle cx="32" cy="32" r="28" className={fun.crust} />
      {[
        [22, 20, 4],
        [40, 18, 3],
        [44, 34, 4.5],
        [27, 38, 3.5],
        [36, 48, 3],
        [16, 33, 2.5],
      ].map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} className={fun.chip} />
      ))}
    </svg>
  );
}

/** The account's cookies and how fast they come; each click bakes one (saved to the registry). */
export default function Clicker() {
  const i18n = useI18n();
  const { status, save, click } = useClickerGame();
  const cookies = save?.cookies ?? 0;
  const [perSecond, setPerSecond] = useState(0);
  const before = useRef<number | null>(null);
  const latest = useRef(cookies);
  latest.current = cookies;
  const ready = status === 'ready';
  useEffect(() => {
    if (!ready) return;
    before.current = latest.current;
    const timer = setInterval(() => {
      setPerSecond(latest.current - (before.current ?? latest.current));
      before.current = latest.current;
    }, 1000);
    return () => clearInterval(timer);
  }, [ready]);

  if (status === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (status === 'failed') return <p className={styles.muted}>{i18n.ts.widgets.clickerFailed}</p>;
  const format = numberFormat(i18n.lang);
  return (
    <div className={fun.clicker}>
      <p className={fun.cookies}>
        <span className="visually-hidden">{i18n.ts.widgets.cookies} </span>
        <output aria-live="polite" className={fun.count}>
          {format.format(cookies)}
        </output>
      </p>
      <p className={styles.caption}>{i18n.t('widgets.perSecond', { rate: format.format(perSecond) })}</p>
      <button type="button" className={fun.bake} onClick={click}>
        <Cookie />
        <span className="visually-hidden">{i18n.ts.widgets.bakeCookie}</span>
      </button>
    </div>
  );
}
