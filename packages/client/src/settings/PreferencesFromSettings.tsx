import type { ReactNode } from 'react';
import { UiPreferencesProvider } from '@/ui';
import { useSetting } from './SettingsContext';

/**
 * Feeds the modal layer the user's settings (`useBlurEffectForModal`, `menuStyle`, `contextMenu`). The app
 * renders it around its ModalProvider, inside the SettingsProvider; ui/ itself stays usable
 * without any settings (tests, the boot dialogs).
 *
 * It lives with the settings, not in ui/: ui/ sits below the settings and knows nothing of them.
 */
export function PreferencesFromSettings({ children }: { children: ReactNode }) {
  const [blurModalBackdrop] = useSetting('useBlurEffectForModal');
  const [menuStyle] = useSetting('menuStyle');
  const [contextMenu] = useSetting('contextMenu');
  return (
    <UiPreferencesProvider value={{ blurModalBackdrop, menuStyle, contextMenu }}>
      {children}
    </UiPreferencesProvider>
  );
}
