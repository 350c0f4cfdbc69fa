import { useEffect, useState } from 'react';
import { useI18n } from './I18nContext';
import { dateTimeFormat } from './intlFormats';
import { ageTier, formatRelativeTime, refreshIntervalFor } from './relativeTime';

/**
 * A time shown relative to now ("5 minutes ago"), with the exact date as its tooltip and
 * machine-readable value, redrawn as often as its wording can change (spec 000 §9).
 * `data-age` lets a stylesheet colour times older than 90 and 180 days.
 */
export function RelativeTime({ time }: { time: string | number | Date }) {
  const i18n = useI18n();
  const at = new Date(time).getTime();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(at)) return;
    const timer = setTimeout(() => setNow(Date.now()), refreshIntervalFor(at, now));
    return () => clearTimeout(timer);
  }, [at, now]);

  if (Number.isNaN(at)) return <span>{i18n.ts.time.invalid}</span>;
  const exact = dateTimeFormat(i18n.lang, { dateStyle: 'long', timeStyle: 'medium' }).format(at);
  return (
    <time dateTime={new Date(at).toISOString()} title={exact} data-age={ageTier(at, now)}>
      {formatRelativeTime(at, now, i18n.lang, i18n.ts.time.justNow)}
    </time>
  );
}
