import { parseEmojiValue } from './emojiValue';
import type { CustomEmoji, EmojiUser, EmojiValue, ReactionTarget } from './types';

/** The like reaction: the heart, with or without its emoji presentation selector. */
const LIKE_VALUES: ReadonlySet<string> = new Set(['\u2764', '\u2764\ufe0f']);

export function isLikeReaction(value: EmojiValue): boolean {
  return LIKE_VALUES.has(value);
}

type Acceptance = ReactionTarget['reactionAcceptance'];

/** Whether this note lets this user react with anything but the like. */
function onlyLikeFor(acceptance: Acceptance, user: EmojiUser): boolean {
  if (acceptance === 'likeOnly') return true;
  const remote = user.host !== null;
  return (
    remote &&
    (acceptance === 'likeOnlyForRemote' || acceptance === 'nonSensitiveOnlyForLocalLikeOnlyForRemote')
  );
}

function rejectsSensitive(acceptance: Acceptance): boolean {
  return acceptance === 'nonSensitiveOnly' || acceptance === 'nonSensitiveOnlyForLocalLikeOnlyForRemote';
}

/** The emoji's own restrictions, which hold whatever the note accepts. */
function userMayUse(emoji: CustomEmoji, user: EmojiUser): boolean {
  if (emoji.localOnly && user.host !== null) return false;
  const roles = emoji.roleIdsThatCanBeUsedThisEmojiAsReaction ?? [];
  if (roles.length > 0 && !roles.some((id) => user.roleIds.includes(id))) return false;
  return true;
}

/**
 * Whether `user` may react to `target` with `value` (spec 001 §5, Misskey's reactionAcceptance).
 * The server checks the same rules; this keeps the picker from offering what it would refuse.
 */
export function canReactWith(
  value: EmojiValue,
  target: ReactionTarget,
  user: EmojiUser,
  customIndex: ReadonlyMap<string, CustomEmoji>,
): boolean {
  const acceptance = target.reactionAcceptance;
  if (isLikeReaction(value)) return true;
  if (onlyLikeFor(acceptance, user)) return false;
  const parsed = parseEmojiValue(value);
  if (parsed.kind === 'unicode') return parsed.char.length > 0;
  // Only this server's emoji can be reacted with from here; one we do not know is refused.
  if (parsed.host !== null) return false;
  const emoji = customIndex.get(parsed.name);
  if (!emoji) return false;
  if (rejectsSensitive(acceptance) && emoji.isSensitive) return false;
  return userMayUse(emoji, user);
}

/**
 * Whether the composer should suggest `emoji` to `user` for writing text.
 *
 * Reasoning: in a note, `:name:` is just text; the server never refuses a note for it. But a
 * local-only emoji is not federated, so a remote reader would only see `:name:` — still, the
 * signed-in user of this client is always a user of the server that owns these emoji, so for a
 * local user local-only emoji are fine and for a (hypothetical) remote user they would render as
 * plain text: we leave them out. The role restriction in Misskey
 * (`roleIdsThatCanBeUsedThisEmojiAsReaction`) is about reactions only — Misskey renders
 * role-restricted emoji in text for everyone — so it does not hide a suggestion.
 * Sensitivity is a reaction-acceptance matter and does not apply to text either.
 */
export function canUseInText(emoji: CustomEmoji, user: EmojiUser): boolean {
  return !(emoji.localOnly && user.host !== null);
}
