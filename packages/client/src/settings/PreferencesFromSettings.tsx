import type { ReactNode } from 'react';
import { useSetting } from '@/settings';
import { UiPreferencesProvider } from './preferences';

/**
 * Feeds the modal layer the user's settings (`useBlurEffectForModal`, `menuStyle`). The app
 * renders it around its ModalProvider, inside the SettingsProvider; ui/ itself stays usable
 * without any settings (tests, the boot dialogs).
 *
 * Imported by path (`@/ui/PreferencesFromSettings`), not from `@/ui`: settings depend on the API,
 * which depends on ui/, so exporting it there would make an import cycle.
 */
export function PreferencesFromSettings({ children }: { children: ReactNode }) {
  const [blurModalBackdrop] = useSetting('useBlurEffectForModal');
  const [menuStyle] = useSetting('menuStyle');
  return <UiPreferencesProvider value={{ blurModalBackdrop, menuStyle }}>{children}</UiPreferencesProvider>;
}
