import type { ComponentType, ReactNode } from 'react';
import { useAccount } from '@/accounts';
import { useInstance } from '@/instance';
import {
  ClassicLayout,
  DeckLayout,
  DefaultLayout,
  type LayoutName,
  MinimalLayout,
  TwilikeLayout,
  useLayoutName,
  VisitorLayout,
  ZenLayout,
} from '@/layouts';
import { RouterView } from '@/pages/shell/RouterView';
import { SetupPage } from '@/pages/welcome/SetupPage';

const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  zen: ZenLayout,
  classic: ClassicLayout,
  twilike: TwilikeLayout,
  deck: DeckLayout,
  visitor: VisitorLayout,
  minimal: MinimalLayout,
};

/** Picks the layout (spec 000 §2 "Layouts") and shows the current route's screen in it. */
export function AppView() {
  const account = useAccount();
  const { meta } = useInstance();
  const layout = useLayoutName();

  // A brand-new instance asks for its first administrator before anything else.
  if (meta?.requireSetup && !account) {
    return (
      <VisitorLayout>
        <SetupPage />
      </VisitorLayout>
    );
  }
  const Layout = LAYOUTS[layout];
  return (
    <Layout>
      <RouterView />
    </Layout>
  );
}
