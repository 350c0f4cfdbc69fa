import type * as Misskey from 'misskey-js';
import { asNoteLanguage } from './noteLanguages';

/** Misskey's bounds: 16 fields, a location of 50 characters; a field's texts as the local instance keeps them. */
export const MAX_FIELDS = 16;
export const FIELD_TEXT_LIMIT = 256;
export const LOCATION_LIMIT = 50;

/** One row of the fields editor; `key` only keeps React's rows apart while they move. */
export interface FieldDraft {
  key: string;
  name: string;
  value: string;
}

/** What the profile form edits (the pictures are saved on their own, as soon as chosen). */
export interface ProfileDraft {
  name: string;
  description: string;
  birthday: string;
  location: string;
  lang: string;
  fields: FieldDraft[];
  isCat: boolean;
  speakAsCat: boolean;
  isBot: boolean;
}

type Me = Misskey.entities.MeDetailed & { speakAsCat?: boolean };

let nextKey = 0;
const newKey = () => `f${nextKey++}`;

export function draftFrom(me: Me): ProfileDraft {
  return {
    name: me.name ?? '',
    description: me.description ?? '',
    birthday: me.birthday ?? '',
    location: me.location ?? '',
    lang: me.lang ?? '',
    fields: (me.fields ?? []).map((field) => ({ key: newKey(), name: field.name, value: field.value })),
    isCat: me.isCat ?? false,
    // Forks of Misskey (and the local instance) report it; Misskey itself has no such setting.
    speakAsCat: me.speakAsCat ?? true,
    isBot: me.isBot ?? false,
  };
}

/** Whether the account's server keeps speakAsCat: it says so by reporting it. */
export function offersSpeakAsCat(me: Me): boolean {
  return typeof me.speakAsCat === 'boolean';
}

/** The i/update parameters of a draft. Blank texts clear; rows without a label and a value are left out. */
export function updateParams(draft: ProfileDraft, withSpeakAsCat: boolean) {
  return {
    name: draft.name.trim() || null,
    description: draft.description || null,
    birthday: draft.birthday || null,
    location: draft.location.trim() || null,
    lang: asNoteLanguage(draft.lang),
    fields: draft.fields
      .map((field) => ({ name: field.name.trim(), value: field.value.trim() }))
      .filter((field) => field.name !== '' && field.value !== ''),
    isCat: draft.isCat,
    ...(withSpeakAsCat ? { speakAsCat: draft.speakAsCat } : {}),
    isBot: draft.isBot,
  };
}

export function addField(fields: readonly FieldDraft[]): FieldDraft[] {
  if (fields.length >= MAX_FIELDS) return [...fields];
  return [...fields, { key: newKey(), name: '', value: '' }];
}

export function removeField(fields: readonly FieldDraft[], key: string): FieldDraft[] {
  return fields.filter((field) => field.key !== key);
}

/** Moves a row one place up (-1) or down (+1); at an end it stays. */
export function moveField(fields: readonly FieldDraft[], key: string, by: -1 | 1): FieldDraft[] {
  const from = fields.findIndex((field) => field.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= fields.length) return [...fields];
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function changeField(
  fields: readonly FieldDraft[],
  key: string,
  part: 'name' | 'value',
  text: string,
): FieldDraft[] {
  return fields.map((field) => (field.key === key ? { ...field, [part]: text } : field));
}

/** A row with only one of its two texts would be dropped by the server: the form says so first. */
export function halfFilled(field: FieldDraft): 'name' | 'value' | null {
  const name = field.name.trim() !== '';
  const value = field.value.trim() !== '';
  if (name && !value) return 'value';
  if (value && !name) return 'name';
  return null;
}

export function hasProblems(draft: ProfileDraft): boolean {
  return (
    draft.location.length > LOCATION_LIMIT ||
    draft.fields.some(
      (field) =>
        halfFilled(field) !== null ||
        field.name.length > FIELD_TEXT_LIMIT ||
        field.value.length > FIELD_TEXT_LIMIT,
    )
  );
}
