import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { GALLERY_PAGE_SIZE, GalleryFeed, postsPage } from './GalleryFeed';

/** A profile's gallery tab: the user's posts, newest first (users/gallery/posts). */
export function UserGallery({ userId, label }: { userId: string; label: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const load = useCallback(
    async (untilId: string | undefined) =>
      postsPage(
        await api.call('users/gallery/posts', {
          userId,
          limit: GALLERY_PAGE_SIZE,
          ...(untilId ? { untilId } : {}),
        }),
      ),
    [api, userId],
  );
  return (
    <GalleryFeed load={load} reloadKey={`user:${userId}`} label={label} emptyText={i18n.ts.gallery.empty} />
  );
}
