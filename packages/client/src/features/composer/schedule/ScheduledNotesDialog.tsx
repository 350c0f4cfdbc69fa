import { useCallback, useEffect, useState } from 'react';
import { type AccountApi, openApiErrorDialog } from '@/api';
import { dateTimeFormat, useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, openConfirm, useCurrentDialog, useModals } from '@/ui';
import styles from './schedule.module.css';
import { listScheduledNotes, looseCall, type ScheduledNote } from './scheduling';

type ListState = { state: 'loading' } | { state: 'loaded'; notes: ScheduledNote[] } | { state: 'failed' };

function ScheduledNotesList({ api }: { api: AccountApi }) {
  const i18n = useI18n();
  const modals = useModals();
  const { done, cancel } = useCurrentDialog<ScheduledNote>();
  const t = i18n.ts.composer;
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const dateTime = dateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'short' });

  const load = useCallback(() => {
    listScheduledNotes(api).then(
      (notes) => setList({ state: 'loaded', notes: notes.sort((a, b) => a.scheduledAt - b.scheduledAt) }),
      (error) => {
        setList({ state: 'failed' });
        void openApiErrorDialog(modals, error, { endpoint: 'notes/schedule/list' });
      },
    );
  }, [api, modals]);
  useEffect(load, [load]);

  const remove = async (note: ScheduledNote, edit: boolean): Promise<void> => {
    const ok = await openConfirm(modals, {
      title: edit ? t.deleteAndEditScheduledConfirm : t.deleteScheduledConfirm,
      okLabel: edit ? t.deleteAndEditScheduled : t.deleteScheduled,
      cancelLabel: t.cancel,
      danger: true,
    });
    if (!ok) return;
    try {
      await looseCall(api)('notes/schedule/delete', { scheduledNoteId: note.id });
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'notes/schedule/delete' });
      return;
    }
    if (edit) done(note);
    else load();
  };

  return (
    <DialogFrame title={t.scheduledNotes} actions={<Button onClick={cancel}>{t.close}</Button>}>
      {list.state === 'loading' && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {list.state === 'loaded' && list.notes.length === 0 && (
        <p className={styles.muted}>{t.noScheduledNotes}</p>
      )}
      {list.state === 'loaded' && list.notes.length > 0 && (
        <ul className={styles.list}>
          {list.notes.map((note) => (
            <li key={note.id} className={styles.item}>
              <p className={styles.when}>
                {i18n.t('composer.scheduledFor', { date: dateTime.format(new Date(note.scheduledAt)) })}
              </p>
              {note.cw && <p className={styles.cw}>{note.cw}</p>}
              <p className={styles.text}>{note.text ?? ''}</p>
              <div className={styles.actions}>
                <Button size="small" onClick={() => void remove(note, true)}>
                  {t.deleteAndEditScheduled}
                </Button>
                <Button size="small" variant="danger" onClick={() => void remove(note, false)}>
                  {t.deleteScheduled}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}

/**
 * The "Scheduled notes" dialog: each entry can be deleted, or deleted and reopened in the form.
 * Resolves with the note to edit again, or null.
 */
export async function openScheduledNotes(
  modals: ModalController,
  api: AccountApi,
): Promise<ScheduledNote | null> {
  const outcome = await modals.open<ScheduledNote>(() => <ScheduledNotesList api={api} />, {
    priority: 'middle',
  });
  return outcome.canceled ? null : outcome.result;
}
