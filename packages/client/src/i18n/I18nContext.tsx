import { createContext, type ReactNode, useContext } from 'react';
import type { I18n } from './i18n';

// No default texts: boot provides the loaded ones before the first render, and a default would
// put the en-US texts into the start-up bundle.
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n needs an I18nProvider above it');
  return i18n;
}
