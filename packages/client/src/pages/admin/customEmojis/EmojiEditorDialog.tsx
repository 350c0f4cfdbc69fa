import type * as Misskey from 'misskey-js';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import {
  Button,
  DialogFrame,
  type ModalController,
  openConfirm,
  TextField,
  useCurrentDialog,
  useModals,
} from '@/ui';
import fieldStyles from '@/ui/TextField.module.css';
import styles from './CustomEmojisManager.module.css';
import { type EmojiFormValues, emojiNameProblem, emojiParams } from './emojiForm';
import { RolePicker } from './RolePicker';

type Emoji = Misskey.entities.EmojiDetailed;

export type EditorOutcome = { kind: 'saved'; emoji: Emoji } | { kind: 'deleted'; id: string };

export type EditorSubject =
  /** A new emoji from a file just uploaded to the drive. */
  { kind: 'add'; fileId: string; imageUrl: string } | { kind: 'edit'; emoji: Emoji };

export interface EmojiEditorOptions {
  subject: EditorSubject;
  initial: EmojiFormValues;
  /** Existing categories, offered as suggestions. */
  categories: readonly string[];
}

/** Opens the add/edit form; resolves with what changed on the server, or null when dismissed. */
export async function openEmojiEditor(
  modals: ModalController,
  options: EmojiEditorOptions,
): Promise<EditorOutcome | null> {
  const outcome = await modals.open<EditorOutcome>(() => <EmojiEditor {...options} />);
  return outcome.canceled ? null : outcome.result;
}

/** Asks before deleting, naming the emoji; true once the server has deleted it. */
export async function confirmAndDeleteEmoji(
  modals: ModalController,
  api: ReturnType<typeof useAccountContext>['api'],
  emoji: Emoji,
  texts: { title: string; text: string; ok: string; cancel: string },
): Promise<boolean> {
  const confirmed = await openConfirm(modals, {
    title: texts.title,
    text: texts.text,
    okLabel: texts.ok,
    cancelLabel: texts.cancel,
    danger: true,
  });
  if (!confirmed) return false;
  try {
    await api.call('admin/emoji/delete', { id: emoji.id });
    return true;
  } catch (error) {
    void openApiErrorDialog(modals, error, { endpoint: 'admin/emoji/delete' });
    return false;
  }
}

function EmojiEditor({ subject, initial, categories }: EmojiEditorOptions) {
  const i18n = useI18n();
  const t = i18n.ts.customEmojisManager;
  const { api } = useAccountContext();
  const modals = useModals();
  const { done, cancel } = useCurrentDialog<EditorOutcome>();
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const categoryId = useId();
  const suggestionsId = `${categoryId}-suggestions`;
  const problem = emojiNameProblem(values.name);
  const nameError = showErrors && problem ? t.nameErrors[problem] : null;

  // Focus moves to the invalid name in the same commit that shows why (see docs: pitfalls).
  const [focusName, setFocusName] = useState(0);
  useLayoutEffect(() => {
    if (focusName > 0) nameRef.current?.focus();
  }, [focusName]);

  const set = <K extends keyof EmojiFormValues>(key: K, value: EmojiFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const save = async () => {
    if (problem) {
      setShowErrors(true);
      setFocusName((n) => n + 1);
      return;
    }
    const params = emojiParams(values);
    setBusy(true);
    try {
      if (subject.kind === 'add') {
        const emoji = await api.call('admin/emoji/add', { fileId: subject.fileId, ...params });
        done({ kind: 'saved', emoji });
      } else {
        await api.call('admin/emoji/update', { id: subject.emoji.id, ...params });
        // update answers without a body: fetch the fresh copy (its url follows a rename).
        const fresh = await api.call('emoji', { name: params.name }).catch(() => null);
        done({ kind: 'saved', emoji: fresh ?? { ...subject.emoji, ...params } });
      }
    } catch (error) {
      // The form stays open with everything typed, so nothing is lost to a refusal.
      setBusy(false);
      void openApiErrorDialog(modals, error, {
        endpoint: subject.kind === 'add' ? 'admin/emoji/add' : 'admin/emoji/update',
      });
    }
  };

  const remove = async () => {
    if (subject.kind !== 'edit') return;
    const name = subject.emoji.name;
    const deleted = await confirmAndDeleteEmoji(modals, api, subject.emoji, {
      title: i18n.t('customEmojisManager.deleteTitle', { name }),
      text: t.deleteText,
      ok: t.delete,
      cancel: t.cancel,
    });
    if (deleted) done({ kind: 'deleted', id: subject.emoji.id });
  };

  const imageUrl = subject.kind === 'add' ? subject.imageUrl : subject.emoji.url;
  return (
    <DialogFrame
      title={
        subject.kind === 'add' ? t.addTitle : i18n.t('customEmojisManager.editTitle', { name: initial.name })
      }
      onSubmit={() => void save()}
      actions={
        <>
          {subject.kind === 'edit' && (
            <Button
              variant="danger"
              onClick={() => void remove()}
              disabled={busy}
              className={styles.deleteAction}
            >
              {t.delete}
            </Button>
          )}
          <Button onClick={cancel}>{t.cancel}</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {t.save}
          </Button>
        </>
      }
    >
      <div className={styles.editor}>
        <div className={styles.editorPreview}>
          <img src={safeImageUrl(imageUrl)} alt={t.previewAlt} className={styles.previewImage} />
        </div>
        <TextField
          label={t.name}
          hint={t.nameHint}
          value={values.name}
          onChange={(name) => set('name', name)}
          error={nameError}
          required
          maxLength={128}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          initialFocus
          inputRef={nameRef}
        />
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={categoryId}>
            {t.category}
          </label>
          <input
            id={categoryId}
            className={fieldStyles.input}
            value={values.category}
            list={suggestionsId}
            autoComplete="off"
            onChange={(event) => set('category', event.target.value)}
          />
          <datalist id={suggestionsId}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </div>
        <TextField
          label={t.aliases}
          hint={t.aliasesHint}
          value={values.aliases}
          onChange={(aliases) => set('aliases', aliases)}
          spellCheck={false}
          autoCapitalize="off"
        />
        <TextField label={t.license} value={values.license} onChange={(license) => set('license', license)} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.isSensitive}
            onChange={(event) => set('isSensitive', event.target.checked)}
          />
          {t.sensitive}
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.localOnly}
            onChange={(event) => set('localOnly', event.target.checked)}
          />
          {t.localOnly}
        </label>
        <RolePicker selected={values.roleIds} onChange={(roleIds) => set('roleIds', roleIds)} />
      </div>
    </DialogFrame>
  );
}

/** Only http(s) or same-origin images are loaded. */
export function safeImageUrl(url: string): string | undefined {
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : undefined;
}
