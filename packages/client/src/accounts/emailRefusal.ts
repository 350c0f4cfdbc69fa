import type { AccountApi } from '@/api';
import type { I18n } from '@/i18n';

/**
 * Misskey's words for why an address cannot be used (`email-address/available`'s `reason`, and
 * the local instance's sign-up error `info.reason`). `blacklist` is what a Truemail server
 * answers for a listed domain: to the user the same as a domain the server bans.
 */
const REASONS = ['used', 'format', 'disposable', 'mx', 'smtp', 'banned', 'network'] as const;
type Refusal = (typeof REASONS)[number];

function asRefusal(reason: unknown): Refusal | null {
  if (reason === 'blacklist') return 'banned';
  return REASONS.find((known) => known === reason) ?? null;
}

/** The sentence for a refusal; the general one when the server did not say why (null, or a word of its own). */
export function emailRefusalText(i18n: I18n, reason: unknown): string {
  const refusal = asRefusal(reason);
  return refusal ? i18n.ts.accountMail.refused[refusal] : i18n.ts.accountMail.emailUnavailable;
}

/**
 * Asks the server whether the address can be used before the sign-up is sent: Misskey's sign-up
 * answers a refused address with a bare 400, so the reason is only known this way. Null when it
 * can (or when the question failed: the sign-up then answers for itself).
 */
export async function emailRefusalOf(api: AccountApi, email: string, i18n: I18n): Promise<string | null> {
  try {
    const answer = await api.call('email-address/available', { emailAddress: email });
    return answer.available ? null : emailRefusalText(i18n, answer.reason);
  } catch {
    return null;
  }
}
