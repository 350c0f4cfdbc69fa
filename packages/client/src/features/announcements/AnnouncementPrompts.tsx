import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import { useMainChannelEvent } from '@/stream';
import { openAlert, useModals } from '@/ui';
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

  useMainChannelEvent('readAllAnnouncements', () => set(() => []));
  useMainChannelEvent('announcementCreated', ({ announcement }) => {
    if (!announcement.silence) set((list) => [...list.filter((a) => a.id !== announcement.id), announcement]);
  });

  useEffect(() => {
    if (showing !== null || open.current) return;
    const next = unread.find((a) => a.display === 'dialog' && !shown.current.has(a.id));
    if (!next) return;
    shown.current.add(next.id);
    open.current = true;
    setShowing(next.id);
    void (async () => {
      await openAlert(modals, { title: next.title, text: next.text, okLabel: i18n.ts.ok });
      await markRead(next);
      open.current = false;
      setShowing(null);
    })();
  }, [unread, showing, modals, i18n, markRead]);

  return null;
}
