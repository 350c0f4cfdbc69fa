import { IconBell, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { isNoteSoftMuted, isNotificationHidden, type NoteMutes, useAccountNoteMutes } from '@/features/mutes';
import { TextWith, useI18n } from '@/i18n';
import { Link, useRoute } from '@/router';
import { useSetting } from '@/settings';
import { useMainChannelEvent } from '@/stream';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import { type AnyNotification, describeNotification } from '../notificationText';
import styles from './NotificationPopups.module.css';
import { notificationPopupsHeld } from './popupHold';
import {
  dropPopup,
  nextExpiry,
  type Popup,
  pauseAll,
  placementOf,
  popsUp,
  popupTarget,
  pushPopup,
  resumeAll,
  unexpired,
} from './popupStack';

type Hidden = Parameters<typeof isNotificationHidden>[0];

/** Arrivals within this time are marked read by one call. */
const MARK_READ_DELAY_MS = 500;

/**
 * Pop-ups of notifications as they arrive on the main stream (Misskey's notification toasts):
 * in the corner of `notificationPosition`, stacked along `notificationStackAxis`, each for 6 s
 * while the pointer or focus is not in the stack, never on the notifications page nor for the
 * types its filter hides or notes the mutes hide (nor an earned achievement, which has its own
 * toast). A polite live region reads each one out.
 * Loaded lazily (lazyPopups.tsx), after start-up.
 */
export default function NotificationPopups() {
  const i18n = useI18n();
  const { api, account } = useAccountContext();
  const accountId = account?.id ?? null;
  const [position] = useSetting('notificationPosition');
  const [axis] = useSetting('notificationStackAxis');
  const [excludedTypes] = useSetting('notificationExcludeTypes');
  const mutes = useAccountNoteMutes();
  const { url } = useRoute();
  const [stack, setStack] = useState<Popup[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const hovered = useRef(false);
  const focused = useRef(false);
  const paused = () => hovered.current || focused.current;
  // The stream's handler is kept once per subscription: read what it needs through a ref.
  const latest = useRef({ url, excludedTypes, mutes });
  latest.current = { url, excludedTypes, mutes };
  // What pops up (or arrives in a deck notifications column instead) has been seen: marked
  // read as Misskey does, once for a burst. A test notification is left unread, so the
  // notifications settings' test can be checked.
  const markRead = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seen = (notification: AnyNotification) => {
    if (notification.type === 'test' || markRead.current !== null) return;
    markRead.current = setTimeout(() => {
      markRead.current = null;
      api.call('notifications/mark-all-as-read', {}).catch(() => {});
    }, MARK_READ_DELAY_MS);
  };
  useEffect(
    () => () => {
      if (markRead.current !== null) clearTimeout(markRead.current);
    },
    [],
  );

  useMainChannelEvent('notification', (arrived) => {
    const notification = arrived as unknown as AnyNotification;
    const { url: current, excludedTypes: excluded, mutes: activeMutes } = latest.current;
    const context = {
      path: current.split(/[?#]/)[0] ?? '',
      visible: document.visibilityState === 'visible',
      excludedTypes: excluded,
    };
    if (!popsUp(notification, context)) return;
    if (isNotificationHidden(notification as unknown as Hidden, activeMutes)) return;
    seen(notification);
    // A deck notifications column on screen shows it instead (Misskey's deck does so).
    if (notificationPopupsHeld(accountId)) return;
    setStack((now) => pushPopup(now, notification, Date.now(), paused()));
    setAnnouncement(describeNotification(notification, i18n).text);
  });

  // One timer, for whichever pop-up runs out first.
  useEffect(() => {
    const at = nextExpiry(stack);
    if (at === null) return;
    const timer = setTimeout(
      () => setStack((now) => unexpired(now, Date.now())),
      Math.max(0, at - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [stack]);

  const hold = (which: typeof hovered, on: boolean) => {
    const was = paused();
    which.current = on;
    if (was === paused()) return;
    setStack((now) => (on ? pauseAll(now, Date.now()) : resumeAll(now, Date.now())));
  };
  const dismiss = (id: string) => setStack((now) => dropPopup(now, id));
  // A card removed under the pointer or with the focus fires no leave or blur: without this the
  // stack left behind (or the next one) would stay held.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (stack.length === 0) {
      hovered.current = false;
      focused.current = false;
    } else if (focused.current && !section.current?.contains(document.activeElement)) {
      focused.current = false;
      if (!paused()) setStack((now) => resumeAll(now, Date.now()));
    }
  });

  const placement = placementOf(position, axis);
  return (
    <>
      {/* A live region without the status role: pages' own status lines stay the only ones. */}
      <div className="visually-hidden" aria-live="polite" data-popup-announcer="">
        {announcement}
      </div>
      {stack.length > 0 && (
        <section
          ref={section}
          className={styles.stack}
          aria-label={i18n.ts.notificationPopups.regionLabel}
          data-edge-x={placement.edgeX}
          data-edge-y={placement.edgeY}
          data-direction={placement.direction}
          onMouseEnter={() => hold(hovered, true)}
          onMouseLeave={() => hold(hovered, false)}
          onFocus={() => hold(focused, true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold(focused, false);
          }}
        >
          {stack.map((popup) => (
            <PopupCard
              key={popup.notification.id}
              notification={popup.notification}
              mutes={mutes}
              onDismiss={() => dismiss(popup.notification.id)}
            />
          ))}
        </section>
      )}
    </>
  );
}

function PopupCard({
  notification,
  mutes,
  onDismiss,
}: {
  notification: AnyNotification;
  mutes: NoteMutes;
  onDismiss(): void;
}) {
  const i18n = useI18n();
  const user = notification.user;
  const described = describeNotification(notification, i18n).detail;
  // A soft word-muted note is not quoted, as in the notifications list.
  const softMuted =
    notification.note &&
    isNoteSoftMuted(notification.note as unknown as Parameters<typeof isNoteSoftMuted>[0], mutes);
  const detail = described && softMuted ? i18n.ts.wordMutes.collapsed : described;
  return (
    <article className={styles.popup} data-type={notification.type}>
      <Link to={popupTarget(notification)} className={styles.open} onClick={onDismiss}>
        <span className={styles.icon}>
          {user ? <UserAvatar user={user} size={36} /> : <IconBell size={22} aria-hidden="true" />}
        </span>
        <span className={styles.body}>
          <span className={styles.text}>
            {user ? (
              <TextWith
                text={describeNotification(notification, i18n, '{user}').text}
                values={{ user: <UserName user={user} /> }}
              />
            ) : (
              describeNotification(notification, i18n).text
            )}
          </span>
          {detail && <span className={styles.detail}>{detail}</span>}
        </span>
      </Link>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={i18n.ts.notificationPopups.dismiss}
        onClick={onDismiss}
      >
        <IconX size={16} aria-hidden="true" />
      </button>
    </article>
  );
}
