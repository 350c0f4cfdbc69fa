/// <reference types="vite/client" />

/** The client's version, from package.json (injected by vite.config.ts). */
declare const __CLIENT_VERSION__: string;
/** Codes of the locale files in src/i18n/locales (injected by vite.config.ts). */
declare const __LOCALE_CODES__: readonly string[];
