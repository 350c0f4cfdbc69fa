import { webUrl } from './consentRequest';

/**
 * What the instance put into the page it served at /oauth/authorize (Misskey's meta tags, plus
 * the logo and redirect URI of ours). The name is the client's own word: shown as text only.
 */
export interface OAuthRequest {
  transactionId: string;
  clientName: string;
  permissions: string[];
  logo: URL | null;
  redirectUri: URL | null;
}

function meta(doc: Document, name: string): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

let taken: OAuthRequest | null = null;

/**
 * Reads the request once and removes the transaction's tag, as Misskey's page does, so it does
 * not linger in a page the user navigates on from. Later calls get the same request; null when
 * the page was not served with one (reached in the app instead of from the server).
 */
export function takeOAuthRequest(doc: Document = document): OAuthRequest | null {
  if (taken) return taken;
  const transactionId = meta(doc, 'misskey:oauth:transaction-id');
  if (!transactionId) return null;
  doc.querySelector('meta[name="misskey:oauth:transaction-id"]')?.remove();
  taken = {
    transactionId,
    clientName: meta(doc, 'misskey:oauth:client-name') ?? '',
    permissions: [...new Set((meta(doc, 'misskey:oauth:scope') ?? '').split(' ').filter((p) => p !== ''))],
    logo: webUrl(meta(doc, 'shiori:oauth:client-logo')),
    redirectUri: webUrl(meta(doc, 'shiori:oauth:redirect-uri')),
  };
  return taken;
}

/** Test hook: forget the request read by an earlier test. */
export function forgetOAuthRequest(): void {
  taken = null;
}

/**
 * Posts the decision as a form, as Misskey's page does: the instance answers with a redirect
 * to the client (code or access_denied), which only a navigation can follow.
 */
export function submitDecision(
  request: OAuthRequest,
  loginToken: string,
  decision: 'accept' | 'deny',
  doc: Document = document,
): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = '/oauth/decision';
  form.acceptCharset = 'utf-8';
  form.hidden = true;
  const fields: [string, string][] = [
    ['login_token', loginToken],
    ['transaction_id', request.transactionId],
  ];
  if (decision === 'deny') fields.push(['cancel', 'cancel']);
  for (const [name, value] of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
