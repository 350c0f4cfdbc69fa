import type { PostFormActionsProps } from './PostFormActions';
import { pluginRegistry } from './registry';
import { usePluginHooks } from './useShownNote';

/**
 * The composer's plugin button: the menu the runtime brings (./PostFormActions), while a
 * plugin has registered a post form action; nothing otherwise.
 */
export function PluginPostFormButton(props: PostFormActionsProps) {
  const Actions = usePluginHooks('postFormAction').length > 0 ? pluginRegistry.calls?.PostFormActions : null;
  return Actions ? <Actions {...props} /> : null;
}
