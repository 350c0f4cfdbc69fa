export { fallbackI18n } from './fallback';
export { formatDate, formatNumber } from './format';
export { I18nProvider, useI18n } from './I18nContext';
export { I18n, interpolate, type LocaleTexts, RTL_LOCALES, type TextKey, type TextParams } from './i18n';
export { dateTimeFormat, numberFormat, relativeTimeFormat } from './intlFormats';
export { AVAILABLE_LOCALES, chooseLocale, loadLocale } from './loadLocale';
export { RelativeTime } from './RelativeTime';
export { formatRelativeTime, relativeTime } from './relativeTime';
export { TextWith } from './TextWith';
