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

// The two-factor code's shape is checked by the password dialog that asks for it (ui/ sits
// below accounts); the same rule is offered here with the other account rules.
export { isValidTwoFactorCode, normalizeTwoFactorCode } from '@/ui/dialogs/twoFactorCode';
