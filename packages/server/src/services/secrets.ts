import { createHash, randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random string from the given alphabet; randomInt is unbiased (no modulo skew). */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A new access token: 32 random alphanumeric characters. */
export function generateToken(): string {
  return randomString(32);
}

/** A two-factor backup code: 32 uppercase letters or digits. */
export function generateBackupCode(): string {
  return randomString(32, UPPER_ALPHANUMERIC);
}

/** Tokens and backup codes carry ~190 bits of entropy, so a fast hash is enough to store them. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
