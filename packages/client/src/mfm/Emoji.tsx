import { useState } from 'react';
import { useMfmEnv } from './context';
import { type EmojiStyle, useEmojiStyle } from './environment';
import styles from './Mfm.module.css';

/**
 * The image for a unicode emoji in the chosen style, or null for the device's own glyph.
 * The one place to switch on twemoji / Fluent Emoji once their asset package is added
 * (the emoji issue); until then every style falls back to native text.
 */
export function unicodeEmojiImage(_char: string, _style: EmojiStyle): string | null {
  return null;
}

export function UnicodeEmoji({ emoji }: { emoji: string }) {
  const style = useEmojiStyle();
  const src = unicodeEmojiImage(emoji, style);
  if (src) return <img className={styles.emoji} src={src} alt={emoji} draggable={false} />;
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

export function CustomEmoji({ name }: { name: string }) {
  const { emojis, authorHost, localHost } = useMfmEnv();
  const [failed, setFailed] = useState(false);
  const host = authorHost && authorHost !== localHost ? authorHost : null;
  if (failed) return <span>{`:${name}:`}</span>;
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
