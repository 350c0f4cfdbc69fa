import { type FormEvent, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, TextField } from '@/ui';
import { UserName } from '@/users/UserName';
import own from './ProfileSettingsPage.module.css';
import { SettingsNav } from './SettingsNav';

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

/** /settings/profile: display name, bio and birthday, saved with i/update. */
export function ProfileSettingsPage() {
  const i18n = useI18n();
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const [name, setName] = useState(account.name ?? '');
  const [description, setDescription] = useState(account.description ?? '');
  const [birthday, setBirthday] = useState(account.birthday ?? '');
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (state.kind === 'saved' || state.kind === 'failed') setState({ kind: 'idle' });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      const me = await api.call('i/update', {
        name: name.trim() || null,
        description: description || null,
        birthday: birthday || null,
      });
      updateMe(me);
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: describeApiError(error, i18n).text });
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{i18n.ts.profile.title}</h1>
      <SettingsNav />
      <form className={styles.panel} onSubmit={save} noValidate>
        <TextField
          label={i18n.ts.profile.displayName}
          value={name}
          onChange={edit(setName)}
          autoComplete="nickname"
        />
        {/* An input cannot draw emoji as pictures: the name is shown as notes will show it. */}
        <p className={own.namePreview}>
          <span className={own.previewLabel}>{i18n.ts.profile.namePreview}</span>{' '}
          <UserName user={{ ...account, name }} />
        </p>
        <TextField
          label={i18n.ts.profile.bio}
          value={description}
          onChange={edit(setDescription)}
          multiline
        />
        <TextField
          label={i18n.ts.profile.birthday}
          type="date"
          value={birthday}
          onChange={edit(setBirthday)}
          autoComplete="bday"
        />
        {state.kind === 'saved' && <Notice tone="success">{i18n.ts.saved}</Notice>}
        {state.kind === 'failed' && <Notice tone="error">{state.message}</Notice>}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={state.kind === 'saving'}>
            {i18n.ts.save}
          </Button>
        </div>
      </form>
    </div>
  );
}
