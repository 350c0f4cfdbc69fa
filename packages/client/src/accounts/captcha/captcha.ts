import type * as Misskey from 'misskey-js';
import { createElement, lazy, type ReactNode, Suspense, useState } from 'react';

// The start-up half of the CAPTCHA, kept this small on purpose: whether to offer the widget at
// all, and the dialogs' state of it. Everything else (the provider, its key, the answer's field)
// is in the widget's chunk, loaded only when a server asks for a CAPTCHA.

const CaptchaWidget = lazy(() => import('./CaptchaWidget'));

/** The server's answer when the CAPTCHA was missing or not passed (the local instance's id). */
export const CAPTCHA_FAILED_ERROR_ID = '567a739f-ec49-4ef0-be45-ca489a6f7e0e';

/** The server's meta when it asks for a CAPTCHA at sign-up and sign-in, else null. */
export function captchaMetaOf(meta: Misskey.entities.MetaLite | null): Misskey.entities.MetaLite | null {
  return meta &&
    (meta.enableHcaptcha ||
      meta.enableMcaptcha ||
      meta.enableRecaptcha ||
      meta.enableTurnstile ||
      meta.enableTestcaptcha)
    ? meta
    : null;
}

/**
 * A dialog's CAPTCHA: the widget to show (none when `meta` is null), the body fields holding its
 * answer, whether it is answered, and `retry` for a fresh widget after the server refused (a
 * provider's token is good for one check only).
 */
export function useCaptcha(meta: Misskey.entities.MetaLite | null): {
  widget: ReactNode;
  fields: Record<string, string> | null;
  answered: boolean;
  retry(): void;
} {
  const [fields, setFields] = useState<Record<string, string> | null>(null);
  const [round, setRound] = useState(0);
  return {
    widget:
      meta &&
      createElement(
        Suspense,
        { fallback: null },
        createElement(CaptchaWidget, { key: round, meta, onAnswer: setFields }),
      ),
    fields,
    answered: !meta || fields !== null,
    retry: () => {
      setFields(null);
      setRound((n) => n + 1);
    },
  };
}
