import { useState } from 'react';
import { pickDriveFiles } from '@/features/drive';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, TextField, useCurrentDialog, useModals } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import local from './AdminAvatarDecorations.module.css';

/** What the dialog edits: Misskey's fields of a decoration. */
export interface DecorationDraft {
  name: string;
  description: string;
  /** Groups decorations in the picker; empty: none. */
  category: string;
  url: string;
  roleIds: string[];
}

export const EMPTY_DECORATION: DecorationDraft = {
  name: '',
  description: '',
  category: '',
  url: '',
  roleIds: [],
};

interface RoleChoice {
  id: string;
  name: string;
}

function DecorationDialog({
  initial,
  roles,
  title,
}: {
  initial: DecorationDraft;
  roles: RoleChoice[];
  title: string;
}) {
  const i18n = useI18n();
  const t = i18n.ts.avatarDecorations.admin;
  const { done, cancel } = useCurrentDialog<DecorationDraft>();
  const modals = useModals();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<DecorationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const url = draft.url.trim();
  const nameError = draft.name.trim() === '' ? t.nameRequired : null;
  const urlError = isHttpUrl(url) ? null : t.urlInvalid;
  const pick = async () => {
    const [file] = await pickDriveFiles(modals, { single: true, type: 'image/*' });
    if (file)
      set({
        url: file.url,
        ...(draft.name.trim() === '' ? { name: file.name.replace(/\.[^.]+$/, '') } : {}),
      });
  };
  const toggleRole = (id: string, on: boolean) =>
    set({ roleIds: on ? [...draft.roleIds, id] : draft.roleIds.filter((r) => r !== id) });
  return (
    <DialogFrame
      title={title}
      onSubmit={() => {
        setTried(true);
        if (!nameError && !urlError)
          done({ ...draft, name: draft.name.trim(), category: draft.category.trim(), url });
      }}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary">
            {i18n.ts.save}
          </Button>
        </>
      }
    >
      {isHttpUrl(url) && <img className={local.preview} src={url} alt="" />}
      <TextField
        label={t.name}
        value={draft.name}
        onChange={(name) => set({ name })}
        error={tried ? nameError : null}
        maxLength={128}
        initialFocus
      />
      <TextField
        label={t.description}
        value={draft.description}
        onChange={(description) => set({ description })}
        multiline
        maxLength={2048}
      />
      <TextField
        label={t.category}
        value={draft.category}
        onChange={(category) => set({ category })}
        maxLength={128}
      />
      <div className={local.urlRow}>
        <TextField
          label={t.url}
          type="url"
          value={draft.url}
          onChange={(next) => set({ url: next })}
          error={tried ? urlError : null}
        />
        <Button onClick={() => void pick()}>{t.fromDrive}</Button>
      </div>
      <fieldset className={local.roles}>
        <legend className={local.legend}>{t.roles}</legend>
        <p className={local.hint}>{t.rolesHint}</p>
        {roles.map((role) => (
          <label key={role.id} className={local.role}>
            <input
              type="checkbox"
              checked={draft.roleIds.includes(role.id)}
              onChange={(event) => toggleRole(role.id, event.currentTarget.checked)}
            />
            {role.name}
          </label>
        ))}
      </fieldset>
    </DialogFrame>
  );
}

/** Asks for a decoration's fields; null when cancelled. */
export async function editDecoration(
  modals: ModalController,
  options: { initial: DecorationDraft; roles: RoleChoice[]; title: string },
): Promise<DecorationDraft | null> {
  const outcome = await modals.open<DecorationDraft>(() => <DecorationDialog {...options} />);
  return outcome.canceled ? null : outcome.result;
}
