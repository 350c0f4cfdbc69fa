import type { ReactNode } from 'react';
import { UiPreferencesProvider } from '@/ui';
import { useSetting } from './SettingsContext';

/**
 * Feeds the modal layer the user's settings (`useBlurEffectForModal`, `menuStyle`). The app
 * renders it around its ModalProvider, inside the SettingsProvider; ui/ itself stays usable
 * without any settings (tests, the boot dialogs).
 *
 * It lives with the settings, not in ui/: ui/ sits below the settings and knows nothing of them.
 */
export function PreferencesFromSettings({ children }: { children: ReactNode }) {
  const [blurModalBackdrop] = useSetting('useBlurEffectForModal');
  const [menuStyle] = useSetting('menuStyle');
  return <UiPreferencesProvider value={{ blurModalBackdrop, menuStyle }}>{children}</UiPreferencesProvider>;
}
