import { IconEyeOff, IconFile, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { callAfterConfirm, openApiErrorDialog } from '@/api';
import { inlineImageUrl } from '@/features/notes/media';
import { type GalleryItem, openGallery } from '@/features/notes/media/gallery';
import { altText, httpUrl } from '@/features/notes/media/mediaRules';
import { acctPath } from '@/features/notes/noteLinks';
import { formatDate, useI18n } from '@/i18n';
import { Link, useNavigate } from '@/router';
import { useSetting } from '@/settings';
import { Button, useModals, useToast } from '@/ui';
import { CardBadge, CardFacts } from '@/ui/CardGrid';
import styles from './Gallery.module.css';
import {
  coveredAtFirst,
  type DriveFile,
  type GalleryPost,
  galleryPostUrl,
  isSensitivePost,
} from './galleryRules';
import { useRevealSensitive } from './useRevealSensitive';

/**
 * A post on its own page: title, author, description, its pictures (covered while the
 * sensitive-media settings hide them; each opens the media viewer with the others), like,
 * share and copy link, and for the owner edit and delete.
 */
export function GalleryPostView({
  post,
  onChange,
}: {
  post: GalleryPost;
  onChange(post: GalleryPost): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.gallery;
  const { api, account } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const [nsfw] = useSetting('nsfw');
  const [dataSaver] = useSetting('dataSaver');
  const reveal = useRevealSensitive();
  const [revealed, setRevealed] = useState(false);
  const [liking, setLiking] = useState(false);
  const covered = !revealed && coveredAtFirst(post, nsfw, dataSaver.media);
  const files = post.files ?? [];
  const images = files.filter((file) => file.type.startsWith('image/') && inlineImageUrl(file, 'full'));
  const mine = account?.id === post.userId;
  const url = galleryPostUrl(post.id);

  const open = (file: DriveFile) => {
    const items: GalleryItem[] = images.map((image) => ({
      src: inlineImageUrl(image, 'full') ?? '',
      alt: altText(image),
      width: image.properties?.width ?? 1600,
      height: image.properties?.height ?? 1200,
    }));
    const m = i18n.ts.media;
    openGallery(items, Math.max(0, images.indexOf(file)), {
      title: m.gallery,
      close: m.galleryClose,
      zoom: m.galleryZoom,
      previous: m.galleryPrevious,
      next: m.galleryNext,
      error: m.galleryError,
    }).catch((error: unknown) => {
      // The viewer's chunk did not load (offline, a new deploy): the picture opens on its own.
      console.warn('gallery: the viewer did not open', error);
      const src = inlineImageUrl(file, 'full');
      if (src) window.open(src, '_blank', 'noopener');
    });
  };

  const toggleLike = async () => {
    const endpoint = post.isLiked ? 'gallery/posts/unlike' : 'gallery/posts/like';
    setLiking(true);
    try {
      await api.call(endpoint, { postId: post.id });
      const liked = !post.isLiked;
      onChange({ ...post, isLiked: liked, likedCount: Math.max(0, post.likedCount + (liked ? 1 : -1)) });
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
    } finally {
      setLiking(false);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(t.linkCopied);
    } catch {
      // The browser refused the clipboard (no permission, not focused): nothing else to do.
    }
  };

  const share = () => {
    if (typeof navigator.share === 'function') navigator.share({ url, title: post.title }).catch(() => {});
    else void copyLink();
  };

  const remove = async () => {
    const confirm = { title: t.deleteConfirm, okLabel: t.delete, cancelLabel: i18n.ts.cancel, danger: true };
    const call = () => api.call('gallery/posts/delete', { postId: post.id });
    if (!(await callAfterConfirm(modals, confirm, 'gallery/posts/delete', call))) return;
    toast(t.deleted);
    navigate('/gallery#mine');
  };

  const author = post.user.name?.trim() ? post.user.name : post.user.username;
  return (
    <article className={styles.post} aria-labelledby={`gallery-post-${post.id}`}>
      <header className={styles.postHeader}>
        <h1 id={`gallery-post-${post.id}`} className={styles.postTitle}>
          {post.title}
        </h1>
        <CardFacts>
          <Link to={acctPath(post.user)} className={styles.author}>
            {i18n.t('gallery.by', { name: author })}
          </Link>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt, i18n.lang)}</time>
          {post.isSensitive && <CardBadge>{i18n.ts.media.sensitiveBadge}</CardBadge>}
        </CardFacts>
      </header>
      {post.description && <p className={styles.description}>{post.description}</p>}
      <div className={styles.actions}>
        {account && !mine ? (
          <Button
            onClick={() => void toggleLike()}
            disabled={liking}
            aria-pressed={post.isLiked === true}
            aria-label={`${t.like} (${post.likedCount})`}
          >
            {post.isLiked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
            <span aria-hidden>{post.likedCount}</span>
          </Button>
        ) : (
          <span className={styles.likes}>
            <IconHeart size={16} aria-hidden />
            <span className="visually-hidden">{t.likes}</span>
            {post.likedCount}
          </span>
        )}
        <Button onClick={share}>{t.share}</Button>
        <Button onClick={() => void copyLink()}>{t.copyLink}</Button>
        {mine && (
          <Link to={`/gallery/${post.id}/edit`} className={styles.linkButton}>
            {t.edit}
          </Link>
        )}
        {mine && (
          <Button variant="danger" onClick={() => void remove()}>
            {t.delete}
          </Button>
        )}
      </div>
      {covered ? (
        <button
          type="button"
          className={`${styles.cover} ${styles.postCover}`}
          onClick={() => void reveal(isSensitivePost(post)).then((ok) => ok && setRevealed(true))}
        >
          <span className={styles.coverText}>
            <IconEyeOff size={20} aria-hidden />
            {isSensitivePost(post) ? t.sensitiveCover : i18n.ts.media.reveal}
          </span>
        </button>
      ) : (
        <ul className={styles.pictures} aria-label={t.filesField}>
          {files.map((file) => {
            const src = images.includes(file) ? inlineImageUrl(file, 'full') : null;
            const link = httpUrl(file.url);
            return (
              <li key={file.id}>
                {src ? (
                  <button
                    type="button"
                    className={styles.picture}
                    onClick={() => open(file)}
                    aria-label={i18n.t('gallery.openPicture', { name: altText(file) })}
                  >
                    <img
                      src={src}
                      alt={altText(file)}
                      width={file.properties?.width}
                      height={file.properties?.height}
                      loading="lazy"
                      decoding="async"
                    />
                  </button>
                ) : link ? (
                  <a href={link} target="_blank" rel="noopener nofollow" className={styles.fileLink}>
                    <IconFile size={20} aria-hidden />
                    {file.name}
                  </a>
                ) : (
                  <span className={styles.fileLink}>{file.name}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
