import { useEffect, useMemo, useRef } from 'react';
import { useAccount, useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { useServerOffers } from '@/instance/capabilities';
import { matchRoute, type RouteDef, useNavigate } from '@/router';
import { useDarkMode } from '@/theme';
import { useModals } from '@/ui';
import {
  availableHotkeys,
  type HotkeyAction,
  type HotkeyAvailability,
  hotkeyActionOf,
} from './globalHotkeys';
import { openHotkeysHelp } from './HotkeysHelpDialog';

const SEARCH_PATH = '/search';

/** Whether the route table has a page for `path` (not only a spec entry still to be built). */
function hasPage(routes: readonly RouteDef[], path: string): boolean {
  return matchRoute([...routes], path)?.route.component !== undefined;
}

/**
 * Listens for the app-wide shortcuts on the whole page (see globalHotkeys.ts). Rendered once,
 * inside the providers the actions need (account, router, modals, settings).
 */
export function GlobalHotkeys({ routes }: { routes: readonly RouteDef[] }) {
  const account = useAccount();
  const modals = useModals();
  const navigate = useNavigate();
  const i18n = useI18n();
  const [dark, setDark] = useDarkMode();
  // A server without search (issue 20) has no search page to go to, nor a shortcut listed for it.
  const offers = useServerOffers(useAccountContext().api);
  const availability = useMemo<HotkeyAvailability>(
    () => ({ signedIn: account !== null, searchPage: hasPage(routes, SEARCH_PATH) && offers('search') }),
    [account, routes, offers],
  );

  // The listener stays; what it does reads the latest state.
  const run = useRef<(action: HotkeyAction) => void>(() => undefined);
  run.current = (action) => {
    if (action === 'compose') {
      // Loaded on first use, as the navigation's Post button does: writing is not first paint.
      import('@/features/composer')
        .then(({ openComposer }) => openComposer(modals, {}, i18n.ts.composer.newNote))
        .catch((error: unknown) => openApiErrorDialog(modals, error));
    } else if (action === 'search') navigate(SEARCH_PATH);
    else if (action === 'toggleDarkMode') setDark(!dark);
    else void openHotkeysHelp(modals, availableHotkeys(availability));
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // An open dropdown menu takes the keys as a dialog does (its own j/k, letters). A modal
      // dialog of another host (a deck column reading as another account has its own) does too.
      const busy =
        modals.getEntries().length > 0 ||
        document.querySelector('[role="menu"]') !== null ||
        anyModalDialog();
      const action = hotkeyActionOf(event, availability, busy);
      if (action === null) return;
      event.preventDefault();
      run.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [availability, modals]);
  return null;
}

/** Whether a dialog opened with showModal() is on screen (page windows are not modal). */
function anyModalDialog(): boolean {
  try {
    return document.querySelector('dialog:modal') !== null;
  } catch {
    // An engine without :modal (the unit tests' DOM): the app's own host is checked above.
    return false;
  }
}
