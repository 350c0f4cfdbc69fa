import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { type AccountApi, isApiError, openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, useCurrentDialog, useModals, useToast } from '@/ui';
import { openClipEditor } from './ClipEditor';
import styles from './Clips.module.css';
import { announceClipNote, clipsKnownToHold } from './clipNotes';

type Loaded = { clips: Misskey.entities.Clip[]; holding: Set<string> };

/**
 * Misskey has no call that says which of one's own clips hold a note: notes/clips lists only
 * public clips. So private clips start unchecked (unless an open clip page shows the note in
 * one), and adding a note a clip already holds
 * (ALREADY_CLIPPED) simply shows it checked, as it really is.
 */
async function loadClips(api: AccountApi, noteId: string): Promise<Loaded> {
  const [clips, publicHolding] = await Promise.all([
    api.call('clips/list', { limit: 100 }),
    api.call('notes/clips', { noteId }).catch(() => [] as Misskey.entities.Clip[]),
  ]);
  // A private clip is known to hold it when its page, open in this tab, shows it.
  return { clips, holding: new Set([...publicHolding.map((clip) => clip.id), ...clipsKnownToHold(noteId)]) };
}

function ClipPicker({ api, noteId }: { api: AccountApi; noteId: string }) {
  const i18n = useI18n();
  const t = i18n.ts.clips;
  const modals = useModals();
  const toast = useToast();
  const { cancel } = useCurrentDialog<void>();
  const [state, setState] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadClips(api, noteId)
      .then((loaded) => live && setState(loaded))
      .catch((error) => {
        if (live) setState({ clips: [], holding: new Set() });
        void openApiErrorDialog(modals, error, { endpoint: 'clips/list' });
      });
    return () => {
      live = false;
    };
  }, [api, noteId, modals]);

  const mark = (clipId: string, held: boolean) =>
    setState((current) => {
      if (!current) return current;
      const holding = new Set(current.holding);
      if (held) holding.add(clipId);
      else holding.delete(clipId);
      return { ...current, holding };
    });

  const toggle = async (clip: Misskey.entities.Clip, add: boolean) => {
    const endpoint = add ? 'clips/add-note' : 'clips/remove-note';
    setBusy(clip.id);
    try {
      await api.call(endpoint, { clipId: clip.id, noteId });
      mark(clip.id, add);
      announceClipNote({ clipId: clip.id, noteId, held: add });
      toast(add ? t.added : t.removed);
    } catch (error) {
      if (add && isApiError(error) && error.code === 'ALREADY_CLIPPED') mark(clip.id, true);
      else void openApiErrorDialog(modals, error, { endpoint });
    } finally {
      setBusy(null);
    }
  };

  const create = async () => {
    const fields = await openClipEditor(modals);
    if (!fields) return;
    try {
      const clip = await api.call('clips/create', fields);
      setState((current) => current && { ...current, clips: [clip, ...current.clips] });
      await toggle(clip, true);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'clips/create' });
    }
  };

  return (
    <DialogFrame
      title={t.pickerTitle}
      actions={
        <>
          <Button onClick={() => void create()}>{t.newClip}</Button>
          <Button variant="primary" onClick={cancel}>
            {i18n.ts.close}
          </Button>
        </>
      }
    >
      {state === null ? (
        <p className={styles.muted}>{i18n.ts.loading}</p>
      ) : state.clips.length === 0 ? (
        <p className={styles.muted}>{t.pickerEmpty}</p>
      ) : (
        <fieldset className={styles.pickList}>
          <legend className="visually-hidden">{t.pickerTitle}</legend>
          {state.clips.map((clip) => (
            <label key={clip.id} className={styles.check}>
              <input
                type="checkbox"
                checked={state.holding.has(clip.id)}
                disabled={busy === clip.id}
                onChange={(event) => void toggle(clip, event.target.checked)}
              />
              <span className={styles.pickName}>{clip.name}</span>
              {!clip.isPublic && <span className={styles.badge}>{t.private}</span>}
            </label>
          ))}
        </fieldset>
      )}
    </DialogFrame>
  );
}

/** The note menu's Clip: tick the clips that should hold the note, or make a new one. */
export function openClipPicker(modals: ModalController, api: AccountApi, noteId: string): Promise<void> {
  return modals.open<void>(() => <ClipPicker api={api} noteId={noteId} />).then(() => undefined);
}
