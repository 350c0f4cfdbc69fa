import { isShown } from '../notificationFilter';
import type { AnyNotification } from '../notificationText';

/** At most this many pop-ups are on screen; a newer one pushes the oldest out (as Misskey). */
export const POPUP_LIMIT = 3;
/** How long a pop-up stays while nobody points at or focuses the stack (Misskey: 6 s). */
export const POPUP_LIFETIME_MS = 6000;

export type PopupPosition = 'leftTop' | 'leftBottom' | 'rightTop' | 'rightBottom';
export type PopupAxis = 'vertical' | 'horizontal';

export interface PopupPlacement {
  /** Which edges the stack is pinned to (physical, as the setting's names say). */
  edgeY: 'top' | 'bottom';
  edgeX: 'left' | 'right';
  /** The stack's flex direction, chosen so the newest pop-up (first in the list) sits in the corner. */
  direction: 'row' | 'row-reverse' | 'column' | 'column-reverse';
}

/** Where the stack goes for `notificationPosition` and `notificationStackAxis`. */
export function placementOf(position: PopupPosition, axis: PopupAxis): PopupPlacement {
  const edgeY = position.endsWith('Top') ? 'top' : 'bottom';
  const edgeX = position.startsWith('left') ? 'left' : 'right';
  const direction =
    axis === 'vertical'
      ? edgeY === 'top'
        ? 'column'
        : 'column-reverse'
      : edgeX === 'left'
        ? 'row'
        : 'row-reverse';
  return { edgeY, edgeX, direction };
}

export interface PopupContext {
  /** The in-app path on screen: the notifications page shows them itself. */
  path: string;
  /** Whether the tab is in front (a hidden tab's pop-ups would expire unseen). */
  visible: boolean;
  /** The types hidden by the notifications page's filter (`notificationExcludeTypes`). */
  excludedTypes: readonly string[];
}

/** Whether a notification that just arrived gets a pop-up. */
export function popsUp(notification: Pick<AnyNotification, 'type'>, context: PopupContext): boolean {
  if (!context.visible) return false;
  if (context.path === '/my/notifications' || context.path.startsWith('/my/notifications/')) return false;
  // An earned achievement has a toast of its own, with its medal (features/achievements).
  if (notification.type === 'achievementEarned') return false;
  return isShown(notification, context.excludedTypes);
}

/** What clicking a pop-up opens: its note, else the user it is about, else the right page. */
export function popupTarget(notification: AnyNotification): string {
  if (notification.note) return `/notes/${notification.note.id}`;
  const user = notification.user;
  if (user) return user.host ? `/@${user.username}@${user.host}` : `/@${user.username}`;
  if (notification.type === 'achievementEarned') return '/my/achievements';
  return '/my/notifications';
}

/**
 * One pop-up and its clock: `remaining` ms are left counting from `since` while running; while
 * paused `since` is null and `remaining` stands still.
 */
export interface Popup {
  notification: AnyNotification;
  remaining: number;
  since: number | null;
}

/** The stack with a new pop-up first (newest first), the oldest beyond the limit dropped. */
export function pushPopup(
  stack: readonly Popup[],
  notification: AnyNotification,
  now: number,
  paused: boolean,
): Popup[] {
  const rest = stack.filter((p) => p.notification.id !== notification.id);
  const popup: Popup = { notification, remaining: POPUP_LIFETIME_MS, since: paused ? null : now };
  return [popup, ...rest].slice(0, POPUP_LIMIT);
}

export function dropPopup(stack: readonly Popup[], id: string): Popup[] {
  return stack.filter((p) => p.notification.id !== id);
}

/** Stops every clock (pointer or focus in the stack). */
export function pauseAll(stack: readonly Popup[], now: number): Popup[] {
  return stack.map((p) =>
    p.since === null ? p : { ...p, remaining: Math.max(0, p.remaining - (now - p.since)), since: null },
  );
}

/** Starts every stopped clock again with what it had left. */
export function resumeAll(stack: readonly Popup[], now: number): Popup[] {
  return stack.map((p) => (p.since === null ? { ...p, since: now } : p));
}

/** The pop-ups whose time is not up at `now`. */
export function unexpired(stack: readonly Popup[], now: number): Popup[] {
  return stack.filter((p) => p.since === null || p.since + p.remaining > now);
}

/** When the next running pop-up expires, or null when none runs. */
export function nextExpiry(stack: readonly Popup[]): number | null {
  let next: number | null = null;
  for (const p of stack) {
    if (p.since === null) continue;
    const at = p.since + p.remaining;
    if (next === null || at < next) next = at;
  }
  return next;
}
