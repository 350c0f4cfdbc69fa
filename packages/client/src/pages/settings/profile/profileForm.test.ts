import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import {
  addField,
  changeField,
  draftFrom,
  halfFilled,
  hasProblems,
  MAX_FIELDS,
  moveField,
  offersSpeakAsCat,
  removeField,
  updateParams,
} from './profileForm';

const me = (extra: Record<string, unknown> = {}) =>
  ({
    name: 'Alice',
    description: null,
    birthday: null,
    location: 'Kyoto',
    lang: 'ja-JP',
    fields: [{ name: 'Site', value: 'https://example.com' }],
    isCat: true,
    isBot: false,
    ...extra,
  }) as unknown as Misskey.entities.MeDetailed;

describe('the profile form', () => {
  it('starts from the account and gives back what it read', () => {
    const draft = draftFrom(me({ speakAsCat: false }));
    expect(draft).toMatchObject({
      name: 'Alice',
      description: '',
      location: 'Kyoto',
      lang: 'ja-JP',
      speakAsCat: false,
    });
    expect(updateParams(draft, true)).toEqual({
      name: 'Alice',
      description: null,
      birthday: null,
      location: 'Kyoto',
      lang: 'ja-JP',
      fields: [{ name: 'Site', value: 'https://example.com' }],
      isCat: true,
      speakAsCat: false,
      isBot: false,
    });
  });

  it('sends speakAsCat only to a server that reports it', () => {
    expect(offersSpeakAsCat(me())).toBe(false);
    expect(offersSpeakAsCat(me({ speakAsCat: true }))).toBe(true);
    expect(updateParams(draftFrom(me()), false)).not.toHaveProperty('speakAsCat');
  });

  it('clears blank texts and leaves empty rows out', () => {
    let draft = draftFrom(me());
    draft = { ...draft, name: '  ', location: ' ', lang: '', fields: addField(draft.fields) };
    expect(updateParams(draft, false)).toMatchObject({
      name: null,
      location: null,
      lang: null,
      fields: [{ name: 'Site', value: 'https://example.com' }],
    });
  });

  it('adds rows up to sixteen, removes, edits and moves them', () => {
    let fields = draftFrom(me()).fields;
    for (let i = 0; i < 20; i++) fields = addField(fields);
    expect(fields).toHaveLength(MAX_FIELDS);
    const [first, second] = fields;
    if (!first || !second) throw new Error('rows missing');
    fields = changeField(fields, second.key, 'name', 'Pronouns');
    fields = moveField(fields, second.key, -1);
    expect(fields[0]).toMatchObject({ key: second.key, name: 'Pronouns' });
    expect(moveField(fields, second.key, -1)[0]?.key).toBe(second.key);
    fields = removeField(fields, first.key);
    expect(fields.some((field) => field.key === first.key)).toBe(false);
    expect(fields).toHaveLength(MAX_FIELDS - 1);
  });

  it('flags a half-filled row and texts over the limits before saving', () => {
    const draft = draftFrom(me());
    expect(hasProblems(draft)).toBe(false);
    const row = { key: 'k', name: 'Label', value: ' ' };
    expect(halfFilled(row)).toBe('value');
    expect(halfFilled({ ...row, name: '', value: 'x' })).toBe('name');
    expect(hasProblems({ ...draft, fields: [row] })).toBe(true);
    expect(hasProblems({ ...draft, location: 'x'.repeat(51) })).toBe(true);
    expect(hasProblems({ ...draft, fields: [{ key: 'k', name: 'a', value: 'v'.repeat(257) }] })).toBe(true);
  });
});
