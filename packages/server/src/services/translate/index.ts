import type { InstanceContext } from '../context.js';
import { type ExternalPost, ExternalServiceError, postForJson } from '../external/post-json.js';
import { type ServerSettings, serverSettings } from '../server-settings/index.js';

export type Translator = 'deepl' | 'libretranslate';

export interface Translation {
  sourceLang: string;
  text: string;
}

/**
 * The service notes are translated with, or null. DeepL when its key is set (Misskey's only
 * service), else LibreTranslate when its address is set (an addition of this instance; the
 * misskey-js types have no field for it). meta's `translatorAvailable` is this, not null.
 */
export function translatorInForce(settings: ServerSettings): Translator | null {
  if (settings.deeplAuthKey) return 'deepl';
  if (settings.libreTranslateURL) return 'libretranslate';
  return null;
}

export function translatorAvailable(ctx: InstanceContext): boolean {
  return translatorInForce(serverSettings(ctx.db)) !== null;
}

/**
 * Translates `text` into `targetLang` (a locale such as `ja-JP`: only its language part is sent,
 * as Misskey does) with the service in force, through the outside-request guard. Throws
 * ExternalServiceError when the service refuses, cannot be reached or answers something else.
 */
export async function translate(
  ctx: InstanceContext,
  text: string,
  targetLang: string,
): Promise<Translation> {
  const settings = serverSettings(ctx.db);
  const translator = translatorInForce(settings);
  if (!translator) throw new ExternalServiceError('no translator configured');
  const lang = targetLang.split('-')[0] ?? targetLang;
  return translator === 'deepl'
    ? viaDeepl(ctx, settings, text, lang)
    : viaLibreTranslate(ctx, settings, text, lang);
}

async function viaDeepl(
  ctx: InstanceContext,
  settings: ServerSettings,
  text: string,
  lang: string,
): Promise<Translation> {
  const { url, post } = deeplRequest(settings, text, lang);
  const { status, json } = await postForJson(ctx.config, url, post);
  return readDeeplAnswer(status, json);
}

/**
 * DeepL's `POST /v2/translate` as this instance sends it: the Pro or the Free host by
 * `deeplIsPro`, the key in the Authorization header (DeepL no longer takes it in the body), the
 * target language upper-cased. Apart from the network so the tests check it without DeepL.
 */
export function deeplRequest(
  settings: Pick<ServerSettings, 'deeplAuthKey' | 'deeplIsPro'>,
  text: string,
  lang: string,
): { url: string; post: ExternalPost } {
  return {
    url: settings.deeplIsPro
      ? 'https://api.deepl.com/v2/translate'
      : 'https://api-free.deepl.com/v2/translate',
    post: {
      body: new URLSearchParams({ text, target_lang: lang.toUpperCase() }).toString(),
      contentType: 'application/x-www-form-urlencoded',
      headers: { Authorization: `DeepL-Auth-Key ${settings.deeplAuthKey ?? ''}` },
    },
  };
}

/** DeepL's answer read: the first translation and the language it detected. */
export function readDeeplAnswer(status: number, json: unknown): Translation {
  if (status !== 200) throw new ExternalServiceError(`DeepL answered ${status}`);
  const first = (json as { translations?: { detected_source_language?: unknown; text?: unknown }[] } | null)
    ?.translations?.[0];
  if (typeof first?.text !== 'string') throw new ExternalServiceError('DeepL answered no translation');
  return {
    sourceLang: typeof first.detected_source_language === 'string' ? first.detected_source_language : '',
    text: first.text,
  };
}

/** LibreTranslate's `POST /translate` (JSON; `api_key` only when one is set). */
async function viaLibreTranslate(
  ctx: InstanceContext,
  settings: ServerSettings,
  text: string,
  lang: string,
): Promise<Translation> {
  const base = settings.libreTranslateURL ?? '';
  // Administrators paste either the server's address or its /translate endpoint.
  const url = /\/translate\/?$/.test(base) ? base : `${base.replace(/\/+$/, '')}/translate`;
  const { status, json } = await postForJson(ctx.config, url, {
    body: JSON.stringify({
      q: text,
      source: 'auto',
      target: lang,
      format: 'text',
      ...(settings.libreTranslateKey ? { api_key: settings.libreTranslateKey } : {}),
    }),
    contentType: 'application/json',
  });
  if (status !== 200) throw new ExternalServiceError(`LibreTranslate answered ${status}`);
  const answer = json as { translatedText?: unknown; detectedLanguage?: { language?: unknown } } | null;
  if (typeof answer?.translatedText !== 'string')
    throw new ExternalServiceError('LibreTranslate answered no translation');
  const detected = answer.detectedLanguage?.language;
  return { sourceLang: typeof detected === 'string' ? detected : '', text: answer.translatedText };
}
