/**
 * What a push message shows (pure, so it is unit-tested without a service worker). The
 * messages are Misskey's (`{type, body, userId, dateTime}`: packed notifications, antenna notes,
 * read-all), so the same worker serves a real Misskey server; the wording is the client's own
 * locale texts, the ones the notification list uses.
 */

export interface PushMessage {
  type: string;
  body?: unknown;
  userId?: string;
  dateTime?: number;
}

/** The locale file's parts used here (any may be missing in an older file). */
export interface PushTexts {
  timelines?: { notifications?: { someone?: string; types?: Record<string, string> } };
  pwa?: { antennaNote?: string };
}

export interface ShownNotification {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    tag: string;
    timestamp?: number;
    data: { url: string };
  };
}

interface PushUser {
  username?: string;
  host?: string | null;
  name?: string | null;
  avatarUrl?: string | null;
}

interface PushNote {
  id?: string;
  text?: string | null;
}

interface PushNotification {
  id?: string;
  type?: string;
  user?: PushUser | null;
  note?: PushNote | null;
  reaction?: string | null;
  role?: { name?: string } | null;
  exportedEntity?: string;
  header?: string | null;
  body?: string | null;
  icon?: string | null;
}

/** Messages older than this are not shown (Misskey's worker drops them too). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** `{name}` placeholders filled with plain text (nothing here is ever HTML). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const acct = (user: PushUser) => `@${user.username ?? ''}${user.host ? `@${user.host}` : ''}`;

/**
 * Where a click goes, under the client's base path. `loginId` lets the client switch to the
 * account the message was for when it is saved on this device (spec 000 §4).
 */
function target(base: string, path: string, userId: string | undefined): string {
  const url = new URL(path, base);
  if (userId) url.searchParams.set('loginId', userId);
  return url.href;
}

/**
 * The notification to show for `message`, or null for none (read-all closes instead, unknown
 * types and day-old messages show nothing). `base` is the client's address (the worker's
 * scope), `icons` its own pictures for when the message carries no avatar.
 */
export function describePush(
  message: PushMessage,
  texts: PushTexts,
  base: string,
  icons: { icon: string; badge: string },
  now: number = Date.now(),
): ShownNotification | null {
  // A push service may hold a message while the device is off: a day later it is news no more.
  if (typeof message.dateTime === 'number' && now - message.dateTime > STALE_AFTER_MS) return null;
  const types = texts.timelines?.notifications?.types ?? {};
  const someone = texts.timelines?.notifications?.someone ?? '?';
  const at = typeof message.dateTime === 'number' ? { timestamp: message.dateTime } : {};
  if (message.type === 'notification') {
    const n = (message.body ?? {}) as PushNotification;
    const type = n.type ?? 'unknown';
    const user = n.user ?? null;
    const name = user ? user.name || user.username || someone : someone;
    const template = types[type] ?? types.unknown ?? type;
    const title =
      type === 'app' && n.header
        ? n.header
        : fill(template, {
            user: name,
            reaction: n.reaction ?? '',
            role: n.role?.name ?? '',
            entity: n.exportedEntity ?? '',
          });
    const body = type === 'app' ? (n.body ?? '') : (n.note?.text ?? '');
    const path = n.note?.id ? `notes/${n.note.id}` : user ? acct(user) : 'my/notifications';
    return {
      title,
      options: {
        body,
        icon: (type === 'app' ? n.icon : user?.avatarUrl) || icons.icon,
        badge: icons.badge,
        // One notification per server notification: a repeated push replaces, never doubles.
        tag: `notification:${n.id ?? type}`,
        ...at,
        data: { url: target(base, path, message.userId) },
      },
    };
  }
  if (message.type === 'unreadAntennaNote') {
    const body = (message.body ?? {}) as {
      antenna?: { id?: string; name?: string };
      note?: PushNote & { user?: PushUser };
    };
    const antenna = body.antenna?.name ?? '';
    const title = fill(texts.pwa?.antennaNote ?? '{antenna}', { antenna });
    const author = body.note?.user;
    return {
      title,
      options: {
        body: `${author ? `${author.name || author.username}: ` : ''}${body.note?.text ?? ''}`,
        icon: author?.avatarUrl || icons.icon,
        badge: icons.badge,
        tag: `antenna:${body.antenna?.id ?? ''}`,
        ...at,
        data: {
          url: target(base, body.antenna?.id ? `timeline/antenna/${body.antenna.id}` : '', message.userId),
        },
      },
    };
  }
  return null;
}
