import { useAccount } from '@/accounts';
import { useInstance } from '@/instance';
import { DefaultLayout, VisitorLayout } from '@/layouts';
import { NotFoundPage } from '@/pages/NotFoundPage';
import type { PageComponent } from '@/pages/routes';
import { SetupPage } from '@/pages/SetupPage';
import { resolveScreen, useRoute } from '@/router';

/** Picks the layout (visitor when signed out) and the screen for the current route. */
export function AppView() {
  const account = useAccount();
  const { meta } = useInstance();
  const { match } = useRoute<PageComponent>();
  const Layout = account ? DefaultLayout : VisitorLayout;

  if (meta?.requireSetup && !account) {
    return (
      <VisitorLayout>
        <SetupPage />
      </VisitorLayout>
    );
  }

  let screen: React.ReactNode;
  const Page = match?.route.component;
  const decided = resolveScreen(match, account);
  if (decided !== 'page' || !match || !Page)
    screen = <NotFoundPage showLoginPopup={decided === 'notFoundWithSignIn'} />;
  else screen = <Page key={match.path} params={match.props} />;
  return <Layout>{screen}</Layout>;
}
