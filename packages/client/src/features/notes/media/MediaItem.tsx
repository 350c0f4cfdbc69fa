import { IconDots, IconEyeOff, IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { BlurhashImage } from '@/blurhash';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { MenuButton, type MenuItem } from '@/ui';
import { LargeImageCard } from './LargeImageCard';
import styles from './Media.module.css';
import { MediaPlayer } from './MediaPlayer';
import { altText, type DriveFile, formatBytes, httpUrl, inlineImageUrl, mediaKind } from './mediaRules';

export interface MediaItemProps {
  file: DriveFile;
  /** The file's sensitivity as last known (a moderator's change shows before any reload). */
  isSensitive: boolean;
  hidden: boolean;
  /** Why it is hidden: says so on the cover. */
  hiddenReason: 'sensitive' | 'dataSaver' | 'setting';
  /** Whether a "Hide media" button is offered while shown. */
  canHide: boolean;
  /** The one-image appearance, when this is the only file. */
  single: string | null;
  menuItems: MenuItem[];
  onReveal(): void;
  onHide(): void;
  /** Opens the gallery at this image; the element gives the size when the file has none. */
  onOpen(image: HTMLImageElement | null): void;
}

function Placeholder({ file }: { file: DriveFile }) {
  if (!file.blurhash) return null;
  return (
    <BlurhashImage
      hash={file.blurhash}
      width={file.properties?.width}
      height={file.properties?.height}
      className={styles.blurhash}
    />
  );
}

function ImageButton({
  file,
  src,
  newTab,
  onOpen,
}: {
  file: DriveFile;
  src: string;
  /** imageNewTab: the original opens in a new tab, so the image is a link to it. */
  newTab: string | undefined;
  onOpen: MediaItemProps['onOpen'];
}) {
  const [loaded, setLoaded] = useState(false);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const picture = (
    <>
      {/* The blurhash stays behind the image until the image has arrived. */}
      {!loaded && <Placeholder file={file} />}
      <img
        ref={setImage}
        src={src}
        alt={altText(file)}
        className={styles.image}
        data-loaded={loaded || undefined}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded(true)}
      />
    </>
  );
  return newTab ? (
    <a href={newTab} target="_blank" rel="noopener noreferrer" className={styles.imageButton}>
      {picture}
    </a>
  ) : (
    <button type="button" className={styles.imageButton} onClick={() => onOpen(image)}>
      {picture}
    </button>
  );
}

function OtherFile({ file }: { file: DriveFile }) {
  const i18n = useI18n();
  const url = httpUrl(file.url);
  const content = (
    <>
      <IconFile aria-hidden="true" size={22} className={styles.fileIcon} />
      <span className={styles.fileName}>{file.name}</span>
      <span className={styles.fileSize}>{formatBytes(file.size, i18n.lang)}</span>
    </>
  );
  // Without an http(s) URL there is nothing to link to; the row still says what the file is.
  return url ? (
    <a href={url} download={file.name} target="_blank" rel="nofollow noopener" className={styles.fileRow}>
      {content}
    </a>
  ) : (
    <span className={styles.fileRow}>{content}</span>
  );
}

/** One file of a note: hidden behind its blurhash, or shown as image, player or download row. */
export function MediaItem(props: MediaItemProps) {
  const { file, isSensitive, hidden, canHide, single, menuItems } = props;
  const i18n = useI18n();
  const t = i18n.ts.media;
  const kind = mediaKind(file);
  const [raw] = useSetting('loadRawImages');
  const [newTab] = useSetting('imageNewTab');
  const [highlight] = useSetting('highlightSensitiveMedia');
  // Null for a picture that must not be decoded here: a card stands in for it. loadRawImages
  // asks for the original, still only when it is safe to decode (inlineImageUrl).
  const imageSrc = kind === 'image' ? inlineImageUrl(file, raw ? 'full' : 'preview') : null;
  const tools = (
    <div className={styles.tools}>
      {!hidden && canHide && (
        <button type="button" className={styles.tool} onClick={props.onHide}>
          <IconEyeOff aria-hidden="true" size={14} />
          {t.hide}
        </button>
      )}
      {menuItems.length > 0 && (
        <MenuButton
          label={i18n.t('media.options', { name: file.name })}
          items={menuItems}
          className={styles.tool}
        >
          <IconDots aria-hidden="true" size={16} />
        </MenuButton>
      )}
    </div>
  );
  return (
    <div
      className={styles.item}
      data-kind={kind}
      data-single={single ?? undefined}
      data-hidden={hidden || undefined}
      // highlightSensitiveMedia: an outline drawn over the item, covered or shown.
      data-highlight-sensitive={(highlight && isSensitive) || undefined}
      data-large={(kind === 'image' && imageSrc === null) || undefined}
      style={
        single === 'expand' && file.properties?.width && file.properties?.height
          ? { aspectRatio: `${file.properties.width} / ${file.properties.height}` }
          : undefined
      }
    >
      {hidden ? (
        <>
          <Placeholder file={file} />
          <button type="button" className={styles.reveal} onClick={props.onReveal}>
            <strong>{t.hiddenReasons[props.hiddenReason]}</strong>
            <span>{t.reveal}</span>
          </button>
        </>
      ) : kind === 'image' ? (
        imageSrc ? (
          <ImageButton
            file={file}
            src={imageSrc}
            newTab={newTab ? httpUrl(file.url) : undefined}
            onOpen={props.onOpen}
          />
        ) : (
          <LargeImageCard file={file} />
        )
      ) : kind === 'video' || kind === 'audio' ? (
        <MediaPlayer file={file} />
      ) : (
        <OtherFile file={file} />
      )}
      {!hidden && isSensitive && <span className={styles.badge}>{t.sensitiveBadge}</span>}
      {tools}
    </div>
  );
}
