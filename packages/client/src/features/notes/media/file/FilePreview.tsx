import { IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { BlurhashImage } from '@/blurhash';
import { useI18n } from '@/i18n';
import { LargeImageCard } from '../LargeImageCard';
import { MediaPlayer } from '../MediaPlayer';
import { altText, type DriveFile, httpUrl, inlineImageUrl, isOriginalSafe, mediaKind } from '../mediaRules';
import styles from './FileDetails.module.css';

/** The file itself: the image (blurhash until loaded), a player, or an icon for other kinds. */
export function FilePreview({ file }: { file: DriveFile }) {
  const i18n = useI18n();
  const [loaded, setLoaded] = useState(false);
  const kind = mediaKind(file);
  const url = httpUrl(file.url);
  if (kind === 'image' && url && !isOriginalSafe(file)) {
    // Too large (or of unknown size) to decode here: the thumbnail, or a card with the link.
    const thumbnail = inlineImageUrl(file, 'full');
    return (
      <div className={styles.preview} data-large="">
        {thumbnail ? (
          <img src={thumbnail} alt={altText(file)} className={styles.image} data-loaded="" />
        ) : null}
        <LargeImageCard file={file} />
      </div>
    );
  }
  if (kind === 'image' && url) {
    const { width, height } = file.properties ?? {};
    return (
      <div
        className={styles.preview}
        // Never wider than the image itself: a small image is not blown up into blocks.
        style={
          width && height
            ? { aspectRatio: `${width} / ${height}`, maxWidth: `min(100%, ${width}px)` }
            : undefined
        }
      >
        {!loaded && file.blurhash && (
          <BlurhashImage hash={file.blurhash} width={width} height={height} className={styles.blurhash} />
        )}
        <img
          src={url}
          alt={altText(file)}
          className={styles.image}
          data-loaded={loaded || undefined}
          onLoad={() => setLoaded(true)}
        />
      </div>
    );
  }
  if ((kind === 'video' || kind === 'audio') && url) {
    return (
      <div className={styles.preview} data-kind={kind}>
        <MediaPlayer file={file} />
      </div>
    );
  }
  return (
    <div className={styles.noPreview}>
      <IconFile aria-hidden="true" size={40} />
      <span>{i18n.ts.media.noPreview}</span>
    </div>
  );
}
