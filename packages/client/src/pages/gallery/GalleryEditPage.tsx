import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import {
  dropGalleryDraft,
  EMPTY_FIELDS,
  type GalleryDraftKey,
  type GalleryFields,
  GalleryForm,
  type GalleryPost,
  galleryPostPath,
  galleryRequest,
} from '@/features/gallery';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { type RouteProps, useNavigate } from '@/router';
import { useToast } from '@/ui';

function fieldsOf(post: GalleryPost | null): GalleryFields {
  if (!post) return EMPTY_FIELDS;
  return {
    title: post.title,
    description: post.description ?? '',
    files: post.files ?? [],
    isSensitive: post.isSensitive,
  };
}

/**
 * /gallery/new and /gallery/{postId}/edit: the post form. Only the author may edit (as
 * gallery/posts/update allows); anyone else is told so instead of getting a form the server
 * would refuse. The form's draft is dropped once the server has the post.
 */
export function GalleryEditPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.gallery;
  const { api, account } = useAccountContext();
  const navigate = useNavigate();
  const toast = useToast();
  const postId = params.postId ?? null;
  const [state] = useLoaded(
    async () => (postId ? api.call('gallery/posts/show', { postId }) : null),
    'NO_SUCH_POST',
    [api, postId],
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const title = postId ? t.editTitle : t.newPost;
  if (state.kind !== 'ready') return <LoadingState state={state} title={title} notFoundText={t.notFound} />;
  const post = state.value;
  if (!account || (post && post.userId !== account.id)) {
    return <LoadingState state={{ kind: 'notFound' }} title={title} notFoundText={t.ownerOnly} />;
  }
  const draftKey: GalleryDraftKey = { accountId: account.id, origin: api.origin, postId };

  const submit = async (fields: GalleryFields) => {
    setBusy(true);
    setError(null);
    try {
      const body = galleryRequest(fields);
      const saved = post
        ? await api.call('gallery/posts/update', { postId: post.id, ...body })
        : await api.call('gallery/posts/create', body);
      dropGalleryDraft(draftKey);
      toast(post ? t.saved : t.posted);
      navigate(galleryPostPath(saved.id));
    } catch (failure) {
      setError(describeApiError(failure, i18n).text);
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.panel}>
        <GalleryForm
          key={postId ?? 'new'}
          original={fieldsOf(post)}
          draftKey={draftKey}
          busy={busy}
          error={error}
          submitLabel={post ? t.save : t.post}
          onSubmit={(fields) => void submit(fields)}
        />
      </div>
    </div>
  );
}
