import { useEffect, useState } from 'react';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import styles from './Gallery.module.css';
import { GalleryGrid } from './GalleryCard';
import type { GalleryPost } from './galleryRules';

export const GALLERY_PAGE_SIZE = 30;

/**
 * Loads one page: the first with no cursor, later ones with the cursor the previous page gave
 * (the last post's id, or the last like's id for the liked list, which is paged by likes).
 */
export type LoadGalleryPage = (
  untilId: string | undefined,
) => Promise<{ posts: GalleryPost[]; cursor?: string }>;

/** A page of posts paged by their own ids. */
export function postsPage(posts: GalleryPost[]): { posts: GalleryPost[]; cursor?: string } {
  return { posts, cursor: posts[posts.length - 1]?.id };
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | {
      kind: 'ready';
      posts: GalleryPost[];
      cursor: string | undefined;
      more: boolean;
      loadingMore: boolean;
      moreError: string | null;
    };

/**
 * A grid of posts with "Load more" while the last page came back full. `reloadKey` names the
 * list (a tab, a user): a new key starts over, and an answer for the old key is dropped.
 */
export function GalleryFeed({
  load,
  reloadKey,
  label,
  emptyText,
  paged = true,
}: {
  load: LoadGalleryPage;
  reloadKey: string;
  label: string;
  emptyText: string;
  /** gallery/popular answers one list and takes no cursor. */
  paged?: boolean;
}) {
  const i18n = useI18n();
  const [state, setState] = useState<State>({ kind: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloadKey` names what `load` reads.
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    load(undefined).then(
      ({ posts, cursor }) =>
        live &&
        setState({
          kind: 'ready',
          posts,
          cursor,
          more: paged && cursor !== undefined && posts.length >= GALLERY_PAGE_SIZE,
          loadingMore: false,
          moreError: null,
        }),
      (error) => live && setState({ kind: 'failed', message: describeApiError(error, i18n).text }),
    );
    return () => {
      live = false;
    };
  }, [reloadKey, i18n]);

  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'failed') return <p className={styles.muted}>{state.message}</p>;
  if (state.posts.length === 0) return <p className={styles.muted}>{emptyText}</p>;

  const loadMore = async () => {
    setState({ ...state, loadingMore: true, moreError: null });
    try {
      const older = await load(state.cursor);
      const have = new Set(state.posts.map((post) => post.id));
      setState({
        kind: 'ready',
        posts: [...state.posts, ...older.posts.filter((post) => !have.has(post.id))],
        cursor: older.cursor,
        more: older.cursor !== undefined && older.posts.length >= GALLERY_PAGE_SIZE,
        loadingMore: false,
        moreError: null,
      });
    } catch (error) {
      setState({ ...state, loadingMore: false, moreError: describeApiError(error, i18n).text });
    }
  };

  return (
    <div className={styles.feed}>
      <GalleryGrid posts={state.posts} label={label} />
      {state.moreError && <p role="alert">{state.moreError}</p>}
      {state.more && (
        <div>
          <Button onClick={() => void loadMore()} disabled={state.loadingMore}>
            {state.loadingMore ? i18n.ts.loading : i18n.ts.gallery.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
