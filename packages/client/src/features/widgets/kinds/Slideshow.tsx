import { IconPlayerPause, IconPlayerPlay, IconPlayerTrackNext } from '@tabler/icons-react';
import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useReducedMotion } from '@/features/gaming';
import { inlineImageUrl } from '@/features/notes/media';
import { altText } from '@/features/notes/media/mediaRules';
import { useI18n } from '@/i18n';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import fun from './Fun.module.css';
import type { SlideshowSettings } from './media';

type DriveFile = Misskey.entities.DriveFile;

/**
 * The pictures of a drive folder, newest first, one every `interval` seconds with a one-second
 * cross-fade. It waits while the pointer or the focus is on it, while paused by its button,
 * and always for reduced motion (then Next is the way on).
 */
export default function Slideshow({ data }: WidgetProps<SlideshowSettings>) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const folderId = data.folderId || null;
  const [files, setFiles] = useState<DriveFile[] | null>(null);
  const [index, setIndex] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const still = useReducedMotion();

  useEffect(() => {
    if (!folderId) return;
    let live = true;
    setFiles(null);
    setIndex(0);
    setPrevious(null);
    api.call('drive/files', { folderId, type: 'image/*', limit: 100 }).then(
      (found) => live && setFiles(found.filter((file) => inlineImageUrl(file, 'full'))),
      () => live && setFiles([]),
    );
    return () => {
      live = false;
    };
  }, [api, folderId]);

  const count = files?.length ?? 0;
  const next = () => {
    if (count < 2) return;
    setPrevious(index);
    setIndex((index + 1) % count);
  };
  const waiting = held || paused || still || count < 2;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer restarts with each picture.
  useEffect(() => {
    if (waiting) return;
    const timer = setTimeout(next, Math.max(3, data.interval) * 1000);
    return () => clearTimeout(timer);
  }, [waiting, index, count, data.interval]);

  if (!folderId) return <p className={styles.muted}>{i18n.ts.widgets.chooseFolder}</p>;
  if (files === null) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (files.length === 0) return <p className={styles.muted}>{i18n.ts.widgets.emptyFolder}</p>;
  const current = files[index % count] as DriveFile;
  const before = previous === null ? null : files[previous];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only hold the timer; the controls are the buttons inside.
    <div
      // Fills the body, whose height the stack sets from the widget's `height` (its size).
      className={`${fun.slideshow} ${styles.fill}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {before && before !== current && (
        <img
          key={`under-${before.id}`}
          className={fun.slide}
          src={inlineImageUrl(before, 'full') ?? ''}
          alt=""
        />
      )}
      <img
        key={current.id}
        className={`${fun.slide} ${before ? fun.fadeIn : ''}`}
        src={inlineImageUrl(current, 'full') ?? ''}
        alt={altText(current)}
      />
      {count > 1 && (
        <div className={fun.slideControls}>
          {!still && (
            <button
              type="button"
              className={fun.slideButton}
              aria-pressed={paused}
              onClick={() => setPaused(!paused)}
            >
              {paused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
              <span className="visually-hidden">{i18n.ts.widgets.pauseSlideshow}</span>
            </button>
          )}
          <button type="button" className={fun.slideButton} onClick={next}>
            <IconPlayerTrackNext size={16} aria-hidden />
            <span className="visually-hidden">{i18n.ts.widgets.nextPicture}</span>
          </button>
        </div>
      )}
    </div>
  );
}
