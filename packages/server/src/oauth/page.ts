import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../web/security-headers.js';

/** What the consent page reads from the document (Misskey's names, and two of ours). */
export interface AuthorizationPageMeta {
  transactionId: string;
  clientName: string;
  scopes: readonly string[];
  clientLogo: string | null;
  redirectUri: string;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function metaTags(meta: AuthorizationPageMeta): string {
  const tags: [string, string][] = [
    ['misskey:oauth:transaction-id', meta.transactionId],
    ['misskey:oauth:client-name', meta.clientName],
    ['misskey:oauth:scope', meta.scopes.join(' ')],
    ['shiori:oauth:redirect-uri', meta.redirectUri],
  ];
  if (meta.clientLogo) tags.push(['shiori:oauth:client-logo', meta.clientLogo]);
  return tags
    .map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}">`)
    .join('');
}

/**
 * The client's index.html with the transaction in meta tags, as Misskey serves its page: the
 * client's /oauth/authorize route reads them. Without a built client (server tests) a bare
 * document carries the same tags.
 */
export async function authorizationPage(clientDist: string, meta: AuthorizationPageMeta): Promise<string> {
  let html: string;
  try {
    html = await readFile(join(clientDist, 'index.html'), 'utf8');
  } catch {
    html =
      '<!doctype html><html><head><title>Authorize</title></head><body>The web client is not built.</body></html>';
  }
  const tags = metaTags(meta);
  const head = html.search(/<\/head>/i);
  return head === -1 ? tags + html : html.slice(0, head) + tags + html.slice(head);
}

/**
 * The page's policy also lets its form lead to the client: Chromium applies `form-action` to
 * the redirect that follows the decision, and the answer goes to the client's redirect URI.
 */
export function authorizationPagePolicy(redirectUri: string): string {
  const target = new URL(redirectUri);
  const source =
    target.protocol === 'http:' || target.protocol === 'https:' ? target.origin : target.protocol;
  if (!/^[a-z][a-z0-9+.-]*:(\/\/[a-z0-9.\-[\]:]+)?$/i.test(source)) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("form-action 'self'", `form-action 'self' ${source}`);
}
