export const i18n = 'en-US';
