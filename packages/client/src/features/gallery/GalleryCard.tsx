import { IconEyeOff, IconHeart, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { BlurhashImage } from '@/blurhash';
import { inlineImageUrl } from '@/features/notes/media';
import { acctPath } from '@/features/notes/noteLinks';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { useSetting } from '@/settings';
import { Card, CardBadge, CardFacts, CardGrid } from '@/ui/CardGrid';
import styles from './Gallery.module.css';
import { coveredAtFirst, type GalleryPost, galleryPostPath, isSensitivePost } from './galleryRules';
import { useRevealSensitive } from './useRevealSensitive';

/**
 * One post in a grid: its first picture (covered by a blur while the sensitive-media settings
 * hide it, until the reader asks), the title as the link to the post, the author and likes.
 */
export function GalleryCard({ post }: { post: GalleryPost }) {
  const i18n = useI18n();
  const t = i18n.ts.gallery;
  const [nsfw] = useSetting('nsfw');
  const [dataSaver] = useSetting('dataSaver');
  const reveal = useRevealSensitive();
  const [revealed, setRevealed] = useState(false);
  const sensitive = isSensitivePost(post);
  const covered = !revealed && coveredAtFirst(post, nsfw, dataSaver.media);
  const cover = post.files?.find((file) => file.type.startsWith('image/')) ?? post.files?.[0];
  const preview = cover ? inlineImageUrl(cover, 'preview') : null;
  const path = galleryPostPath(post.id);
  const author = post.user.name?.trim() ? post.user.name : post.user.username;

  const media = covered ? (
    <button
      type="button"
      className={styles.cover}
      onClick={() => void reveal(sensitive).then((ok) => ok && setRevealed(true))}
    >
      {cover?.blurhash && (
        <BlurhashImage
          hash={cover.blurhash}
          width={cover.properties?.width}
          height={cover.properties?.height}
          className={styles.coverHash}
        />
      )}
      <span className={styles.coverText}>
        <IconEyeOff size={18} aria-hidden />
        {sensitive ? t.sensitiveCover : i18n.ts.media.reveal}
      </span>
      <span className="visually-hidden">{post.title}</span>
    </button>
  ) : preview ? (
    // The title below is the card's link for keyboards and screen readers; the picture is
    // the same link for pointers only.
    <Link to={path} tabIndex={-1} aria-hidden className={styles.thumbLink}>
      <img src={preview} alt="" loading="lazy" decoding="async" />
    </Link>
  ) : (
    <IconPhotoOff size={28} aria-hidden className={styles.noPicture} />
  );

  return (
    <Card to={path} title={post.title} media={media} mediaRatio="4 / 3">
      <CardFacts>
        <Link to={acctPath(post.user)} className={styles.author}>
          {author}
        </Link>
        <span className={styles.likes}>
          <IconHeart size={14} aria-hidden />
          <span className="visually-hidden">{t.likes}</span>
          {post.likedCount}
        </span>
        {post.isSensitive && <CardBadge>{i18n.ts.media.sensitiveBadge}</CardBadge>}
      </CardFacts>
    </Card>
  );
}

export function GalleryGrid({ posts, label }: { posts: readonly GalleryPost[]; label: string }) {
  return (
    <CardGrid size="small" label={label}>
      {posts.map((post) => (
        <GalleryCard key={post.id} post={post} />
      ))}
    </CardGrid>
  );
}
