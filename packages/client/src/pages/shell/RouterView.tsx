import { Suspense, useState } from 'react';
import { useAccount, useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { featureOfPath, useServerOffers } from '@/instance/capabilities';
import { type RouteMatch, resolveScreen, useRoute } from '@/router';
import { useSetting } from '@/settings';
import { ErrorPage } from './ErrorPage';
import { useEntryKey } from './entryKey';
import { NotFoundPage } from './NotFoundPage';
import { NotOfferedPage } from './NotOfferedPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { type CachedPage, visitPage } from './pageCache';
import type { PageComponent } from './pageRoute';
import styles from './RouterView.module.css';

/** What one history entry shows: its route match, or the router's error (a redirect loop). */
interface EntryView {
  match: RouteMatch<PageComponent> | null;
  error: Error | null;
}

/** Shown while a page's code loads; fades in late so fast loads never flash it. */
function PageLoading() {
  const i18n = useI18n();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{i18n.ts.routeView.loading}</span>
    </div>
  );
}

function EntryScreen({ view }: { view: EntryView }) {
  const account = useAccount();
  // The server every call of this account goes to: a page of a feature it lacks is not shown.
  const offers = useServerOffers(useAccountContext().api);
  if (view.error) throw view.error;
  const Page = view.match?.route.component;
  const decided = resolveScreen(view.match, account);
  if (decided !== 'page' || !view.match || !Page)
    return <NotFoundPage showLoginPopup={decided === 'notFoundWithSignIn'} />;
  const feature = featureOfPath(view.match.path.split(/[?#]/)[0] ?? '');
  if (feature && !offers(feature)) return <NotOfferedPage />;
  return <Page key={view.match.path} params={view.match.props} />;
}

/**
 * The current route's screen (spec 000 §2): its page, the not-found screen, or the error
 * screen when the page's code fails to load or it breaks. Recently visited pages stay mounted
 * but hidden, one per history entry, so Back shows them as they were left (typed text, scroll).
 */
export function RouterView() {
  const { match, error, url } = useRoute<PageComponent>();
  const key = useEntryKey(url);
  const [limit] = useSetting('numberOfPageCache');
  const [cache, setCache] = useState<CachedPage<EntryView>[]>([]);

  // The view object must keep its identity while the URL does, or every render would count
  // as a new visit; match and error only change with the URL.
  const current = cache.find((page) => page.key === key);
  const view =
    current && current.value.match === match && current.value.error === error
      ? current.value
      : { match, error };
  const pages = visitPage(cache, { key, url, value: view }, limit);
  // Recording the visit while rendering (React's "adjust state on prop change" pattern)
  // shows the new page in this very render, not one frame later.
  if (pages !== cache) setCache(pages);

  return pages.map((page) => {
    const visible = page.key === key;
    return (
      <div key={page.key} className={styles.entry} hidden={!visible}>
        <PageErrorBoundary resetKey={page.lastVisit} fallback={(retry) => <ErrorPage onRetry={retry} />}>
          <Suspense fallback={<PageLoading />}>
            <EntryScreen view={page.value} />
          </Suspense>
        </PageErrorBoundary>
      </div>
    );
  });
}
