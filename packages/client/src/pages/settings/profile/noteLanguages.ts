import type * as Misskey from 'misskey-js';
import { languageName } from '@/settings/languageNames';

type NoteLanguage = NonNullable<Misskey.Endpoints['i/update']['req']['lang']>;

/**
 * The languages offered for one's notes: those of the app's translations, and a few more widely
 * written ones, each as a key of Misskey's language map (the type checks it: Misskey refuses any
 * other). Kansai Japanese and Uyghur have no key there; Kabyle and Norwegian have short ones.
 */
export const NOTE_LANGUAGES = [
  'ar-SA',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-GB',
  'en-US',
  'es-ES',
  'es-MX',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'hi-IN',
  'hu-HU',
  'id-ID',
  'it-IT',
  'ja-JP',
  'kab',
  'kn-IN',
  'ko-KR',
  'nl-NL',
  'no',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sv-SE',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const satisfies readonly NoteLanguage[];

/** The choices, each named in its own language and sorted by that name; an unlisted current value is kept. */
export function noteLanguageOptions(current: string, none: string) {
  const codes: string[] = [...NOTE_LANGUAGES];
  if (current && !codes.includes(current)) codes.push(current);
  const named = codes
    .map((code) => ({ value: code, label: languageName(code, codes), lang: code }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: '', label: none }, ...named];
}

/** The draft's language as i/update takes it. */
export function asNoteLanguage(code: string): NoteLanguage | null {
  return code ? (code as NoteLanguage) : null;
}
