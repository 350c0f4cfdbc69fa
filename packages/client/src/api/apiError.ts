import type { I18n } from '@/i18n';
import { ApiCallRefused } from './callGuards';

/** The `error` object of a Misskey API error response. */
export interface ApiErrorBody {
  id: string;
  code: string;
  message: string;
  kind?: 'client' | 'server';
  info?: Record<string, unknown>;
}

export function isApiError(error: unknown): error is ApiErrorBody {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<ApiErrorBody>;
  return typeof candidate.code === 'string' && typeof candidate.id === 'string';
}

/** fetch rejects with a TypeError when no response arrives at all (offline, DNS, refused). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && !isApiError(error);
}

export interface ErrorText {
  title: string;
  text: string;
  /** An internal server error: the dialog offers to copy the error details for a report. */
  internal?: boolean;
}

/**
 * User-facing text for a failed call (spec 000 §8). `custom` maps error ids to messages for
 * errors the caller knows about (e.g. a wrong password), which win over the generic ones.
 */
export function describeApiError(error: unknown, i18n: I18n, custom: Record<string, string> = {}): ErrorText {
  const title = i18n.ts.errors.genericTitle;
  if (isApiError(error)) {
    const customText = custom[error.id];
    if (customText) return { title, text: customText };
    if (error.code === 'INTERNAL_ERROR') {
      return {
        title: i18n.ts.errors.internalErrorTitle,
        text: i18n.ts.errors.internalErrorText,
        internal: true,
      };
    }
    if (error.code === 'RATE_LIMIT_EXCEEDED') return { title, text: i18n.ts.errors.rateLimited };
    if (error.code === 'INVALID_PARAM') return { title, text: i18n.ts.errors.invalidParam };
    if (error.code === 'ROLE_PERMISSION_DENIED') return { title, text: i18n.ts.errors.permissionDenied };
    if (error.code.startsWith('TOO_MANY')) return { title, text: i18n.t('errors.tooMany', { id: error.id }) };
    if (error.message?.startsWith('Unexpected token')) return { title, text: i18n.ts.errors.invalidResponse };
    return { title, text: i18n.t('errors.messageWithId', { message: error.message, id: error.id }) };
  }
  if (isNetworkError(error)) {
    return { title: i18n.ts.errors.couldNotReachServer, text: i18n.ts.errors.couldNotReachServerText };
  }
  if (error instanceof ApiCallRefused) {
    return {
      title,
      text:
        error.reason === 'signin required' ? i18n.ts.errors.signinRequired : i18n.ts.errors.invalidEndpoint,
    };
  }
  // A body that is not JSON (a proxy's HTML error page) fails to parse in misskey-js.
  if (
    error instanceof SyntaxError ||
    (error instanceof Error && error.message.startsWith('Unexpected token'))
  ) {
    return { title, text: i18n.ts.errors.invalidResponse };
  }
  if (error instanceof Error && error.message) return { title, text: error.message };
  return { title, text: i18n.ts.errors.unknown };
}

/** Error ids the client reacts to, from the Misskey API. */
export const API_ERROR_IDS = {
  incorrectCredentials: '932c904e-9460-45b7-9ce6-7ed33be7eb2c',
  incorrectTwoFactorCode: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f',
  suspended: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
  deleted: 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a',
  authenticationFailed: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14',
} as const;
