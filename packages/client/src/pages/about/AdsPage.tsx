import { useState } from 'react';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import styles from './About.module.css';

type MetaAd = NonNullable<ReturnType<typeof useInstance>['meta']>['ads'][number];

/** /ads: the ads the server runs today (from meta), each a picture linking to its address. */
export function AdsPage() {
  const i18n = useI18n();
  const { meta } = useInstance();
  // An ad is shown only with an http(s) picture and address: anything else cannot be followed safely.
  const ads = (meta?.ads ?? []).filter((ad) => isHttpUrl(ad.url) && isHttpUrl(ad.imageUrl));
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.about.adsTitle}</h1>
      {ads.length === 0 ? (
        <p className={styles.muted}>{i18n.ts.about.adsEmpty}</p>
      ) : (
        <ul className={styles.ads} aria-label={i18n.ts.about.adsTitle}>
          {ads.map((ad) => (
            <li key={ad.id}>
              <Ad ad={ad} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Ad({ ad }: { ad: MetaAd }) {
  const i18n = useI18n();
  const [revealed, setRevealed] = useState(!ad.isSensitive);
  const label = i18n.t('about.adLink', { host: new URL(ad.url).host });
  if (!revealed) {
    return (
      <div className={styles.section}>
        <p className={styles.muted}>{i18n.ts.about.adSensitive}</p>
        <Button size="small" onClick={() => setRevealed(true)}>
          {i18n.ts.about.adReveal}
        </Button>
      </div>
    );
  }
  return (
    <a className={styles.ad} href={ad.url} target="_blank" rel="noopener noreferrer">
      <img src={ad.imageUrl} alt={label} loading="lazy" />
    </a>
  );
}
