import { useAccount } from '@/accounts';
import { useRoute } from '@/router';
import { useSetting } from '@/settings';
import { chooseLayout, type LayoutName } from './chooseLayout';

/** The layout for the current URL, account and settings (re-decided on every navigation). */
export function useLayoutName(): LayoutName {
  const account = useAccount();
  const { url } = useRoute();
  const [setting] = useSetting('layout');
  const [simpleUi] = useSetting('deck.useSimpleUiForNonRootPages');
  const { pathname, search } = new URL(url, 'http://x');
  return chooseLayout({
    signedIn: account !== null,
    path: pathname,
    search,
    setting,
    useSimpleUiForNonRootPages: simpleUi,
  });
}
