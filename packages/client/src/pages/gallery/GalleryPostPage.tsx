import { useAccountContext } from '@/accounts';
import { GalleryPostView } from '@/features/gallery';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import type { RouteProps } from '@/router';

/** /gallery/{postId}: one post with its pictures, open to visitors. */
export function GalleryPostPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const postId = params.postId ?? '';
  const [state, setPost] = useLoaded(() => api.call('gallery/posts/show', { postId }), 'NO_SUCH_POST', [
    api,
    postId,
  ]);
  if (state.kind !== 'ready') {
    return (
      <LoadingState state={state} title={i18n.ts.gallery.title} notFoundText={i18n.ts.gallery.notFound} />
    );
  }
  return (
    <div className={styles.page}>
      <GalleryPostView post={state.value} onChange={setPost} />
    </div>
  );
}
