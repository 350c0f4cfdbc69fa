import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { GALLERY_PAGE_SIZE, GalleryFeed, type LoadGalleryPage, postsPage } from '@/features/gallery';
import { useI18n } from '@/i18n';
import { ListTabs } from '@/pages/shell/ListTabs';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import { type GalleryTab, galleryTabOf, galleryTabPath, galleryTabsFor } from './galleryTabs';

/** /gallery: featured, popular and recent posts, the user's own and liked ones, and New post. */
export function GalleryPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.gallery;
  const { api, account } = useAccountContext();
  const signedIn = account != null;
  const tab = galleryTabOf(params.initialTab, signedIn);

  const load: LoadGalleryPage = useCallback(
    async (untilId) => {
      const page = { limit: GALLERY_PAGE_SIZE, ...(untilId ? { untilId } : {}) };
      const lists: Record<GalleryTab, () => ReturnType<LoadGalleryPage>> = {
        featured: async () => postsPage(await api.call('gallery/featured', page)),
        popular: async () => postsPage(await api.call('gallery/popular', {})),
        recent: async () => postsPage(await api.call('gallery/posts', page)),
        mine: async () => postsPage(await api.call('i/gallery/posts', page)),
        // i/gallery/likes answers likes ({id, post}) and is paged by the like's id.
        liked: async () => {
          const likes = await api.call('i/gallery/likes', page);
          return { posts: likes.map((like) => like.post), cursor: likes[likes.length - 1]?.id };
        },
      };
      return lists[tab]();
    },
    [api, tab],
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {signedIn && (
        <div className={styles.actions}>
          <Link to="/gallery/new" className={styles.linkButton}>
            {t.newPost}
          </Link>
        </div>
      )}
      <ListTabs
        label={t.tabsLabel}
        tabs={galleryTabsFor(signedIn)}
        current={tab}
        pathOf={galleryTabPath}
        nameOf={(x) => t.tabs[x]}
      />
      <GalleryFeed
        load={load}
        reloadKey={tab}
        label={t.tabs[tab]}
        emptyText={t.empty}
        paged={tab !== 'popular'}
      />
    </div>
  );
}
