import { useId, useRef, useState } from 'react';
import { MEDIA_DEFAULT_VOLUME, MEDIA_PLAYBACK_RATES } from '@/constants';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import styles from './Media.module.css';
import { altText, type DriveFile, httpUrl, mediaKey } from './mediaRules';

/**
 * The browser's own audio/video controls (keyboard-operable and named), plus the spec's keys
 * on the element itself (spec 001 §9) and a playback-speed select.
 */
export function MediaPlayer({ file }: { file: DriveFile }) {
  const i18n = useI18n();
  const rateId = useId();
  const media = useRef<HTMLMediaElement | null>(null);
  const [rate, setRate] = useState(1);
  const [native] = useSetting('useNativeUIForVideoAudioPlayer');
  const src = httpUrl(file.url);
  const audio = file.type.startsWith('audio/');
  const setup = (element: HTMLMediaElement | null) => {
    media.current = element;
    // Once per element: a re-render must not reset a volume the user has changed.
    if (element && !element.dataset.ready) {
      element.volume = MEDIA_DEFAULT_VOLUME;
      element.dataset.ready = '1';
    }
  };
  const bare = {
    src,
    controls: true,
    preload: 'metadata' as const,
    'aria-label': altText(file),
    className: styles.player,
  };
  // useNativeUIForVideoAudioPlayer: the browser's element as it comes, nothing of ours added.
  const common = native
    ? bare
    : {
        ref: setup,
        tabIndex: 0,
        onKeyDown: mediaKey,
        onRateChange: (event: { currentTarget: HTMLMediaElement }) =>
          setRate(event.currentTarget.playbackRate),
        ...bare,
      };
  return (
    <div className={styles.playerBox} data-kind={audio ? 'audio' : 'video'}>
      {audio ? <audio {...common} /> : <video {...common} />}
      {!native && (
        <div className={styles.rate}>
          <label htmlFor={rateId}>{i18n.ts.media.playbackRate}</label>
          <select
            id={rateId}
            value={rate}
            onChange={(event) => {
              const value = Number(event.target.value);
              setRate(value);
              if (media.current) media.current.playbackRate = value;
            }}
          >
            {MEDIA_PLAYBACK_RATES.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
