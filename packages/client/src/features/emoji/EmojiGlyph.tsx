import { type CSSProperties, useState } from 'react';
import { customEmojiUrl, unicodeEmojiImage } from '@/mfm/Emoji';
import { useEmojiStyle } from '@/mfm/environment';
import { useSettingValue } from '@/settings';
import { StillImage } from '@/ui';
import { useCustomEmojiIndex } from './custom/CustomEmojiProvider';
import styles from './EmojiGlyph.module.css';
import { parseEmojiValue } from './emojiValue';
import type { CustomEmoji, EmojiValue } from './types';

export interface EmojiGlyphProps {
  value: EmojiValue;
  /** The custom emoji when the caller already has it (else it is looked up by name). */
  emoji?: CustomEmoji;
  /** Height in CSS pixels; 1.25em of the surrounding text otherwise. */
  size?: number;
}

/** Image sources we load: http(s) or a same-origin path — never javascript:, data: and the like. */
const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;

/**
 * One emoji as an image or glyph with a text alternative (`:name:` or the char itself), so
 * screen readers and copy-paste get what the user would type. Unicode follows the
 * `emojiStyle` setting; custom emoji show their image.
 */
export function EmojiGlyph({ value, emoji, size }: EmojiGlyphProps) {
  const parsed = parseEmojiValue(value);
  const style = size ? ({ '--emoji-size': `${size}px` } as CSSProperties) : undefined;
  if (parsed.kind === 'custom')
    return <CustomGlyph name={parsed.name} host={parsed.host} emoji={emoji} style={style} />;
  return <UnicodeGlyph char={parsed.char} style={style} />;
}

function UnicodeGlyph({ char, style }: { char: string; style?: CSSProperties }) {
  const src = unicodeEmojiImage(char, useEmojiStyle());
  // An emoji newer than the image set has no file: the device's glyph is better than nothing.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        className={styles.glyph}
        style={style}
        src={src}
        alt={char}
        draggable={false}
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span className={styles.char} style={style} role="img" aria-label={char}>
      {char}
    </span>
  );
}

function CustomGlyph(props: {
  name: string;
  host: string | null;
  emoji?: CustomEmoji;
  style?: CSSProperties;
}) {
  const { name, host, style } = props;
  const index = useCustomEmojiIndex();
  const known = props.emoji ?? (host === null ? index.get(name) : undefined);
  const src = known && SAFE_SRC.test(known.url) ? known.url : customEmojiUrl(name, undefined, host);
  const label = host ? `:${name}@${host}:` : `:${name}:`;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const still = useSettingValue('disableShowingAnimatedImages');
  if (failedSrc === src) {
    return (
      <span className={styles.fallback} style={style}>
        {label}
      </span>
    );
  }
  if (still) {
    return (
      <StillImage
        className={styles.glyph}
        style={style}
        src={src}
        label={label}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <img
      className={styles.glyph}
      style={style}
      src={src}
      alt={label}
      title={label}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  );
}
