import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { useSetting } from '@/settings';
import { openConfirm, useModals } from '@/ui';
import { AttachmentList, useAttachments, useFileDrop } from './attachments';
import { rememberHashtags, useAutocomplete, useEmojiSuggestionSource } from './autocomplete';
import styles from './Composer.module.css';
import { ComposerHeader } from './ComposerHeader';
import { ComposerToolbar } from './ComposerToolbar';
import { draftKey, useAutoSaveDraft, useDrafts } from './drafts';
import { type Poster, posterOf } from './form/AccountSwitcher';
import { NoteTextInput } from './form/NoteTextInput';
import { TargetPreview } from './form/TargetPreview';
import {
  type ComposerTarget,
  draftIdentity,
  hasUserContent,
  loadsDraft,
  type Note,
  resolveMode,
  toDraft,
} from './initialFields';
import { mentionsIn } from './mfmCheck';
import { usePasteHandler } from './paste';
import { PollEditor } from './poll';
import { DEFAULT_MAX_TEXT_LENGTH, postBlocker, submitIcon } from './rules';
import { ScheduleEditor } from './schedule';
import { useComposerFields, useRememberVisibility } from './useComposerFields';
import { usePostNote } from './usePostNote';
import { decideVisibility, mentionsMissingFromRecipients, Recipients, searchUser } from './visibility';

export interface ComposerProps extends ComposerTarget {
  /** Inline (the home page header) resets after posting; a dialog closes. */
  variant?: 'inline' | 'dialog';
  autoFocus?: boolean;
  /** Keep the posted note shown, with every control disabled, instead of resetting. */
  freezeAfterPosted?: boolean;
  /** Called after a successful post with the note (null when the server sent none, or in mock mode). */
  onPosted?(note: Note | null): void;
  /** The dialog's close request (Esc, the close button); asked about first when text would be lost. */
  onClose?(): void;
}

type Phase = 'idle' | 'posting' | 'posted';

