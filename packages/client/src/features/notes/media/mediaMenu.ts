import type { I18n } from '@/i18n';
import type { MenuItem } from '@/ui';
import { type DriveFile, httpUrl, isStaff } from './mediaRules';

export interface MediaViewer {
  id: string;
  isModerator?: boolean;
  isAdmin?: boolean;
}

/**
 * A media item's "…" menu (spec 001 §6): moderators mark or unmark it sensitive and open the
 * moderation view; the owner opens the file's details; everyone may open or download it.
 */
export function mediaMenuItems(
  file: DriveFile,
  isSensitive: boolean,
  viewer: MediaViewer | null,
  i18n: I18n,
  toggleSensitive: () => void,
): MenuItem[] {
  const t = i18n.ts.media;
  const items: MenuItem[] = [];
  const url = httpUrl(file.url);
  if (url) {
    items.push(
      { type: 'a', text: t.openInNewTab, href: url },
      { type: 'a', text: t.download, href: url, download: file.name },
    );
  }
  if (viewer && viewer.id === file.userId) {
    if (items.length > 0) items.push({ type: 'divider' });
    items.push({ type: 'link', text: t.fileDetails, to: `/my/drive/file/${encodeURIComponent(file.id)}` });
  }
  if (isStaff(viewer)) {
    if (items.length > 0) items.push({ type: 'divider' });
    items.push(
      {
        type: 'button',
        text: isSensitive ? t.unmarkSensitive : t.markSensitive,
        danger: !isSensitive,
        action: toggleSensitive,
      },
      { type: 'link', text: t.moderationView, to: `/admin/file/${encodeURIComponent(file.id)}` },
    );
  }
  return items;
}
