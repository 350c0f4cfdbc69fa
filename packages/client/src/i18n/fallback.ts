import { I18n } from './i18n';
import enUS from './locales/en-US.json';

/**
 * The source texts, synchronously: for tests and harnesses. Nothing the app runs may import
 * this, or the en-US texts join the start-up bundle (loadLocale loads them lazily instead).
 */
export function fallbackI18n(): I18n {
  return new I18n('en-US', enUS);
}
