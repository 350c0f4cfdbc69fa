// Business constants from spec 000 §9, in one place so behaviour and tests agree.
export const HEARTBEAT_INTERVAL_MS = 60_000;
export const SPLASH_REMOVAL_MS = 1_000;
export const SESSION_COOKIE_MAX_AGE_S = 86_400;
export const SESSION_COOKIE_PATH = '/queue';
export const DEFAULT_LOCALE = 'en-US';
export const MAX_REDIRECTS = 10;
