import { describe, expect, it } from 'vitest';
import type { AdminMeta } from '../security/useAdminMetaForm';
import { translatorDraftOf, translatorInUse, translatorPatchOf } from './translatorSettings';

describe('the translation service form', () => {
  it('reads the stored services and tells which one the server uses', () => {
    const draft = translatorDraftOf({
      deeplAuthKey: null,
      deeplIsPro: false,
      libreTranslateURL: 'https://libre.example',
      libreTranslateKey: null,
    } as unknown as AdminMeta);
    expect(translatorInUse(draft)).toBe('libretranslate');
    expect(translatorInUse({ ...draft, deeplAuthKey: 'k' })).toBe('deepl');
    expect(translatorInUse({ ...draft, libreTranslateURL: ' ' })).toBeNull();
  });

  it('saves trimmed texts and clears empty ones', () => {
    expect(
      translatorPatchOf({
        deeplAuthKey: '  ',
        deeplIsPro: true,
        libreTranslateURL: ' https://libre.example ',
        libreTranslateKey: 'key',
      }),
    ).toEqual({
      deeplAuthKey: null,
      deeplIsPro: true,
      libreTranslateURL: 'https://libre.example',
      libreTranslateKey: 'key',
    });
  });
});
