import type * as Misskey from 'misskey-js';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, useModals, useToast } from '@/ui';
import styles from './PostBox.module.css';

type Note = Misskey.entities.Note;
export type Visibility = 'public' | 'home' | 'followers';

export interface PostTarget {
  reply?: Note | null;
  renote?: Note | null;
  /** Text to start with (delete and edit). */
  initialText?: string;
  initialCw?: string | null;
  initialVisibility?: Note['visibility'];
}

/** The payload notes/create gets from the simple box. A renote with no text is a pure renote. */
export function postPayload(
  text: string,
  cw: string | null,
  visibility: Visibility,
  target: PostTarget,
): Misskey.entities.NotesCreateRequest {
  return {
    text: text.trim() === '' ? null : text,
    cw: cw?.trim() ? cw : null,
    visibility,
    ...(target.reply ? { replyId: target.reply.id } : {}),
    ...(target.renote ? { renoteId: target.renote.id } : {}),
  };
}

/** Whether the Post button may be pressed: text, or a renote/quote target. */
export function canPost(text: string, target: PostTarget): boolean {
  return text.trim() !== '' || target.renote != null;
}

function toVisibility(value: Note['visibility'] | undefined): Visibility {
  return value === 'home' || value === 'followers' ? value : 'public';
}

interface FieldsProps {
  target: PostTarget;
  autoFocus?: boolean;
  onPosted?(note: Note): void;
  onCancel?(): void;
  inDialog?: boolean;
}

/** The fields and the Post button; keeps the text when posting fails (spec 001 §8). */
function PostFields({ target, autoFocus, onPosted, onCancel, inDialog }: FieldsProps) {
  const i18n = useI18n();
  const modals = useModals();
  const toast = useToast();
  const { api } = useAccountContext();
  const id = useId();
  const [text, setText] = useState(target.initialText ?? '');
  const [useCw, setUseCw] = useState(target.initialCw != null);
  const [cw, setCw] = useState(target.initialCw ?? '');
  const [visibility, setVisibility] = useState<Visibility>(
    toVisibility(target.initialVisibility ?? target.reply?.visibility),
  );
  const [busy, setBusy] = useState(false);
  const t = i18n.ts.notes;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !canPost(text, target)) return;
    setBusy(true);
    try {
      const result = await api.call('notes/create', postPayload(text, useCw ? cw : null, visibility, target));
      setText('');
      setCw('');
      setUseCw(false);
      toast(t.posted);
      onPosted?.(result.createdNote);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'notes/create' });
    } finally {
      setBusy(false);
    }
  };

  const fields = (
    <div className={styles.fields}>
      {useCw && (
        <input
          className={styles.input}
          aria-label={t.contentWarning}
          placeholder={t.contentWarning}
          value={cw}
          onChange={(event) => setCw(event.target.value)}
        />
      )}
      <textarea
        className={styles.textarea}
        aria-label={t.whatsHappening}
        placeholder={t.whatsHappening}
        value={text}
        // biome-ignore lint/a11y/noAutofocus: the dialog opens to write.
        autoFocus={autoFocus}
        data-autofocus={autoFocus ? '' : undefined}
        rows={inDialog ? 5 : 3}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={useCw} onChange={(event) => setUseCw(event.target.checked)} />
          {t.addContentWarning}
        </label>
        <label htmlFor={`${id}-vis`} className="visually-hidden">
          {t.visibilityLabel}
        </label>
        <select
          id={`${id}-vis`}
          className={styles.select}
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as Visibility)}
        >
          <option value="public">{t.visibility.public}</option>
          <option value="home">{t.visibility.home}</option>
          <option value="followers">{t.visibility.followers}</option>
        </select>
        <span className={styles.spacer} />
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={busy || !canPost(text, target)}>
          {t.post}
        </Button>
      </div>
    </div>
  );
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {fields}
    </form>
  );
}

/** The simple inline box ("What's happening?" + Post), used at the top of the home timeline. */
export function PostForm({ onPosted }: { onPosted?(note: Note): void }) {
  return <PostFields target={{}} onPosted={onPosted} />;
}

/** `usePostBox().open({ reply, renote })`: the "New note" dialog until the composer lands. */
export function usePostBox(): { open(target?: PostTarget): Promise<Note | null> } {
  const modals = useModals();
  const open = useCallback(
    async (target: PostTarget = {}) => {
      const outcome = await modals.open<Note>(({ done, cancel }) => (
        <PostDialog target={target} onPosted={done} onCancel={cancel} />
      ));
      return outcome.canceled ? null : outcome.result;
    },
    [modals],
  );
  return { open };
}

function PostDialog({
  target,
  onPosted,
  onCancel,
}: {
  target: PostTarget;
  onPosted(note: Note): void;
  onCancel(): void;
}) {
  const i18n = useI18n();
  const about = target.reply ?? target.renote;
  return (
    <DialogFrame
      title={i18n.ts.notes.newNote}
      description={
        about ? (
          <span className={styles.about}>
            {target.reply ? i18n.ts.notes.reply : i18n.ts.notes.quote}:{' '}
            {about.user.name || about.user.username} — {(about.cw ?? about.text ?? '').slice(0, 80)}
          </span>
        ) : undefined
      }
    >
      <PostFields target={target} autoFocus inDialog onPosted={onPosted} onCancel={onCancel} />
    </DialogFrame>
  );
}
