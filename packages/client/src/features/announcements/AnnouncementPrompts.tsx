import type * as Misskey from 'misskey-js';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import { useMainChannelEvent, useStream } from '@/stream';
import { openAlert, useModals } from '@/ui';
import styles from './Announcements.module.css';
import { useMarkAnnouncementRead, useUnreadAnnouncements } from './useMarkRead';

/**
 * Dialog announcements (spec 000 §4): unread ones open one at a time, at start or when one
 * arrives live, and are marked read on OK. Also keeps the unread list in step with the main
 * stream. Mount once for the whole app.
 */
export function AnnouncementPrompts() {
  const i18n = useI18n();
  const modals = useModals();
  const markRead = useMarkAnnouncementRead();
  const { unread, set } = useUnreadAnnouncements();
  // Shown this session: a dialog whose confirmation was declined does not come back until reload.
  const shown = useRef(new Set<string>());
  const open = useRef(false);
  const [showing, setShowing] = useState<string | null>(null);

  // A new announcement arrives on the main channel when it is for this user only, and as a
  // broadcast of the stream when it is for everyone; silent ones are never pushed.
  const add = (announcement: Misskey.entities.Announcement) => {
    if (!announcement.silence) set((list) => [...list.filter((a) => a.id !== announcement.id), announcement]);
  };
  const latestAdd = useRef(add);
  latestAdd.current = add;
  useMainChannelEvent('readAllAnnouncements', () => set(() => []));
  useMainChannelEvent('announcementCreated', ({ announcement }) => add(announcement));
  const stream = useStream();
  useEffect(() => {
    if (!stream) return;
    const onCreated = ({ announcement }: { announcement: Misskey.entities.Announcement }) =>
      latestAdd.current(announcement);
    stream.on('announcementCreated', onCreated);
    return () => {
      stream.off('announcementCreated', onCreated);
    };
  }, [stream]);

  useEffect(() => {
    if (showing !== null || open.current) return;
    const next = unread.find((a) => a.display === 'dialog' && !shown.current.has(a.id));
    if (!next) return;
    shown.current.add(next.id);
    open.current = true;
    setShowing(next.id);
    void (async () => {
      // Plain text with its line breaks kept, as on the announcements page.
      const text = <span className={styles.text}>{next.text}</span>;
      await openAlert(modals, { title: next.title, text, okLabel: i18n.ts.ok });
      await markRead(next);
      open.current = false;
      setShowing(null);
    })();
  }, [unread, showing, modals, i18n, markRead]);

  return null;
}
