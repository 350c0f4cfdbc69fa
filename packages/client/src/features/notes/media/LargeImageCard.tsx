import { IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import { useId } from 'react';
import { numberFormat, useI18n } from '@/i18n';
import styles from './Media.module.css';
import { type DriveFile, formatBytes, httpUrl } from './mediaRules';

/**
 * Stands in for a picture that must not be decoded in the page (see `inlineImageUrl`): what
 * it is, how large, and a link to the original that says what opening it may cost.
 */
export function LargeImageCard({ file }: { file: DriveFile }) {
  const i18n = useI18n();
  const t = i18n.ts.media;
  const warningId = useId();
  const url = httpUrl(file.url);
  const { width, height } = file.properties ?? {};
  const count = numberFormat(i18n.lang);
  const facts = [formatBytes(file.size, i18n.lang)];
  if (width && height) {
    facts.push(i18n.t('media.dimensionsValue', { width: count.format(width), height: count.format(height) }));
  }
  return (
    <div className={styles.largeImage}>
      <IconPhotoOff aria-hidden="true" size={22} className={styles.fileIcon} />
      <span className={`${styles.fileName} ${styles.largeImageName}`}>{file.name}</span>
      <span className={styles.fileSize}>{facts.join(' · ')}</span>
      <span>{width && height ? t.tooLarge : t.sizeUnknown}</span>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="nofollow noopener"
          className={styles.openOriginal}
          aria-describedby={warningId}
        >
          <IconExternalLink aria-hidden="true" size={14} />
          {t.openOriginal}
        </a>
      )}
      <span id={warningId} className={styles.largeImageWarning}>
        {t.openOriginalWarning}
      </span>
    </div>
  );
}
