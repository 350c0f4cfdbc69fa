import { IconHeart, IconHeartFilled, IconLink, IconPencil, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useComposer } from '@/features/composer';
import { PlayRunner, PlaySource } from '@/features/flash';
import { formatDate, useI18n } from '@/i18n';
import { Mfm } from '@/mfm';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { Link, type RouteProps } from '@/router';
import { Button, useModals, useToast } from '@/ui';
import { copyText } from '@/windows/linkActions';
import own from './Play.module.css';

/**
 * /play/{id}: the play's card (title, summary, author, dates, likes) with like, copy link,
 * share and, for its author, edit; the Play button runs it right here; its source is one
 * disclosure away.
 */
export function PlayPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.play;
  const { api, account } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const composer = useComposer();
  const flashId = params.id ?? '';
  const [state, setFlash] = useLoaded(() => api.call('flash/show', { flashId }), 'NO_SUCH_FLASH', [
    api,
    flashId,
  ]);
  const [liking, setLiking] = useState(false);
  const [shownLine, setShownLine] = useState<{ line: number; request: number } | null>(null);
  if (state.kind !== 'ready') return <LoadingState state={state} title={t.title} notFoundText={t.notFound} />;

  const flash = state.value;
  const mine = account?.id === flash.userId;
  const url = new URL(`/play/${flash.id}`, location.origin).href;
  const author = flash.user;

  const toggleLike = async () => {
    const endpoint = flash.isLiked ? 'flash/unlike' : 'flash/like';
    setLiking(true);
    try {
      await api.call(endpoint, { flashId: flash.id });
      const liked = !flash.isLiked;
      setFlash({ ...flash, isLiked: liked, likedCount: flash.likedCount + (liked ? 1 : -1) });
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
    } finally {
      setLiking(false);
    }
  };
  const copyLink = async () => toast((await copyText(url)) ? t.linkCopied : t.linkNotCopied);

  return (
    <div className={styles.page}>
      <article className={styles.panel}>
        <h1 className={styles.title} dir="auto">
          {flash.title}
        </h1>
        {flash.summary && (
          <div className={own.summary} dir="auto">
            <Mfm text={flash.summary} author={author} />
          </div>
        )}
        <p className={own.meta}>
          {t.by}{' '}
          <Link to={`/@${author.username}${author.host ? `@${author.host}` : ''}`} dir="auto">
            {author.name ?? author.username}
          </Link>
          {' · '}
          <time dateTime={flash.updatedAt}>{formatDate(flash.updatedAt, i18n.lang)}</time>
          {' · '}
          {i18n.t('play.likes', { n: flash.likedCount })}
        </p>
        <PlayRunner
          key={flash.id}
          flash={flash}
          onShowPosition={({ line }) => setShownLine((last) => ({ line, request: (last?.request ?? 0) + 1 }))}
        />
      </article>
      <div className={own.actions}>
        {account && !mine && (
          <Button aria-pressed={flash.isLiked === true} busy={liking} onClick={() => void toggleLike()}>
            {flash.isLiked ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
            {t.like}
          </Button>
        )}
        <Button onClick={() => void copyLink()}>
          <IconLink size={18} aria-hidden />
          {t.copyLink}
        </Button>
        {account && (
          <Button onClick={() => void composer.open({ initialText: `${flash.title} ${url}`, instant: true })}>
            <IconShare size={18} aria-hidden />
            {t.share}
          </Button>
        )}
        {mine && (
          <Link to={`/play/${flash.id}/edit`} className={styles.linkButton}>
            <IconPencil size={18} aria-hidden />
            {t.edit}
          </Link>
        )}
      </div>
      <PlaySource
        script={flash.script}
        label={t.source}
        className={`${styles.panel} ${own.source}`}
        shown={shownLine}
      />
    </div>
  );
}
