import type { AdminMeta } from '../security/useAdminMetaForm';

export interface TranslatorDraft {
  deeplAuthKey: string;
  deeplIsPro: boolean;
  libreTranslateURL: string;
  libreTranslateKey: string;
}

export function translatorDraftOf(meta: AdminMeta): TranslatorDraft {
  return {
    deeplAuthKey: meta.deeplAuthKey ?? '',
    deeplIsPro: meta.deeplIsPro === true,
    libreTranslateURL: meta.libreTranslateURL ?? '',
    libreTranslateKey: meta.libreTranslateKey ?? '',
  };
}

/** Which service the server translates with once saved: DeepL first, as the server decides. */
export function translatorInUse(draft: TranslatorDraft): 'deepl' | 'libretranslate' | null {
  if (draft.deeplAuthKey.trim() !== '') return 'deepl';
  if (draft.libreTranslateURL.trim() !== '') return 'libretranslate';
  return null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** admin/update-meta's patch: texts trimmed, an empty one cleared. */
export function translatorPatchOf(draft: TranslatorDraft): Record<string, unknown> {
  return {
    deeplAuthKey: orNull(draft.deeplAuthKey),
    deeplIsPro: draft.deeplIsPro,
    libreTranslateURL: orNull(draft.libreTranslateURL),
    libreTranslateKey: orNull(draft.libreTranslateKey),
  };
}
