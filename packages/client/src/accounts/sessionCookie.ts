import { SESSION_COOKIE_MAX_AGE_S, SESSION_COOKIE_PATH } from '@/constants';

/**
 * The token cookie (spec 000 §9) lets the server's job-queue dashboard at /queue know who is
 * asking; nothing else reads it. Strict same-site so other sites can never send it.
 */
export function setSessionCookie(doc: Document, token: string): void {
  doc.cookie = `token=${encodeURIComponent(token)}; path=${SESSION_COOKIE_PATH}; max-age=${SESSION_COOKIE_MAX_AGE_S}; SameSite=Strict`;
}

export function clearSessionCookie(doc: Document): void {
  doc.cookie = `token=; path=${SESSION_COOKIE_PATH}; max-age=0; SameSite=Strict`;
}
