/**
 * New passwords need at least this many characters, as the local instance requires (first
 * run, sign-up, password change). Counted in code points, as the server's JSON Schema
 * `minLength` counts them, so an emoji is one character on both sides.
 */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export function passwordLength(password: string): number {
  return [...password].length;
}

export function isLongEnough(password: string): boolean {
  return passwordLength(password) >= MIN_PASSWORD_LENGTH;
}

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u];

/**
 * A rough hint from length and the kinds of characters used (lower case, upper case, digits,
 * anything else). Not an estimate of how long cracking takes: it only nudges people towards
 * longer passwords, which matter most. A password of one or two repeated characters is weak
 * at any length.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = passwordLength(password);
  if (length < MIN_PASSWORD_LENGTH || new Set(password).size <= 2) return 'weak';
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length;
  if (length >= 16 || (length >= 12 && classes >= 3)) return 'strong';
  if (length >= 12 || classes >= 3) return 'medium';
  return 'weak';
}
