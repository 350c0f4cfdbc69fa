/** Local usernames: 1 to 20 ASCII letters, digits or underscores (as Misskey accepts). */
export const USERNAME_PATTERN = /^\w{1,20}$/;
export const USERNAME_MAX_LENGTH = 20;

export type UsernameProblem = 'invalidCharacters' | 'tooLong' | null;

/** What is wrong with a username being typed; an empty one is not (yet) a problem to show. */
export function usernameProblem(username: string): UsernameProblem {
  if (username === '') return null;
  if (!/^\w*$/.test(username)) return 'invalidCharacters';
  if (username.length > USERNAME_MAX_LENGTH) return 'tooLong';
  return null;
}

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/**
 * A two-factor code (spec 000 §5): 6 digits from an authenticator app, or a 32-character
 * backup code of uppercase letters and digits. Spaces people paste along are ignored.
 */
export function normalizeTwoFactorCode(code: string): string {
  return code.replace(/\s+/g, '');
}

export function isValidTwoFactorCode(code: string): boolean {
  const normalized = normalizeTwoFactorCode(code);
  return /^\d{6}$/.test(normalized) || /^[A-Z0-9]{32}$/.test(normalized);
}
