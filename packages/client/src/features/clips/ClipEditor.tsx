import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, TextField, useCurrentDialog } from '@/ui';
import styles from './Clips.module.css';

export interface ClipFields {
  name: string;
  /** Null clears it: Misskey refuses an empty description. */
  description: string | null;
  isPublic: boolean;
}

/** Misskey's limits (clips/create and clips/update). */
const NAME_MAX = 100;
const DESCRIPTION_MAX = 2048;

function ClipEditor({ initial }: { initial?: Misskey.entities.Clip }) {
  const i18n = useI18n();
  const t = i18n.ts.clips;
  const { done, cancel } = useCurrentDialog<ClipFields>();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [isPublic, setIsPublic] = useState(initial?.isPublic ?? false);
  const valid = name.trim().length > 0;
  return (
    <DialogFrame
      title={initial ? t.editClip : t.newClip}
      onSubmit={() => {
        if (!valid) return;
        done({ name: name.trim(), description: description.trim() || null, isPublic });
      }}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={!valid}>
            {i18n.ts.save}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label={t.name}
          value={name}
          onChange={setName}
          maxLength={NAME_MAX}
          required
          initialFocus
        />
        <TextField
          label={t.description}
          value={description}
          onChange={setDescription}
          maxLength={DESCRIPTION_MAX}
          multiline
        />
        <label className={styles.check}>
          <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
          <span>{t.isPublic}</span>
        </label>
      </div>
    </DialogFrame>
  );
}

/** Asks for a clip's name, description and visibility; `initial` edits an existing clip. */
export async function openClipEditor(
  modals: ModalController,
  initial?: Misskey.entities.Clip,
): Promise<ClipFields | null> {
  const result = await modals.open<ClipFields>(() => <ClipEditor initial={initial} />);
  return result.canceled ? null : result.result;
}
