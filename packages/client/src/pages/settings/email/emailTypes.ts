/**
 * The notifications that can also come by mail, in the order the page lists them: the five
 * Misskey's e-mail settings offer (`emailNotificationTypes` of i/update).
 */
export const EMAIL_NOTIFICATION_TYPES = [
  'follow',
  'receiveFollowRequest',
  'mention',
  'reply',
  'quote',
] as const;
export type EmailNotificationType = (typeof EMAIL_NOTIFICATION_TYPES)[number];

/**
 * The list to send after switching one type on or off: in the page's order, once each. Types
 * another client stored that this page does not list are kept, so saving here never drops them.
 */
export function withEmailType(
  current: readonly string[],
  type: EmailNotificationType,
  on: boolean,
): string[] {
  const next = new Set(current);
  if (on) next.add(type);
  else next.delete(type);
  const listed: readonly string[] = EMAIL_NOTIFICATION_TYPES;
  return [...listed.filter((t) => next.has(t)), ...[...next].filter((t) => !listed.includes(t))];
}
