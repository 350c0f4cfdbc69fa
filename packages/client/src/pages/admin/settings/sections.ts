import type * as Misskey from 'misskey-js';

// Misskey's admin/meta leaves out what the public meta says (the rules), so the form reads both.
// `approvalRequiredForSignup` is a Misskey fork's (sign-up by approval), which misskey-js does not type.
type AdminMeta = Misskey.entities.AdminMetaResponse &
  Pick<Misskey.entities.MetaDetailed, 'serverRules'> & { approvalRequiredForSignup?: boolean };

/** How a setting is edited: a line of text, a URL, several lines, one item a line, yes/no or a whole number. */
export type FieldKind = 'text' | 'url' | 'email' | 'multiline' | 'lines' | 'bool' | 'color' | 'number';

export interface SettingField {
  key: keyof AdminMeta & string;
  kind: FieldKind;
}

/** The control panel's server sections (Misskey's names), each a list of admin/meta fields. */
export const SERVER_SECTIONS = {
  settings: [
    { key: 'name', kind: 'text' },
    { key: 'shortName', kind: 'text' },
    { key: 'description', kind: 'multiline' },
    { key: 'maintainerName', kind: 'text' },
    { key: 'maintainerEmail', kind: 'email' },
    { key: 'pinnedUsers', kind: 'lines' },
    // Misskey keeps its URL preview settings on this page too (in a fold of their own).
    { key: 'urlPreviewEnabled', kind: 'bool' },
    { key: 'urlPreviewTimeout', kind: 'number' },
    { key: 'urlPreviewMaximumContentLength', kind: 'number' },
    { key: 'urlPreviewRequireContentLength', kind: 'bool' },
    { key: 'urlPreviewUserAgent', kind: 'text' },
    { key: 'urlPreviewSummaryProxyUrl', kind: 'url' },
  ],
  branding: [
    { key: 'iconUrl', kind: 'url' },
    { key: 'app192IconUrl', kind: 'url' },
    { key: 'app512IconUrl', kind: 'url' },
    { key: 'bannerUrl', kind: 'url' },
    { key: 'backgroundImageUrl', kind: 'url' },
    { key: 'themeColor', kind: 'color' },
  ],
  serverRules: [{ key: 'serverRules', kind: 'lines' }],
  moderation: [
    { key: 'disableRegistration', kind: 'bool' },
    { key: 'emailRequiredForSignup', kind: 'bool' },
    { key: 'approvalRequiredForSignup', kind: 'bool' },
    { key: 'prohibitedWords', kind: 'lines' },
    { key: 'sensitiveWords', kind: 'lines' },
    { key: 'hiddenTags', kind: 'lines' },
    { key: 'bannedEmailDomains', kind: 'lines' },
  ],
  // Misskey's performance page. Machine figures act here; the others concern federation or
  // Misskey's Redis caches, and their hints say the value is only kept.
  performance: [
    { key: 'enableServerMachineStats', kind: 'bool' },
    { key: 'enableStatsForFederatedInstances', kind: 'bool' },
    { key: 'enableFanoutTimeline', kind: 'bool' },
    { key: 'enableFanoutTimelineDbFallback', kind: 'bool' },
    { key: 'perLocalUserUserTimelineCacheMax', kind: 'number' },
    { key: 'perRemoteUserUserTimelineCacheMax', kind: 'number' },
    { key: 'perUserHomeTimelineCacheMax', kind: 'number' },
    { key: 'perUserListTimelineCacheMax', kind: 'number' },
    { key: 'enableReactionsBuffering', kind: 'bool' },
  ],
  // Where Misskey kept these before its performance page took them: identicons act here.
  otherSettings: [
    { key: 'enableIdenticonGeneration', kind: 'bool' },
    { key: 'enableChartsForRemoteUser', kind: 'bool' },
    { key: 'enableChartsForFederatedInstances', kind: 'bool' },
  ],
} satisfies Record<string, SettingField[]>;

export type SectionName = keyof typeof SERVER_SECTIONS;

/** The form's values: text for every field but the yes/no ones (lists as one item a line). */
export type SectionDraft = Record<string, string | boolean>;

export function draftOf(fields: readonly SettingField[], meta: Partial<AdminMeta>): SectionDraft {
  const draft: SectionDraft = {};
  for (const { key, kind } of fields) {
    const value = meta[key];
    if (kind === 'bool') draft[key] = value === true;
    else if (kind === 'lines') draft[key] = Array.isArray(value) ? value.join('\n') : '';
    else if (kind === 'number') draft[key] = typeof value === 'number' ? String(value) : '';
    else draft[key] = typeof value === 'string' ? value : '';
  }
  return draft;
}

const THEME_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A field's problem before saving (the server checks too): a colour must be #rrggbb, a number whole. */
export function fieldProblem(field: SettingField, value: string | boolean): 'color' | 'number' | null {
  if (field.kind === 'number' && typeof value === 'string' && !/^\d{1,12}$/.test(value.trim()))
    return 'number';
  if (
    field.kind === 'color' &&
    typeof value === 'string' &&
    value.trim() !== '' &&
    !THEME_COLOR.test(value.trim())
  )
    return 'color';
  return null;
}

/**
 * What admin/update-meta is sent: lists split into lines without blanks, texts trimmed and an
 * empty one as null (cleared). Only the section's own fields, so other sections stay as they are.
 */
export function patchOf(fields: readonly SettingField[], draft: SectionDraft): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const { key, kind } of fields) {
    const value = draft[key];
    if (kind === 'bool') patch[key] = value === true;
    else if (kind === 'number') patch[key] = Number(String(value ?? '').trim());
    else if (kind === 'lines')
      patch[key] = String(value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
    else {
      const text = String(value ?? '').trim();
      patch[key] = text === '' ? null : text;
    }
  }
  return patch;
}
