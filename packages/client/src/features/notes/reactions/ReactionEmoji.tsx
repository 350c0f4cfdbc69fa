import { type CustomEmoji, EmojiGlyph, useCustomEmojiIndex } from '@/features/emoji';
import type { Note } from '../noteStore';
import { parseReaction } from '../rules';
import styles from './Reactions.module.css';

function isHttpUrl(value: string | undefined): value is string {
  return value != null && /^https?:\/\//i.test(value);
}

/**
 * The custom emoji a reaction stands for. This server's come from the emoji list (which knows
 * the current image), else from what the note carried, else the instance's `/emoji/` route;
 * another server's only from the note.
 */
function customEmojiFor(
  name: string,
  host: string | null,
  note: Note,
  index: ReadonlyMap<string, CustomEmoji>,
): CustomEmoji {
  const known = host === null ? index.get(name) : undefined;
  if (known) return known;
  const key = host ? `${name}@${host}` : name;
  const fromNote = note.reactionEmojis[key] ?? note.reactionEmojis[`${name}@.`] ?? note.emojis?.[key];
  const url = isHttpUrl(fromNote) ? fromNote : `/emoji/${encodeURIComponent(key).replace('%40', '@')}.webp`;
  return { name, aliases: [], category: null, url };
}

/** A reaction as an emoji: the unicode glyph in the chosen style, or the custom emoji's image. */
export function ReactionEmoji({ reaction, note, size }: { reaction: string; note: Note; size?: number }) {
  const index = useCustomEmojiIndex();
  const parsed = parseReaction(reaction);
  return (
    <span className={styles.glyph}>
      {parsed.custom ? (
        <EmojiGlyph
          value={reaction}
          emoji={customEmojiFor(parsed.name, parsed.host, note, index)}
          size={size}
        />
      ) : (
        <EmojiGlyph value={reaction} size={size} />
      )}
    </span>
  );
}
