import * as OTPAuth from 'otpauth';
import type { UserRepository } from '../db/users.js';
import { generateBackupCode, sha256 } from './secrets.js';

export const BACKUP_CODE_COUNT = 5;

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, label: string, issuer: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    label,
    issuer,
  });
}

/** True when `code` is the current 6-digit code for the secret, allowing one step of clock skew. */
export function verifyTotp(secret: string, code: string): boolean {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  const delta = OTPAuth.TOTP.validate({
    token,
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    window: 1,
  });
  return delta !== null;
}

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, generateBackupCode);
}

/**
 * Checks a second factor for a user with two-factor on: a TOTP code, or an unused backup
 * code, which is consumed by this call.
 */
export function checkSecondFactor(
  users: UserRepository,
  userId: string,
  secret: string,
  code: string,
): boolean {
  const token = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(token)) return verifyTotp(secret, token);
  if (/^[A-Za-z0-9]{32}$/.test(token)) {
    return users.consumeBackupCode(userId, sha256(token.toUpperCase()), new Date().toISOString());
  }
  return false;
}
