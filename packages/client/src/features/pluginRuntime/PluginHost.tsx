import { lazy, Suspense } from 'react';
import { safeModeOnThisLoad } from '@/features/customCss';
import { useSetting } from '@/settings';

// The interpreter and the plugins' code load only when a plugin is active: with none, start-up
// carries only this component. The loader in between keeps the runtime's many chunk names out
// of the start-up code (a dynamic import lists the files it needs where it is written).
const Runtime = lazy(() => import('./RuntimeLoader'));

/**
 * Mounted once by the app: runs the active plugins of the `plugins` setting, unless the page was
 * opened in safe mode (`?safemode`), which skips plugins as it skips custom CSS.
 */
export function PluginHost() {
  const [stored] = useSetting('plugins');
  if (!stored.some((entry) => entry.active !== false) || safeModeOnThisLoad()) return null;
  return (
    <Suspense fallback={null}>
      <Runtime entries={stored} />
    </Suspense>
  );
}
