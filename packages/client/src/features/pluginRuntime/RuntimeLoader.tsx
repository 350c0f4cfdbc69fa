import { lazy, Suspense } from 'react';
import type { PluginSetting } from '@/settings';

const PluginRuntime = lazy(() => import('./PluginRuntime'));

/** The runtime, one lazy step further (see PluginHost). */
export default function RuntimeLoader({ entries }: { entries: readonly PluginSetting[] }) {
  return (
    <Suspense fallback={null}>
      <PluginRuntime entries={entries} />
    </Suspense>
  );
}