/** The post form (spec 001 §2–§7): one component for every mode, inline or in a dialog. */
export function Composer(props: ComposerProps) {
  const { variant = 'inline', freezeAfterPosted = false, onPosted, onClose } = props;
  const i18n = useI18n();
  const modals = useModals();
  const instance = useInstance();
  const { account, api } = useAccountContext();
  const t = i18n.ts.composer;
  const formId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const cwRef = useRef<HTMLInputElement>(null);
  const mode = resolveMode(props);
  const { fields, update, reset, applyDraft } = useComposerFields(props);
  const attachments = useAttachments(props.initialNote?.files ?? props.initialFiles ?? []);
  const [composition, setComposition] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [poster, setPoster] = useState<Poster | null>(account ? posterOf(account) : null);
  const [draftSaving] = useSetting('draftSavingBehavior');
  const drafts = useDrafts();
  const key = draftKey(...draftIdentity(mode, props));
  const draftable = mode !== 'mock' && !props.instant;
  const postNote = usePostNote(poster);
  const saveRemembered = useRememberVisibility();

  const busy = phase === 'posting';
  const frozen = phase === 'posted' && freezeAfterPosted;
  const locked = busy || frozen;
  const maxLength = instance.meta?.maxNoteTextLength ?? DEFAULT_MAX_TEXT_LENGTH;
  const decision = decideVisibility(fields.visibility, fields.localOnly, {
    isSilenced: account?.isSilenced === true,
    canPublicNote: account?.policies?.canPublicNote !== false,
    channel: props.channel ?? null,
    replyVisibility: props.reply?.visibility ?? null,
  });
  const missingMentions =
    decision.visibility === 'specified'
      ? mentionsMissingFromRecipients(mentionsIn(fields.text), fields.recipients, instance.host)
      : [];
  const blocker = postBlocker({
    busy: locked,
    uploading: attachments.uploading.length > 0,
    text: fields.text,
    composition,
    maxTextLength: maxLength,
    useCw: fields.useCw,
    cw: fields.cw,
    files: attachments.files,
    poll: fields.poll,
    hasRenote: fields.quote !== null,
    // Checked again when posting: the time may have passed while the form stayed open.
    scheduleValid: fields.scheduledAt === null || fields.scheduledAt > Date.now(),
  });
  const dirty = hasUserContent(fields, attachments.files.length) && phase !== 'posted';

  // A draft is loaded once, when the composer opens (spec 001 §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on open.
  useEffect(() => {
    if (!draftable || !loadsDraft(mode, props)) return;
    const draft = drafts.load(key);
    if (!draft) return;
    applyDraft(draft);
    attachments.set(draft.files);
  }, []);
  useAutoSaveDraft(
    key,
    toDraft(fields, attachments.files),
    draftable && draftSaving === 'auto' && phase === 'idle',
  );

  const setText = (text: string) => {
    update({ text });
    if (phase === 'posted' && !freezeAfterPosted) setPhase('idle');
  };
  const emojiSuggestionSource = useEmojiSuggestionSource();
  const autocomplete = useAutocomplete(textareaRef, fields.text, (text) => setText(text), {
    emoji: emojiSuggestionSource,
  });
  const insertText = (text: string) => {
    const area = textareaRef.current;
    const start = area?.selectionStart ?? fields.text.length;
    const end = area?.selectionEnd ?? fields.text.length;
    setText(fields.text.slice(0, start) + text + fields.text.slice(end));
  };
  const onPaste = usePasteHandler({
    attachments,
    insertText,
    quote: (noteId) => {
      api
        .call('notes/show', { noteId })
        .then((note) => update({ quote: note }))
        .catch(() => {});
    },
  });
  const drop = useFileDrop(attachments);

  const submit = async () => {
    if (blocker !== null || (fields.scheduledAt !== null && fields.scheduledAt <= Date.now())) return;
    setPhase('posting');
    const outcome = await postNote(
      {
        mode,
        fields,
        visibility: decision.visibility,
        localOnly: decision.localOnly,
        files: attachments.files,
        replyId: props.reply?.id ?? null,
        reply: props.reply ?? null,
        channelId: props.channel?.id ?? null,
        noteId: props.initialNote?.id ?? null,
        editedNote: props.initialNote ?? null,
      },
      (visibility) => update({ visibility }),
    );
    if (outcome.kind !== 'posted') {
      // Every field stays as it was: nothing the user wrote is lost on a failure.
      setPhase('idle');
      if (outcome.kind === 'needsCw') {
        update({ useCw: true });
        requestAnimationFrame(() => cwRef.current?.focus());
      }
      return;
    }
    // Only a successful post removes the draft; a failed one keeps it for the next attempt.
    if (draftable) drafts.remove(key);
    rememberHashtags(fields.text);
    if (account) saveRemembered(account.id, fields.visibility, fields.localOnly);
    if (!freezeAfterPosted && variant === 'inline') {
      reset();
      attachments.set([]);
      setComposition('');
    }
    setPhase('posted');
    // The achievements feature reads the counts again (a DOM event: it loads lazily).
    window.dispatchEvent(new Event('shiori:notePosted'));
    onPosted?.(outcome.note);
  };

  const requestClose = async () => {
    if (!onClose) return;
    if (dirty && !busy) {
      const discard = await openConfirm(modals, {
        title: t.discardTitle,
        text: t.discardText,
        okLabel: t.discard,
        cancelLabel: t.keepEditing,
        danger: true,
      });
      if (!discard) return;
    }
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && variant === 'dialog') {
      event.preventDefault();
      event.stopPropagation();
      void requestClose();
    }
  };

  const addRecipient = async () => {
    const user = await searchUser(modals, api);
    if (user && !fields.recipients.some((known) => known.id === user.id)) {
      update({ recipients: [...fields.recipients, user] });
    }
  };
  const addMentioned = (mention: { username: string; host: string | null }) => {
    api
      .call('users/show', { username: mention.username, host: mention.host })
      .then((user) => update({ recipients: [...fields.recipients, user as never] }))
      .catch(() => {});
  };

  const placeholder = props.reply
    ? i18n.t('composer.replyTo', { name: props.reply.user.name || props.reply.user.username })
    : t.whatsHappening;
  const icon = submitIcon({
    posted: phase === 'posted',
    scheduled: fields.scheduledAt !== null,
    isReply: props.reply != null,
    isQuote: fields.quote !== null,
  });

  return (
    <form
      id={formId}
      className={variant === 'dialog' ? `${styles.composer} ${styles.dialog}` : styles.composer}
      aria-busy={busy || undefined}
      aria-label={variant === 'inline' ? t.newNote : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.target === textareaRef.current && autocomplete.onKeyDown(event as never)) return;
        onKeyDown(event);
      }}
      {...drop.props}
    >
      <ComposerHeader
        variant={variant}
        mode={mode}
        poster={poster}
        onPoster={setPoster}
        decision={decision}
        channelName={props.channel?.name ?? null}
        reply={props.reply ?? null}
        locked={locked}
        fields={fields}
        update={update}
        drafts={
          draftable && draftSaving === 'manual'
            ? () => drafts.save(key, toDraft(fields, attachments.files))
            : null
        }
        onClose={onClose ? () => void requestClose() : null}
      />
      {fields.visibility === 'public' && decision.visibility === 'home' && !props.reply && (
        <p className={styles.notice}>{t.publicNotAllowed}</p>
      )}
      <TargetPreview
        reply={props.reply ?? null}
        quote={fields.quote}
        onRemoveQuote={mode === 'quote' || fields.quote ? () => update({ quote: null }) : null}
        disabled={locked}
      />
      {decision.visibility === 'specified' && (
        <Recipients
          recipients={fields.recipients}
          missing={missingMentions}
          disabled={locked}
          onAdd={() => void addRecipient()}
          onRemove={(id) => update({ recipients: fields.recipients.filter((user) => user.id !== id) })}
          onAddMentioned={addMentioned}
        />
      )}
      {fields.useCw && (
        <div className={styles.cwRow}>
          <input
            ref={cwRef}
            className={styles.cw}
            aria-label={t.contentWarning}
            placeholder={t.contentWarning}
            value={fields.cw}
            disabled={locked}
            aria-invalid={fields.cw.trim() === '' || undefined}
            aria-describedby={fields.cw.trim() === '' ? `${formId}-cw-required` : undefined}
            onChange={(event) => update({ cw: event.target.value })}
          />
          {fields.cw.trim() === '' && (
            <p id={`${formId}-cw-required`} className={styles.problem}>
              {t.cwRequired}
            </p>
          )}
        </div>
      )}
      <NoteTextInput
        textareaRef={textareaRef}
        value={fields.text}
        composition={composition}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={locked}
        rows={variant === 'dialog' ? 6 : 3}
        autoFocus={props.autoFocus}
        onChange={setText}
        onComposition={setComposition}
        onKeyDown={() => {}}
        onPaste={onPaste}
      />
      {autocomplete.element}
      {fields.poll && (
        <PollEditor
          poll={fields.poll}
          onChange={(poll) => update({ poll })}
          onRemove={() => update({ poll: null })}
          disabled={locked}
        />
      )}
      {fields.scheduledAt !== null && (
        <ScheduleEditor
          scheduledAt={fields.scheduledAt}
          onChange={(scheduledAt) => update({ scheduledAt })}
          onRemove={() => update({ scheduledAt: null })}
          disabled={locked}
        />
      )}
      <AttachmentList attachments={attachments} />
      <ComposerToolbar
        attachments={attachments}
        fields={fields}
        update={update}
        locked={locked}
        busy={busy}
        canSubmit={blocker === null}
        waitingForUploads={blocker === 'uploading'}
        icon={icon}
        onPickDraft={(draft) => {
          applyDraft(draft.data);
          attachments.set(draft.data.files);
        }}
        showDrafts={draftable}
        editing={mode === 'update'}
      />
    </form>
  );
}
