import type * as Misskey from 'misskey-js';
import { type KeyboardEvent, useState } from 'react';
import { useAccount } from '@/accounts';
import {
  MEDIA_DEFAULT_VOLUME,
  MEDIA_MAX_FILES,
  MEDIA_PLAYBACK_RATES,
  MEDIA_SEEK_SECONDS,
  MEDIA_VOLUME_STEP,
} from '@/constants';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { useSetting } from '@/settings';
import styles from './Note.module.css';

type DriveFile = Misskey.entities.DriveFile;

function httpUrl(value: string | null | undefined): string | undefined {
  return value && /^https?:\/\//i.test(value) ? value : undefined;
}

/** Spec 001 §4: hidden when nsfw is force, or data saver is on; shown when ignore; else sensitive ones hidden. */
export function initiallyHidden(
  file: Pick<DriveFile, 'isSensitive'>,
  nsfw: string,
  dataSaverMedia: boolean,
): boolean {
  if (nsfw === 'force' || dataSaverMedia) return true;
  if (nsfw === 'ignore') return false;
  return file.isSensitive;
}

/** Keyboard controls of the audio/video player (spec 001 §9). */
export function mediaKey(event: KeyboardEvent<HTMLMediaElement>) {
  const media = event.currentTarget;
  switch (event.key) {
    case 'ArrowUp':
      media.volume = Math.min(1, Math.round((media.volume + MEDIA_VOLUME_STEP) * 10) / 10);
      break;
    case 'ArrowDown':
      media.volume = Math.max(0, Math.round((media.volume - MEDIA_VOLUME_STEP) * 10) / 10);
      break;
    case 'ArrowRight':
      media.currentTime = Math.min(
        media.duration || Number.POSITIVE_INFINITY,
        media.currentTime + MEDIA_SEEK_SECONDS,
      );
      break;
    case 'ArrowLeft':
      media.currentTime = Math.max(0, media.currentTime - MEDIA_SEEK_SECONDS);
      break;
    case ' ':
      if (media.paused) void media.play();
      else media.pause();
      break;
    default:
      return;
  }
  event.preventDefault();
}

function MediaPlayer({ file }: { file: DriveFile }) {
  const i18n = useI18n();
  const [rate, setRate] = useState(1);
  const src = httpUrl(file.url);
  const setup = (element: HTMLMediaElement | null) => {
    if (element && !element.dataset.ready) {
      element.volume = MEDIA_DEFAULT_VOLUME;
      element.dataset.ready = '1';
    }
  };
  const common = {
    ref: setup,
    src,
    controls: true,
    preload: 'metadata' as const,
    onKeyDown: mediaKey,
    onRateChange: (event: { currentTarget: HTMLMediaElement }) => setRate(event.currentTarget.playbackRate),
    'aria-label': file.comment || file.name,
    className: styles.player,
  };
  return (
    <div className={styles.playerBox}>
      {file.type.startsWith('audio/') ? <audio {...common} /> : <video {...common} />}
      <label className={styles.rate}>
        {i18n.ts.notes.playbackRate}{' '}
        <select
          value={rate}
          onChange={(event) => {
            const value = Number(event.target.value);
            setRate(value);
            const media = event.currentTarget.closest(`.${styles.playerBox}`)?.querySelector('audio, video');
            if (media instanceof HTMLMediaElement) media.playbackRate = value;
          }}
        >
          {MEDIA_PLAYBACK_RATES.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function MediaItem({ file, single }: { file: DriveFile; single: string | null }) {
  const i18n = useI18n();
  const me = useAccount();
  const [nsfw] = useSetting('nsfw');
  const [dataSaver] = useSetting('dataSaver');
  const [hidden, setHidden] = useState(() => initiallyHidden(file, nsfw, dataSaver.media));
  const isImage = file.type.startsWith('image/');
  const isPlayable = file.type.startsWith('video/') || file.type.startsWith('audio/');
  const ownerLink = me && me.id === file.userId ? `/my/drive/file/${file.id}` : null;
  const moderator =
    me && ((me as { isModerator?: boolean }).isModerator || (me as { isAdmin?: boolean }).isAdmin);

  if (hidden) {
    return (
      <div className={styles.mediaItem} data-single={single ?? undefined}>
        <button type="button" className={styles.mediaHidden} onClick={() => setHidden(false)}>
          <strong>{file.isSensitive ? i18n.ts.notes.sensitive : i18n.ts.notes.hiddenMedia}</strong>
          <span>{i18n.ts.notes.revealMedia}</span>
        </button>
      </div>
    );
  }
  const src = httpUrl(file.thumbnailUrl) ?? httpUrl(file.url);
  return (
    <div className={styles.mediaItem} data-single={single ?? undefined}>
      {isImage && src ? (
        <a href={httpUrl(file.url)} target="_blank" rel="nofollow noopener" className={styles.mediaLink}>
          <img src={src} alt={file.comment ?? file.name} className={styles.mediaImage} loading="lazy" />
        </a>
      ) : isPlayable ? (
        <MediaPlayer file={file} />
      ) : (
        <a href={httpUrl(file.url)} target="_blank" rel="nofollow noopener" className={styles.mediaFile}>
          {i18n.ts.notes.file}: {file.name}
        </a>
      )}
      <div className={styles.mediaTools}>
        {(file.isSensitive || nsfw === 'force' || dataSaver.media) && (
          <button type="button" className={styles.mediaTool} onClick={() => setHidden(true)}>
            {i18n.ts.notes.hideMedia}
          </button>
        )}
        {ownerLink && (
          <Link to={ownerLink} className={styles.mediaTool}>
            {i18n.ts.notes.openFile}
          </Link>
        )}
        {moderator && (
          <Link to={`/admin/file/${file.id}`} className={styles.mediaTool}>
            {i18n.ts.notes.moderateFile}
          </Link>
        )}
      </div>
    </div>
  );
}

/** The media grid for 1 to 16 files; one image follows `mediaListWithOneImageAppearance`. */
export function MediaList({ files }: { files: DriveFile[] }) {
  const [appearance] = useSetting('mediaListWithOneImageAppearance');
  const shown = files.slice(0, MEDIA_MAX_FILES);
  if (shown.length === 0) return null;
  const single = shown.length === 1 ? appearance : null;
  return (
    <div className={styles.media} data-count={Math.min(shown.length, 4)}>
      {shown.map((file) => (
        <MediaItem key={file.id} file={file} single={single} />
      ))}
    </div>
  );
}
