import { lazy, Suspense, useMemo } from 'react';
import { safeModeOnThisLoad } from '@/features/customCss';
import { type InstalledPlugin, readInstalledPlugin } from '@/features/plugins';
import { useSetting } from '@/settings';

// The interpreter and the plugins' code load only when a plugin is active: with none, start-up
// carries only this component.
const Runtime = lazy(() => import('./PluginRuntime'));

/**
 * Mounted once by the app: runs the active plugins of the `plugins` setting, unless the page was
 * opened in safe mode (`?safemode`), which skips plugins as it skips custom CSS.
 */
export function PluginHost() {
  const [stored] = useSetting('plugins');
  const active = useMemo(
    () =>
      stored.map(readInstalledPlugin).filter((plugin): plugin is InstalledPlugin => plugin?.active === true),
    [stored],
  );
  if (active.length === 0 || safeModeOnThisLoad()) return null;
  return (
    <Suspense fallback={null}>
      <Runtime plugins={active} />
    </Suspense>
  );
}
