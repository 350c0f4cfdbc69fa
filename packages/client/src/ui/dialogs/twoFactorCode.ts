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
