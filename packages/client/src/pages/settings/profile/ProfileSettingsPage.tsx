import { type FormEvent, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { describeApiError } from '@/api';
import { ProfilePictures } from '@/features/profile';
import { SetupWizardResume } from '@/features/setupWizard';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, TextField } from '@/ui';
import { UserName } from '@/users/UserName';
import { Select, Toggle } from '../SettingControls';
import { FieldsEditor } from './FieldsEditor';
import { noteLanguageOptions } from './noteLanguages';
import own from './Profile.module.css';
import {
  draftFrom,
  hasProblems,
  LOCATION_LIMIT,
  offersSpeakAsCat,
  type ProfileDraft,
  updateParams,
} from './profileForm';

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

/**
 * /settings/profile: the pictures (saved as soon as chosen), then name, bio, birthday, location,
 * language, fields and the cat and bot flags, saved together with i/update.
 */
export function ProfileSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.profileSettings;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(account));
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const withSpeakAsCat = offersSpeakAsCat(account);

  const edit =
    <K extends keyof ProfileDraft>(key: K) =>
    (value: ProfileDraft[K]) => {
      setDraft((current) => ({ ...current, [key]: value }));
      if (state.kind === 'saved' || state.kind === 'failed') setState({ kind: 'idle' });
    };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (hasProblems(draft)) {
      setState({ kind: 'failed', message: t.fixProblems });
      return;
    }
    setState({ kind: 'saving' });
    try {
      updateMe(await api.call('i/update', updateParams(draft, withSpeakAsCat)));
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: describeApiError(error, i18n).text });
    }
  };

  const locationError =
    draft.location.length > LOCATION_LIMIT
      ? i18n.t('profileSettings.tooLong', { limit: LOCATION_LIMIT })
      : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{i18n.ts.profile.title}</h1>
      <ProfilePictures />
      <form className={styles.panel} onSubmit={save} noValidate>
        <TextField
          label={i18n.ts.profile.displayName}
          value={draft.name}
          onChange={edit('name')}
          autoComplete="nickname"
        />
        {/* An input cannot draw emoji as pictures: the name is shown as notes will show it. */}
        <p className={own.namePreview}>
          <span className={own.previewLabel}>{i18n.ts.profile.namePreview}</span>{' '}
          <UserName user={{ ...account, name: draft.name }} />
        </p>
        <TextField
          label={i18n.ts.profile.bio}
          value={draft.description}
          onChange={edit('description')}
          multiline
        />
        <TextField
          label={t.location}
          value={draft.location}
          onChange={edit('location')}
          error={locationError}
          autoComplete="address-level2"
        />
        <TextField
          label={i18n.ts.profile.birthday}
          type="date"
          value={draft.birthday}
          onChange={edit('birthday')}
          autoComplete="bday"
        />
        <Select
          label={t.language}
          hint={t.languageHint}
          value={draft.lang}
          options={noteLanguageOptions(draft.lang, t.languageNone)}
          onChange={edit('lang')}
        />
        <FieldsEditor fields={draft.fields} onChange={edit('fields')} />
        <Toggle
          label={t.isCat}
          hint={t.isCatHint}
          role="switch"
          checked={draft.isCat}
          onChange={edit('isCat')}
        />
        {withSpeakAsCat && draft.isCat && (
          <Toggle
            label={t.speakAsCat}
            hint={t.speakAsCatHint}
            role="switch"
            checked={draft.speakAsCat}
            onChange={edit('speakAsCat')}
          />
        )}
        <Toggle
          label={t.isBot}
          hint={t.isBotHint}
          role="switch"
          checked={draft.isBot}
          onChange={edit('isBot')}
        />
        {state.kind === 'saved' && <Notice tone="success">{i18n.ts.saved}</Notice>}
        {state.kind === 'failed' && <Notice tone="error">{state.message}</Notice>}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={state.kind === 'saving'}>
            {i18n.ts.save}
          </Button>
        </div>
      </form>
      <SetupWizardResume className={styles.panel} />
    </div>
  );
}
