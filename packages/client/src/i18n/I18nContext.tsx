import { createContext, type ReactNode, useContext } from 'react';
import type { I18n } from './i18n';
import { fallbackI18n } from './loadLocale';

const I18nContext = createContext<I18n>(fallbackI18n());

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
