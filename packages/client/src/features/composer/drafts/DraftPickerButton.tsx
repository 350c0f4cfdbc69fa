import { IconNotes, IconTrash } from '@tabler/icons-react';
import { type JSX, useState } from 'react';
import { dateTimeFormat, useI18n } from '@/i18n';
import { Button, DialogFrame, openConfirm, useCurrentDialog, useModals } from '@/ui';
import styles from './Drafts.module.css';
import type { StoredDraft } from './draftKey';
import { type DraftsApi, useDrafts } from './useDrafts';

function preview(draft: StoredDraft, emptyText: string): string {
  const text = (draft.data.useCw && draft.data.cw ? draft.data.cw : draft.data.text).trim();
  if (!text) return emptyText;
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

function DraftPickerDialog({ drafts }: { drafts: DraftsApi }) {
  const i18n = useI18n();
  const modals = useModals();
  const { done, cancel } = useCurrentDialog<StoredDraft>();
  const [items, setItems] = useState(() => drafts.list());
  const dateFormat = dateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'short' });

  const remove = async (draft: StoredDraft) => {
    const sure = await openConfirm(modals, {
      title: i18n.ts.composerParts.deleteDraftConfirm,
      text: preview(draft, i18n.ts.composerParts.draftEmptyText),
      okLabel: i18n.ts.composerParts.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!sure) return;
    drafts.remove(draft.key);
    setItems(drafts.list());
  };

  return (
    <DialogFrame
      title={i18n.ts.composerParts.draftsTitle}
      actions={<Button onClick={cancel}>{i18n.ts.close}</Button>}
    >
      {items.length === 0 ? (
        <p className={styles.empty}>{i18n.ts.composerParts.draftsEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((draft) => {
            const text = preview(draft, i18n.ts.composerParts.draftEmptyText);
            return (
              <li key={draft.key} className={styles.item}>
                <button
                  type="button"
                  className={styles.pick}
                  onClick={() => done(draft)}
                  aria-label={`${i18n.ts.composerParts.useDraft}: ${text}`}
                >
                  <span className={styles.text}>{text}</span>
                  <span className={styles.meta}>
                    <time dateTime={draft.updatedAt}>{dateFormat.format(new Date(draft.updatedAt))}</time>
                    {draft.data.files.length > 0 && (
                      <span>{i18n.t('composerParts.draftFiles', { count: draft.data.files.length })}</span>
                    )}
                  </span>
                </button>
                <button
                  type="button"
                  className={styles.delete}
                  onClick={() => void remove(draft)}
                  aria-label={`${i18n.ts.composerParts.deleteDraft}: ${text}`}
                  title={i18n.ts.composerParts.deleteDraft}
                >
                  <IconTrash size={18} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </DialogFrame>
  );
}

/** Opens the list of this account's drafts; `onPick` gets the one chosen. */
export function useDraftPicker(onPick: (draft: StoredDraft) => void): () => Promise<void> {
  const modals = useModals();
  const drafts = useDrafts();
  return async () => {
    const outcome = await modals.open<StoredDraft>(() => <DraftPickerDialog drafts={drafts} />);
    if (!outcome.canceled) onPick(outcome.result);
  };
}

/** The "Drafts" button: lists this account's drafts to reopen one, or delete it. */
export function DraftPickerButton({ onPick }: { onPick(draft: StoredDraft): void }): JSX.Element {
  const i18n = useI18n();
  const open = useDraftPicker(onPick);
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void open()}
      aria-label={i18n.ts.composerParts.drafts}
      title={i18n.ts.composerParts.drafts}
    >
      <IconNotes size={20} aria-hidden />
    </button>
  );
}
