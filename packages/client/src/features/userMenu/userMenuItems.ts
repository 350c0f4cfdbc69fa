import type { I18n } from '@/i18n';
import type { MenuItem } from '@/ui';

/** The viewer's relation to a user, as `users/relation` reports it (the parts the menu needs). */
export interface UserRelation {
  isMuted: boolean;
  isRenoteMuted: boolean;
  isBlocking: boolean;
}

export interface UserMenuActions {
  mute(): void;
  unmute(): void;
  muteRenotes(): void;
  unmuteRenotes(): void;
  block(): void;
  unblock(): void;
  report(): void;
}

/**
 * The relation entries of the user menu, shared by the profile, the note menu and mentions.
 * While the relation is loading only a pending line shows: offering "Mute" to someone already
 * muted would send a request the server refuses.
 * `listItems` is where "Add to list" goes (built by the lists feature, handed in by the caller).
 */
export function userMenuItems(
  relation: UserRelation | null,
  i18n: I18n,
  actions: UserMenuActions,
  listItems: MenuItem[] = [],
): MenuItem[] {
  const t = i18n.ts.userMenu;
  if (!relation) return [...listItems, { type: 'pending', text: i18n.ts.loading }];
  return [
    ...listItems,
    relation.isMuted
      ? { type: 'button', text: t.unmute, action: actions.unmute }
      : { type: 'button', text: t.mute, action: actions.mute },
    relation.isRenoteMuted
      ? { type: 'button', text: t.unmuteRenotes, action: actions.unmuteRenotes }
      : { type: 'button', text: t.muteRenotes, action: actions.muteRenotes },
    relation.isBlocking
      ? { type: 'button', text: t.unblock, action: actions.unblock }
      : { type: 'button', text: t.block, danger: true, action: actions.block },
    { type: 'divider' },
    { type: 'button', text: t.report, danger: true, action: actions.report },
  ];
}

/** Mute durations offered, in milliseconds; null is "until unmuted". */
export const MUTE_DURATIONS = {
  tenMinutes: 10 * 60_000,
  oneHour: 60 * 60_000,
  oneDay: 24 * 60 * 60_000,
  oneWeek: 7 * 24 * 60 * 60_000,
  forever: null,
} as const;

export type MuteDuration = keyof typeof MUTE_DURATIONS;

/** `expiresAt` for `mute/create`: a time in ms since the epoch, or null for a mute without end. */
export function muteExpiresAt(duration: MuteDuration, now: number): number | null {
  const length = MUTE_DURATIONS[duration];
  return length === null ? null : now + length;
}
