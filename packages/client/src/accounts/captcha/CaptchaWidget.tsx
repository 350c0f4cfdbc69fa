import type * as Misskey from 'misskey-js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import { useDarkMode } from '@/theme/useDarkMode';
import { type CaptchaProvider, captchaFields, captchaOf, TEST_CAPTCHA_ANSWER } from './captchaConfig';

/** The part of hCaptcha's, reCAPTCHA's and Turnstile's scripts used here (their shared API). */
interface ProviderApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  remove?(id: string | number): void;
  reset?(id: string | number): void;
}

type ScriptProvider = Exclude<CaptchaProvider, 'mcaptcha' | 'testcaptcha'>;

/** Each provider's script (explicit rendering) and the global it defines. */
const SCRIPTS: Record<ScriptProvider, { src: string; global: string }> = {
  hcaptcha: {
    src: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
    global: 'hcaptcha',
  },
  recaptcha: { src: 'https://www.recaptcha.net/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
  turnstile: {
    src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
  },
};

const loading = new Map<string, Promise<ProviderApi>>();

/** Loads a provider's script once per page (only when a server asks for that provider). */
function loadProvider(provider: ScriptProvider): Promise<ProviderApi> {
  const { src, global } = SCRIPTS[provider];
  let promise = loading.get(provider);
  if (!promise) {
    promise = new Promise<ProviderApi>((resolve, reject) => {
      const ready = () => {
        const api = (window as unknown as Record<string, ProviderApi | undefined>)[global];
        // reCAPTCHA defines its global before render is usable; wait for it.
        if (api?.render) resolve(api);
        else window.setTimeout(ready, 50);
      };
      const script = Object.assign(document.createElement('script'), { src, async: true });
      script.addEventListener('load', ready);
      script.addEventListener('error', () => {
        loading.delete(provider);
        reject(new Error('captcha script failed'));
      });
      document.head.appendChild(script);
    });
    loading.set(provider, promise);
  }
  return promise;
}

/**
 * The CAPTCHA of the sign-up and sign-in dialogs: the provider's own widget, rendered into this
 * box (its own chunk; the provider's script loads only when the server asks for it). Tells
 * `onAnswer` the body fields that carry the answer when solved (none to add when the server
 * names no usable provider) and null when it expires or fails. mCaptcha is the administrator's
 * instance's widget in a frame, which posts its token to this page; testcaptcha is a box to tick.
 */
export default function CaptchaWidget({
  meta,
  onAnswer,
}: {
  meta: Misskey.entities.MetaLite;
  onAnswer(fields: Record<string, string> | null): void;
}) {
  const config = useMemo(() => captchaOf(meta), [meta]);
  const i18n = useI18n();
  const [dark] = useDarkMode();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const answered = useRef(onAnswer);
  answered.current = onAnswer;

  useEffect(() => {
    const answer = (token: string | null) => answered.current(token ? captchaFields(config, token) : null);
    // Announced without a site key: no widget can be shown, so nothing is sent.
    if (!config) {
      answered.current({});
      return;
    }
    if (config.provider === 'testcaptcha') {
      setState('ready');
      return;
    }
    if (config.provider === 'mcaptcha') {
      const origin = config.instanceUrl ? new URL(config.instanceUrl).origin : '';
      // Only the configured instance's frame may hand over a token.
      const onMessage = (event: MessageEvent) => {
        const token = (event.data as { token?: unknown } | null)?.token;
        if (event.origin === origin && typeof token === 'string') answer(token);
      };
      window.addEventListener('message', onMessage);
      setState('ready');
      return () => window.removeEventListener('message', onMessage);
    }
    let live = true;
    let widget: { api: ProviderApi; id: string | number } | null = null;
    loadProvider(config.provider).then(
      (api) => {
        if (!live || !box.current) return;
        const target = document.createElement('div');
        box.current.replaceChildren(target);
        const id = api.render(target, {
          sitekey: config.siteKey,
          theme: dark ? 'dark' : 'light',
          callback: (token: string) => answer(token),
          'expired-callback': () => answer(null),
          'error-callback': () => answer(null),
        });
        widget = { api, id };
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      if (widget) {
        try {
          widget.api.remove?.(widget.id);
        } catch {
          // The provider's widget is gone with its box either way.
        }
      }
    };
  }, [config, dark]);

  if (!config) return null;
  return (
    <div>
      {state === 'loading' && <p>{i18n.ts.captcha.loading}</p>}
      {state === 'failed' && <p role="alert">{i18n.ts.captcha.loadFailed}</p>}
      {config.provider === 'testcaptcha' ? (
        // Misskey's test CAPTCHA: ticking the box is the answer (a test server's only).
        <label>
          <input
            type="checkbox"
            onChange={(event) =>
              onAnswer(event.target.checked ? captchaFields(config, TEST_CAPTCHA_ANSWER) : null)
            }
          />{' '}
          {i18n.ts.captcha.testcaptcha}
        </label>
      ) : config.provider === 'mcaptcha' && config.instanceUrl ? (
        <iframe
          title={i18n.ts.captcha.label}
          src={new URL(
            `/widget/?sitekey=${encodeURIComponent(config.siteKey)}`,
            config.instanceUrl,
          ).toString()}
          style={{ border: 'none', width: '100%', maxWidth: 320, height: 80 }}
        />
      ) : (
        <div ref={box} />
      )}
    </div>
  );
}
