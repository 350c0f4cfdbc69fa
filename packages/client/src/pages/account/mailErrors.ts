import { describeApiError } from '@/api';
import type { I18n } from '@/i18n';

/**
 * The local instance's answers for a mailed link that is used up or too old (ids of its own;
 * a Misskey server answers differently, and then the generic text is shown).
 */
const LINK_UNKNOWN_IDS = ['9364ee88-d2d8-466c-bd43-daeb17b6172a', '97943009-6c17-4def-bd8e-45ab37a778b4'];
const LINK_EXPIRED_IDS = ['e03493bb-f594-4574-afc0-f90fb7e6cc8a', '6846ce0c-3e0f-463b-891d-46db223630d4'];
const USED_USERNAME_ID = 'a6fe7464-b6cb-4b02-befa-a11acec589de';

/** What to tell a person whose mailed link did not work. */
export function mailLinkProblem(error: unknown, i18n: I18n): string {
  const t = i18n.ts.accountMail;
  const custom: Record<string, string> = { [USED_USERNAME_ID]: i18n.ts.signup.usernameTaken };
  for (const id of LINK_UNKNOWN_IDS) custom[id] = t.linkUnknown;
  for (const id of LINK_EXPIRED_IDS) custom[id] = t.linkExpired;
  return describeApiError(error, i18n, custom).text;
}
