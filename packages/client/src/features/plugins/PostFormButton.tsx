import { lazy, Suspense } from 'react';
import type { PostFormActionsProps } from './PostFormActions';
import { usePluginHooks } from './useShownNote';

// The menu and its icon load only once a plugin has registered a post form action.
const Actions = lazy(() => import('./PostFormActions'));

/** The composer's plugin button; nothing while no plugin registered a post form action. */
export function PluginPostFormButton(props: PostFormActionsProps) {
  if (usePluginHooks('postFormAction').length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Actions {...props} />
    </Suspense>
  );
}
