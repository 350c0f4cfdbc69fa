import type * as Misskey from 'misskey-js';
import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { useI18n } from '@/i18n';
import { openConfirm, useModals } from '@/ui';

type Announcement = Misskey.entities.Announcement;

/**
 * Keeps the account's unread announcements (what the start dialogs, the banner and the
 * navigation's dot read) in step with a change, without waiting for the next `i`.
 */
export function useUnreadAnnouncements() {
  const { account, updateMe } = useAccountContext();
  const set = useCallback(
    (change: (unread: Announcement[]) => Announcement[]) => {
      if (!account) return;
      const { token: _token, origin: _origin, ...me } = account;
      const unreadAnnouncements = change(me.unreadAnnouncements ?? []);
      updateMe({ ...me, unreadAnnouncements, hasUnreadAnnouncement: unreadAnnouncements.length > 0 });
    },
    [account, updateMe],
  );
  return { unread: account?.unreadAnnouncements ?? [], set };
}

/**
 * Marks an announcement read; one that needs confirmation asks first. Resolves true when it
 * was marked (false when the person declined or the call failed; the failure has its dialog).
 */
export function useMarkAnnouncementRead(): (announcement: Announcement) => Promise<boolean> {
  const i18n = useI18n();
  const modals = useModals();
  const { api } = useAccountContext();
  const { set } = useUnreadAnnouncements();
  return useCallback(
    async (announcement) => {
      if (announcement.needConfirmationToRead) {
        const confirmed = await openConfirm(modals, {
          title: i18n.ts.announcements.confirmReadTitle,
          text: i18n.t('announcements.confirmReadText', { title: announcement.title }),
          okLabel: i18n.ts.announcements.markRead,
          cancelLabel: i18n.ts.cancel,
        });
        if (!confirmed) return false;
      }
      try {
        await apiWithDialog(api, 'i/read-announcement', { announcementId: announcement.id }, { modals });
      } catch {
        return false;
      }
      set((unread) => unread.filter((a) => a.id !== announcement.id));
      return true;
    },
    [api, i18n, modals, set],
  );
}
