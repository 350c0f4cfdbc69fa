import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { NOTE_VISIBILITIES } from '@/settings/definitions';
import { useModals } from '@/ui';
import local from '../GeneralSettingsPage.module.css';
import { Select, Toggle, useSaved } from '../SettingControls';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import { NoteAgeLimitField } from './NoteAgeLimitField';
import own from './Privacy.module.css';

type PrivacyUpdate = Pick<
  Misskey.entities.IUpdateRequest,
  | 'isLocked'
  | 'autoAcceptFollowed'
  | 'publicReactions'
  | 'followingVisibility'
  | 'followersVisibility'
  | 'hideOnlineStatus'
  | 'isExplorable'
  | 'noCrawle'
  | 'preventAiLearning'
  | 'makeNotesFollowersOnlyBefore'
  | 'makeNotesHiddenBefore'
>;
type ListVisibility = 'public' | 'followers' | 'private';
const LIST_VISIBILITIES: readonly ListVisibility[] = ['public', 'followers', 'private'];

/** `pending` without the keys of `patch` (those whose save has finished). */
function withoutKeys(pending: PrivacyUpdate, patch: PrivacyUpdate): PrivacyUpdate {
  const rest: Record<string, unknown> = { ...pending };
  for (const key of Object.keys(patch)) delete rest[key];
  return rest as PrivacyUpdate;
}

/** The composer's defaults (settings of this account, kept in the settings store). */
function PostingDefaults({ announce }: { announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.privacySettings;
  const [visibility, setVisibility] = useSaved('defaultNoteVisibility', announce);
  const [localOnly, setLocalOnly] = useSaved('defaultNoteLocalOnly', announce);
  const [remember, setRemember] = useSaved('rememberNoteVisibility', announce);
  const [keepCw, setKeepCw] = useSaved('keepCw', announce);
  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="privacy-posting-title">
      <h2 id="privacy-posting-title" className={local.sectionTitle}>
        {t.postingTitle}
      </h2>
      <Select
        label={t.defaultVisibility}
        value={visibility}
        options={NOTE_VISIBILITIES.map((value) => ({ value, label: i18n.ts.notes.visibility[value] }))}
        onChange={setVisibility}
      />
      <Toggle
        role="switch"
        label={t.defaultLocalOnly}
        hint={t.defaultLocalOnlyHint}
        checked={localOnly}
        onChange={setLocalOnly}
      />
      <Toggle role="switch" label={t.rememberVisibility} checked={remember} onChange={setRemember} />
      <Toggle role="switch" label={t.keepCw} checked={keepCw} onChange={setKeepCw} />
    </section>
  );
}

/**
 * /settings/privacy: the account's privacy settings, which the server stores and applies (who
 * may follow without asking, who sees the follow lists, older notes followers-only or hidden),
 * and the composer's defaults.
 */
export function PrivacySettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.privacySettings;
  const me = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const modals = useModals();
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);

  // What was just chosen shows at once; the server's answer replaces it (or a refusal undoes it).
  const [pending, setPending] = useState<PrivacyUpdate>({});
  const shown = { ...me, ...pending };
  const save = async (patch: PrivacyUpdate) => {
    setPending((all) => ({ ...all, ...patch }));
    try {
      updateMe(await api.call('i/update', patch));
      announce();
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'i/update' });
    } finally {
      setPending((all) => withoutKeys(all, patch));
    }
  };
  const toggle = (key: keyof PrivacyUpdate, label: string, checked: boolean, hint?: string) => (
    <Toggle
      role="switch"
      label={label}
      hint={hint}
      checked={checked}
      onChange={(value) => void save({ [key]: value })}
    />
  );
  const listVisibility = (key: 'followingVisibility' | 'followersVisibility', label: string) => (
    <Select<ListVisibility>
      label={label}
      value={shown[key] ?? 'public'}
      options={LIST_VISIBILITIES.map((value) => ({ value, label: t.listVisibility[value] }))}
      onChange={(value) => void save({ [key]: value })}
    />
  );

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <section className={`${styles.panel} ${local.section}`} aria-labelledby="privacy-account-title">
        <h2 id="privacy-account-title" className={local.sectionTitle}>
          {t.accountTitle}
        </h2>
        {toggle('isLocked', t.isLocked, shown.isLocked, t.isLockedHint)}
        {shown.isLocked && toggle('autoAcceptFollowed', t.autoAcceptFollowed, shown.autoAcceptFollowed)}
        {toggle('publicReactions', t.publicReactions, shown.publicReactions, t.publicReactionsHint)}
        {listVisibility('followingVisibility', t.followingVisibility)}
        {listVisibility('followersVisibility', t.followersVisibility)}
        {toggle('hideOnlineStatus', t.hideOnlineStatus, shown.hideOnlineStatus)}
        {toggle('isExplorable', t.isExplorable, shown.isExplorable, t.isExplorableHint)}
        {toggle('noCrawle', t.noCrawle, shown.noCrawle)}
        {toggle('preventAiLearning', t.preventAiLearning, shown.preventAiLearning, t.preventAiLearningHint)}
      </section>
      <section className={`${styles.panel} ${local.section}`} aria-labelledby="privacy-older-title">
        <h2 id="privacy-older-title" className={local.sectionTitle}>
          {t.olderNotesTitle}
        </h2>
        <p className={`${styles.lead} ${own.lead}`}>{t.olderNotesLead}</p>
        <NoteAgeLimitField
          label={t.followersOnlyBefore}
          value={shown.makeNotesFollowersOnlyBefore ?? null}
          onChange={(value) => void save({ makeNotesFollowersOnlyBefore: value })}
        />
        <NoteAgeLimitField
          label={t.hiddenBefore}
          value={shown.makeNotesHiddenBefore ?? null}
          onChange={(value) => void save({ makeNotesHiddenBefore: value })}
        />
      </section>
      <PostingDefaults announce={announce} />
    </div>
  );
}
