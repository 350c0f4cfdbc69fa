// Tokens for other apps (issue 20): MiAuth, the legacy app flow, and the user's list of them.
export * from './legacy.js';
export * from './tokens.js';
