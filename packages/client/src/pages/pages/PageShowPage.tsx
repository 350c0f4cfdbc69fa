import {
  IconHeart,
  IconHeartFilled,
  IconLink,
  IconPencil,
  IconPin,
  IconPinFilled,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import type * as Misskey from 'misskey-js';
import { useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { callAfterConfirm, openApiErrorDialog } from '@/api';
import { useComposer } from '@/features/composer';
import { PageView, pagePath, shownPage } from '@/features/pages';
import { pluginRegistry } from '@/features/plugins';
import { formatDate, useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { Link, type RouteProps, useNavigate } from '@/router';
import { Button, useModals, useToast } from '@/ui';
import { copyText } from '@/windows/linkActions';
import own from './PageShowPage.module.css';

type Page = Misskey.entities.Page;

/** The name and host of `/@{username}`: a local user's pages are the only ones pages/show finds. */
function localUsername(acct: string): string {
  return acct.split('@')[0] ?? acct;
}

/**
 * Runs the plugins' page view interruptors on a page (Misskey does so before showing one), once
 * per page and version: a like changes the page object but not what the plugins would show, so
 * it neither re-runs them nor takes the page off screen while they run.
 */
function useShownPage(page: Page | null): Page | null {
  const key = page ? `${page.id}:${page.updatedAt}` : null;
  const current = useRef(page);
  current.current = page;
  const [result, setResult] = useState<{ key: string; value: unknown } | null>(null);
  useEffect(() => {
    const target = current.current;
    if (key === null || !target) return;
    if (pluginRegistry.of('pageViewInterruptor').length === 0) {
      setResult({ key, value: null });
      return;
    }
    let live = true;
    // The guarded calls are a lazy module: loaded only when a plugin registered an interruptor.
    void import('@/features/plugins/hooks')
      .then(({ interruptPageView }) => interruptPageView<unknown>(target))
      .then((value) => live && setResult({ key, value }));
    return () => {
      live = false;
    };
  }, [key]);
  // Only the text the plugins changed is taken from their answer; counts and likes stay live.
  return page && result?.key === key ? shownPage(page, result.value) : null;
}

/**
 * /@{username}/pages/{pageName}: a page for everyone, with like, share and copy link; its
 * author also gets edit and delete (after a confirm).
 */
export function PageShowPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.pages;
  const { api, account, updateMe } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const composer = useComposer();
  const navigate = useNavigate();
  const username = localUsername(params.username ?? '');
  const name = params.pageName ?? '';
  const [state, setPage] = useLoaded(() => api.call('pages/show', { username, name }), 'NO_SUCH_PAGE', [
    api,
    username,
    name,
  ]);
  const loaded = state.kind === 'ready' ? state.value : null;
  const shown = useShownPage(loaded);
  const [liking, setLiking] = useState(false);
  const [pinning, setPinning] = useState(false);

  if (state.kind !== 'ready') return <LoadingState state={state} title={t.title} notFoundText={t.notFound} />;
  if (!shown || !loaded) return <p className={styles.muted}>{i18n.ts.loading}</p>;

  const page = loaded;
  const mine = account?.id === page.userId;
  const url = new URL(pagePath(page.user.username, page.name), location.origin).href;

  const toggleLike = async () => {
    const endpoint = page.isLiked ? 'pages/unlike' : 'pages/like';
    setLiking(true);
    try {
      await api.call(endpoint, { pageId: page.id });
      const liked = !page.isLiked;
      setPage({ ...page, isLiked: liked, likedCount: page.likedCount + (liked ? 1 : -1) });
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
    } finally {
      setLiking(false);
    }
  };

  // One page at a time is pinned to the author's profile (i/update answers the fresh account).
  const pinned = account?.pinnedPageId === page.id;
  const togglePin = async () => {
    setPinning(true);
    try {
      updateMe(await api.call('i/update', { pinnedPageId: pinned ? null : page.id }));
      toast(pinned ? t.unpinned : t.pinned);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'i/update' });
    } finally {
      setPinning(false);
    }
  };

  const copyLink = async () => toast((await copyText(url)) ? t.linkCopied : t.linkNotCopied);

  const remove = async () => {
    const confirm = { title: t.deleteConfirm, okLabel: t.delete, cancelLabel: i18n.ts.cancel, danger: true };
    const call = () => api.call('pages/delete', { pageId: page.id });
    if (!(await callAfterConfirm(modals, confirm, 'pages/delete', call))) return;
    toast(t.deleted);
    navigate('/pages#my');
  };

  return (
    <div className={styles.page}>
      <PageView page={shown} />
      <div className={own.actions}>
        {/* Misskey refuses a like from the page's own author, so the author gets only the count. */}
        {account && !mine && (
          <Button aria-pressed={page.isLiked === true} busy={liking} onClick={() => void toggleLike()}>
            {page.isLiked ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
            {t.like}
          </Button>
        )}
        <span className={own.count}>{i18n.t('pages.likes', { n: page.likedCount })}</span>
        <Button onClick={() => void copyLink()}>
          <IconLink size={18} aria-hidden />
          {t.copyLink}
        </Button>
        {account && (
          <Button onClick={() => void composer.open({ initialText: `${page.title} ${url}`, instant: true })}>
            <IconShare size={18} aria-hidden />
            {t.share}
          </Button>
        )}
        {mine && (
          <>
            <Link to={`/pages/edit/${page.id}`} className={styles.linkButton}>
              <IconPencil size={18} aria-hidden />
              {t.edit}
            </Link>
            <Button aria-pressed={pinned} busy={pinning} onClick={() => void togglePin()}>
              {pinned ? <IconPinFilled size={18} aria-hidden /> : <IconPin size={18} aria-hidden />}
              {t.pinToProfile}
            </Button>
            <Button variant="danger" onClick={() => void remove()}>
              <IconTrash size={18} aria-hidden />
              {t.delete}
            </Button>
          </>
        )}
      </div>
      <p className={own.author}>
        {t.by}{' '}
        <Link to={`/@${page.user.username}${page.user.host ? `@${page.user.host}` : ''}`} dir="auto">
          {page.user.name ?? page.user.username}
        </Link>
        {' · '}
        <time dateTime={page.updatedAt}>{formatDate(page.updatedAt, i18n.lang)}</time>
      </p>
    </div>
  );
}
