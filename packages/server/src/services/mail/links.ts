/** How long a mailed sign-up or reset link works (Misskey's 30 minutes). */
export const MAIL_LINK_LIFETIME_MS = 30 * 60 * 1000;

export function isExpired(createdAt: string, now: number = Date.now()): boolean {
  return now - Date.parse(createdAt) > MAIL_LINK_LIFETIME_MS;
}
