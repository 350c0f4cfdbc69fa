import type { Visibility } from '../types';

/** From most open to most closed: a later entry is "more restrictive". */
export const VISIBILITIES: readonly Visibility[] = ['public', 'home', 'followers', 'specified'];

export function moreRestrictive(a: Visibility, b: Visibility): Visibility {
  return VISIBILITIES.indexOf(a) >= VISIBILITIES.indexOf(b) ? a : b;
}

export interface VisibilityContext {
  /** The author is silenced (`isSilenced`): they may not post public notes. */
  isSilenced: boolean;
  /** The author's `canPublicNote` role policy. */
  canPublicNote: boolean;
  /** The channel the note goes to, if any. */
  channel: { name: string; isLocalOnly?: boolean } | null;
  /** The visibility of the note being replied to, if any. */
  replyVisibility: Visibility | null;
}

export interface VisibilityDecision {
  visibility: Visibility;
  localOnly: boolean;
  /** The visibility button cannot be used (channel posts are always public). */
  visibilityLocked: boolean;
  /** The federation toggle cannot be used (specified notes, local-only channels). */
  federationLocked: boolean;
}

/** Whether the picker may offer `value` at all in this context. */
export function isVisibilityAllowed(value: Visibility, context: VisibilityContext): boolean {
  if (context.channel) return value === 'public';
  if (value === 'public' && (context.isSilenced || !context.canPublicNote)) return false;
  if (context.replyVisibility && moreRestrictive(value, context.replyVisibility) !== value) return false;
  return true;
}

/**
 * The visibility and federation a note will actually be sent with (spec 001 §4), from what the
 * user asked for. Applied on every render, so a setting or a reply can never widen a note.
 */
export function decideVisibility(
  requested: Visibility,
  requestedLocalOnly: boolean,
  context: VisibilityContext,
): VisibilityDecision {
  if (context.channel) {
    const channelLocal = context.channel.isLocalOnly === true;
    return {
      visibility: 'public',
      localOnly: channelLocal || requestedLocalOnly,
      visibilityLocked: true,
      federationLocked: channelLocal,
    };
  }
  let visibility = requested;
  if (visibility === 'public' && (context.isSilenced || !context.canPublicNote)) visibility = 'home';
  // Replying must not widen the audience of the conversation.
  if (context.replyVisibility) visibility = moreRestrictive(visibility, context.replyVisibility);
  const specified = visibility === 'specified';
  return {
    visibility,
    // A direct note only reaches the people named in it; federation does not apply.
    localOnly: specified ? false : requestedLocalOnly,
    visibilityLocked: false,
    federationLocked: specified,
  };
}

/** Mentions written in the text whose users are not among the recipients. */
export function mentionsMissingFromRecipients(
  mentions: readonly { username: string; host: string | null }[],
  recipients: readonly { username: string; host: string | null }[],
  localHost: string | null,
): { username: string; host: string | null }[] {
  const norm = (host: string | null) => (host === null || host === localHost ? null : host.toLowerCase());
  const key = (user: { username: string; host: string | null }) =>
    `${user.username.toLowerCase()}@${norm(user.host) ?? ''}`;
  const present = new Set(recipients.map(key));
  const seen = new Set<string>();
  return mentions.filter((mention) => {
    const k = key(mention);
    if (present.has(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
