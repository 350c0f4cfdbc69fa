import type { entities } from 'misskey-js';
import webPush from 'web-push';
import type { InstanceContext } from '../context.js';
import { type PushResult, sendPush } from './send.js';
import { vapidKeys, vapidSubject } from './vapid.js';

export { vapidKeys } from './vapid.js';

/** What the instance pushes, as Misskey's service worker expects (`type`, `body`, `userId`, `dateTime`). */
export type PushType = 'notification' | 'readAllNotifications';

/** A notification read within this time is not pushed (Misskey waits the same); `test` goes at once. */
const UNREAD_WAIT_MS = 2000;
/** A push service keeps an undelivered message this long (a day-old notification is news no more). */
const TTL_SECONDS = 24 * 60 * 60;
/** A note's text in a push is cut to this (push services take about 4 KB per message). */
const SUMMARY_LENGTH = 150;

/** The deliveries and waits of one instance, so tests can wait for them and shorten the wait. */
class PushDispatcher {
  unreadWaitMs = UNREAD_WAIT_MS;
  readonly pending = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): void {
    const tracked = work.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

const dispatchers = new WeakMap<InstanceContext, PushDispatcher>();

function dispatcher(ctx: InstanceContext): PushDispatcher {
  let found = dispatchers.get(ctx);
  if (!found) {
    found = new PushDispatcher();
    dispatchers.set(ctx, found);
  }
  return found;
}

/** Resolves once every push under way (and every notification waiting to be pushed) is done. */
export function pushIdle(ctx: InstanceContext): Promise<void> {
  return dispatcher(ctx).idle();
}

/** Tests shorten the wait before an unread notification is pushed. */
export function setUnreadWait(ctx: InstanceContext, ms: number): void {
  dispatcher(ctx).unreadWaitMs = ms;
}

/**
 * Sends `type` to every browser the user subscribed (`readAllNotifications` only to those that
 * asked for it with `sendReadMessage`). Each message is encrypted for its subscription
 * (RFC 8291, aes128gcm) and signed with the instance's VAPID key (RFC 8292). A push service
 * answering 404 or 410 says the subscription is gone: it is removed. Failures are only logged
 * by status, never with the endpoint (the subscription's secret).
 */
export function pushToUser(ctx: InstanceContext, userId: string, type: PushType, body: unknown): void {
  const subscriptions = ctx.swSubscriptions
    .listForUser(userId)
    .filter((sub) => type !== 'readAllNotifications' || sub.sendReadMessage);
  if (subscriptions.length === 0) return;
  const keys = vapidKeys(ctx.db);
  const vapidDetails = { subject: vapidSubject(ctx.config), ...keys };
  const payload = JSON.stringify({ type, body, userId, dateTime: Date.now() });
  for (const sub of subscriptions) {
    let details: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      details = webPush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { auth: sub.auth, p256dh: sub.publickey } },
        payload,
        { vapidDetails, TTL: TTL_SECONDS },
      );
    } catch {
      // Keys a browser never made (wrong lengths, not base64url): nothing can be sent to them.
      continue;
    }
    const sent = sendPush(ctx.config, {
      endpoint: details.endpoint,
      headers: details.headers as Record<string, string | number>,
      body: details.body,
    }).then((result: PushResult) => {
      if ('status' in result && (result.status === 404 || result.status === 410)) {
        ctx.swSubscriptions.remove(userId, sub.endpoint);
      }
    });
    dispatcher(ctx).track(sent.catch(() => undefined));
  }
}

/** Misskey shortens a pushed note: its text summarised, no CW, reply or renote, no author (the notification has it). */
function shortened(notification: entities.Notification): entities.Notification {
  if (!('note' in notification) || !notification.note) return notification;
  const note = notification.note;
  const source = notification.type === 'renote' && note.renote ? note.renote : note;
  const text = source.cw ?? source.text ?? '';
  const summary = text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}…` : text;
  const { cw: _cw, reply: _reply, renote: _renote, user: _user, ...rest } = note;
  return { ...notification, note: { ...rest, text: summary } as entities.Note };
}

/**
 * A notification was just made for `notifieeId`. If any of their browsers subscribed, it is
 * pushed after UNREAD_WAIT_MS unless read by then (a reader with the app open has seen it);
 * `pack` builds it only then. Types the user chose not to receive were never made, so
 * notificationRecieveConfig already applies here.
 */
export function notificationCreated(
  ctx: InstanceContext,
  notifieeId: string,
  notification: { id: string; type: string },
  pack: () => entities.Notification | null,
): void {
  if (ctx.swSubscriptions.count(notifieeId) === 0) return;
  const state = dispatcher(ctx);
  const wait = notification.type === 'test' ? 0 : state.unreadWaitMs;
  state.track(
    new Promise<void>((done) => {
      const timer = setTimeout(() => {
        try {
          const row = ctx.db.prepare('SELECT is_read FROM notifications WHERE id = ?').get(notification.id) as
            | { is_read: number }
            | undefined;
          const packed = row && row.is_read === 0 ? pack() : null;
          if (packed) pushToUser(ctx, notifieeId, 'notification', shortened(packed));
        } catch {
          // The instance closed while this waited (its database is gone): nothing to push.
        }
        done();
      }, wait);
      // A waiting push never keeps the process alive.
      timer.unref();
    }),
  );
}
