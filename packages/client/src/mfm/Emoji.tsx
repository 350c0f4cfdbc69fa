import { useContext, useState } from 'react';
import { useSettingValue } from '@/settings';
import { StillImage } from '@/ui';
import { useMfmEnv } from './context';
import { CustomEmojiActionContext, type EmojiStyle, useEmojiStyle } from './environment';
import styles from './Mfm.module.css';

/**
 * Twemoji's file name for an emoji: its code points in lowercase hex joined by '-', with the
 * variation selector U+FE0F dropped unless the sequence has a zero-width joiner (the
 * package names ZWJ sequences with their selectors kept).
 */
export function twemojiFileName(char: string): string {
  const text = char.includes('\u200d') ? char : char.replace(/\ufe0f/g, '');
  return Array.from(text, (c) => (c.codePointAt(0) ?? 0).toString(16)).join('-');
}

/**
 * The image for a unicode emoji in the chosen style, or null for the device's own glyph.
 * Twemoji is served by the instance at `/twemoji/` (as Misskey does), never by a CDN.
 * Fluent Emoji has no local asset package yet, so it shows the device's glyph.
 */
export function unicodeEmojiImage(char: string, style: EmojiStyle): string | null {
  if (style !== 'twemoji') return null;
  return `/twemoji/${twemojiFileName(char)}.svg`;
}

export function UnicodeEmoji({ emoji }: { emoji: string }) {
  const style = useEmojiStyle();
  const src = unicodeEmojiImage(emoji, style);
  // An emoji newer than the image set has no file: the device's glyph is better than nothing.
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        className={styles.emoji}
        src={src}
        alt={emoji}
        draggable={false}
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={styles.unicodeEmoji} data-emoji-style={style}>
      {emoji}
    </span>
  );
}

const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;

/** Where a custom emoji's image is: the note's own map, else the instance's emoji route. */
export function customEmojiUrl(
  name: string,
  emojis: Record<string, string> | undefined,
  authorHost: string | null,
): string {
  const fromNote = emojis?.[name] ?? (authorHost ? emojis?.[`${name}@${authorHost}`] : undefined);
  // Only http(s) or same-origin paths; anything else (javascript:, data:) is not loaded.
  if (fromNote && SAFE_SRC.test(fromNote)) return fromNote;
  const file = authorHost ? `${name}@${authorHost}` : name;
  return `/emoji/${encodeURIComponent(file).replace('%40', '@')}.webp`;
}

/**
 * A custom emoji in text. With `interactive` (full note text, not names) this server's emoji
 * opens its detail dialog; another server's cannot be looked up here, so it stays an image.
 */
export function CustomEmoji({ name, interactive = false }: { name: string; interactive?: boolean }) {
  const { emojis, authorHost, localHost } = useMfmEnv();
  const host = authorHost && authorHost !== localHost ? authorHost : null;
  const Action = useContext(CustomEmojiActionContext);
  const image = <CustomEmojiImage name={name} emojis={emojis} host={host} />;
  return interactive && host === null && Action ? <Action name={name}>{image}</Action> : image;
}

function CustomEmojiImage({
  name,
  emojis,
  host,
}: {
  name: string;
  emojis: Record<string, string> | undefined;
  host: string | null;
}) {
  const [failed, setFailed] = useState(false);
  const still = useSettingValue('disableShowingAnimatedImages');
  if (failed) return <span>{`:${name}:`}</span>;
  if (still) {
    const label = `:${name}:`;
    const src = customEmojiUrl(name, emojis, host);
    return <StillImage className={styles.emoji} src={src} label={label} onError={() => setFailed(true)} />;
  }
  return (
    <img
      className={styles.emoji}
      src={customEmojiUrl(name, emojis, host)}
      alt={`:${name}:`}
      title={`:${name}:`}
      draggable={false}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
