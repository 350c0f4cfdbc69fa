import { createContext, type ReactNode, useContext } from 'react';

/**
 * The settings the modal layer reads (`useBlurEffectForModal`, `menuStyle`, `contextMenu`). ui/ knows
 * nothing of the settings store: the app passes them in here, and without a provider the
 * defaults of the settings apply.
 */
export interface UiPreferences {
  blurModalBackdrop: boolean;
  menuStyle: 'auto' | 'popup' | 'drawer';
  /** A right click opens the app's menu, the app's only with Shift held, or the browser's. */
  contextMenu: 'app' | 'appWithShift' | 'native';
}

const defaults: UiPreferences = { blurModalBackdrop: true, menuStyle: 'auto', contextMenu: 'app' };
const UiPreferencesContext = createContext<UiPreferences>(defaults);

export function UiPreferencesProvider({
  value,
  children,
}: {
  value: Partial<UiPreferences>;
  children: ReactNode;
}) {
  return (
    <UiPreferencesContext.Provider value={{ ...defaults, ...value }}>
      {children}
    </UiPreferencesContext.Provider>
  );
}

export function useUiPreferences(): UiPreferences {
  return useContext(UiPreferencesContext);
}
