import { isApiError } from '@/api';
import { type I18n, relativeTimeFormat } from '@/i18n';

/**
 * Answers that mean "too many attempts, wait": the per-address limit (RATE_LIMIT_EXCEEDED)
 * and the per-account one (Misskey's TOO_MANY_AUTHENTICATION_FAILURES). Without this the
 * generic texts said "cannot perform right now" or, worse, "you cannot create any more".
 */
const LIMIT_CODES = new Set(['RATE_LIMIT_EXCEEDED', 'TOO_MANY_AUTHENTICATION_FAILURES']);

/** How long to wait, from `info.resetMs` (this instance) or `info.resetSec`; null if unsaid. */
function waitMs(info: Record<string, unknown> | undefined): number | null {
  const ms = info?.resetMs;
  if (typeof ms === 'number' && Number.isFinite(ms) && ms > 0) return ms;
  const sec = info?.resetSec;
  if (typeof sec === 'number' && Number.isFinite(sec) && sec > 0) return sec * 1000;
  return null;
}

/** The sign-in dialog's text for a limit answer, with the wait when known; null otherwise. */
export function signinLimitText(error: unknown, i18n: I18n): string | null {
  if (!isApiError(error) || !LIMIT_CODES.has(error.code)) return null;
  const ms = waitMs(error.info);
  if (ms === null) return i18n.ts.signin.tooManyAttempts;
  // Rounded up, so "in 1 minute" never turns out to be too early.
  const when =
    ms < 60_000
      ? relativeTimeFormat(i18n.lang, { numeric: 'always' }).format(Math.ceil(ms / 1000), 'second')
      : relativeTimeFormat(i18n.lang, { numeric: 'always' }).format(Math.ceil(ms / 60_000), 'minute');
  return i18n.t('signin.tooManyAttemptsWait', { when });
}
