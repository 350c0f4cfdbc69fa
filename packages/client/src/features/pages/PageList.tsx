import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import { Card, CardFacts, CardGrid, CardText } from '@/ui/CardGrid';
import { isHttpUrl } from '@/users/httpUrl';
import { pagePath } from './blocks';
import styles from './PageList.module.css';

type Page = Misskey.entities.Page;

/** One batch of pages and where the next starts (undefined: there is no more). */
export type LoadPages = (
  untilId: string | undefined,
) => Promise<{ pages: Page[]; cursor: string | undefined }>;

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; pages: Page[]; cursor: string | undefined; more: 'idle' | 'loading' };

/** The pages `load` gives, with "Load more" while it has more; changing `load` starts over. */
export function PageList({ load, empty }: { load: LoadPages; empty: string }) {
  const i18n = useI18n();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setState({ kind: 'loading' });
    load(undefined).then(
      ({ pages, cursor }) =>
        generation.current === mine && setState({ kind: 'ready', pages, cursor, more: 'idle' }),
      (error) =>
        generation.current === mine &&
        setState({ kind: 'failed', message: describeApiError(error, i18n).text }),
    );
  }, [load, i18n]);

  const loadMore = useCallback(() => {
    if (state.kind !== 'ready' || state.cursor === undefined) return;
    const mine = generation.current;
    setState({ ...state, more: 'loading' });
    load(state.cursor).then(
      ({ pages, cursor }) =>
        generation.current === mine &&
        setState({ kind: 'ready', pages: [...state.pages, ...pages], cursor, more: 'idle' }),
      (error) =>
        generation.current === mine &&
        setState({ kind: 'failed', message: describeApiError(error, i18n).text }),
    );
  }, [state, load, i18n]);

  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'failed') return <p className={styles.muted}>{state.message}</p>;
  if (state.pages.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <>
      <CardGrid>
        {state.pages.map((page) => (
          <PageCard key={page.id} page={page} />
        ))}
      </CardGrid>
      {state.cursor !== undefined && (
        <div>
          <Button busy={state.more === 'loading'} onClick={loadMore}>
            {i18n.ts.pages.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}

/** A page in a list: its picture, title (the link), summary and author. */
export function PageCard({ page }: { page: Page }) {
  const i18n = useI18n();
  const cover = page.eyeCatchingImage;
  const coverUrl = cover ? (cover.thumbnailUrl ?? cover.url) : null;
  return (
    <Card
      article
      to={pagePath(page.user.username, page.name)}
      title={page.title || page.name}
      titleDir="auto"
      media={coverUrl && isHttpUrl(coverUrl) ? <img src={coverUrl} alt="" loading="lazy" /> : undefined}
      mediaRatio="3 / 1"
    >
      {page.summary && <CardText dir="auto">{page.summary}</CardText>}
      <CardFacts>
        <span dir="auto">@{page.user.username}</span>
        <span>{i18n.t('pages.likes', { n: page.likedCount })}</span>
      </CardFacts>
    </Card>
  );
}

/** A batch loader for endpoints that page by the last item's id. */
export function byLastId(fetch: (untilId: string | undefined) => Promise<Page[]>, limit: number): LoadPages {
  return async (untilId) => {
    const pages = await fetch(untilId);
    return { pages, cursor: pages.length < limit ? undefined : pages[pages.length - 1]?.id };
  };
}
