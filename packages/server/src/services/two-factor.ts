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

const PERIOD_MS = 30_000;

/**
 * The time step `code` belongs to when it is a valid 6-digit code for the secret (allowing one
 * step of clock skew either way), or null.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = OTPAuth.TOTP.validate({
    token,
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    window: 1,
    timestamp: now,
  });
  return delta === null ? null : Math.floor(now / PERIOD_MS) + delta;
}

/** True when `code` is a valid code for the secret now (used to confirm a new secret). */
export function verifyTotp(secret: string, code: string): boolean {
  return totpStep(secret, code) !== null;
}

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, generateBackupCode);
}

/**
 * Checks a second factor for a user with two-factor on: a TOTP code not used before (its
 * time step must be later than the last accepted one), or an unused backup code. Either is
 * consumed by this call.
 */
export function checkSecondFactor(
  users: UserRepository,
  userId: string,
  secret: string,
  code: string,
): boolean {
  const token = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(token)) {
    const step = totpStep(secret, token);
    return step !== null && users.claimTotpStep(userId, step);
  }
  if (/^[A-Za-z0-9]{32}$/.test(token)) {
    return users.consumeBackupCode(userId, sha256(token.toUpperCase()), new Date().toISOString());
  }
  return false;
}
