import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconChartBar,
  IconCheck,
  IconClock,
  IconQuote,
  IconSend,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useAccountContext } from '@/accounts';
import { ComposerEmojiButton } from '@/features/emoji/picker';
import { useI18n } from '@/i18n';
import { AttachButton, type Attachments } from './attachments';
import styles from './Composer.module.css';
import { DraftPickerButton, type StoredDraft } from './drafts';
import { ReactionAcceptanceButton } from './form/ReactionAcceptanceButton';
import type { ComposerFields } from './initialFields';
import { emptyPoll, tomorrowMidnight } from './poll';
import type { SubmitIcon } from './rules';
import { canScheduleNotes } from './schedule';

const SUBMIT_ICONS: Record<SubmitIcon, ReactNode> = {
  check: <IconCheck size={18} aria-hidden="true" />,
  clock: <IconClock size={18} aria-hidden="true" />,
  reply: <IconArrowBackUp size={18} aria-hidden="true" />,
  quote: <IconQuote size={18} aria-hidden="true" />,
  send: <IconSend size={18} aria-hidden="true" />,
};

export interface ComposerToolbarProps {
  attachments: Attachments;
  fields: ComposerFields;
  update(patch: Partial<ComposerFields>): void;
  locked: boolean;
  busy: boolean;
  canSubmit: boolean;
  /** Post waits for files still uploading: said next to it, or the wait has no reason shown. */
  waitingForUploads: boolean;
  icon: SubmitIcon;
  showDrafts: boolean;
  /** Editing a posted note changes only its text and CW (notes/update), so the rest is hidden. */
  editing: boolean;
  onPickDraft(draft: StoredDraft): void;
}

/** The bottom row: attach, poll, CW, schedule, reaction acceptance, drafts, and Post. */
export function ComposerToolbar(props: ComposerToolbarProps) {
  const { fields, update, locked } = props;
  const i18n = useI18n();
  const { account } = useAccountContext();
  const t = i18n.ts.composer;
  const scheduling = canScheduleNotes(account?.policies as Record<string, unknown> | undefined);
  const waitingId = useId();
  return (
    <div className={styles.toolbar}>
      <fieldset className={styles.tools} disabled={locked}>
        <legend className="visually-hidden">{t.more}</legend>
        {!props.editing && <AttachButton attachments={props.attachments} />}
        {!props.editing && (
          <button
            type="button"
            className={styles.tool}
            title={t.poll}
            aria-pressed={fields.poll !== null}
            onClick={() =>
              update({ poll: fields.poll ? null : { ...emptyPoll(), expiresAt: tomorrowMidnight() } })
            }
          >
            <IconChartBar size={18} aria-hidden="true" />
            <span className="visually-hidden">{t.poll}</span>
          </button>
        )}
        <button
          type="button"
          className={styles.tool}
          title={t.addContentWarning}
          aria-pressed={fields.useCw}
          onClick={() => update({ useCw: !fields.useCw })}
        >
          <IconAlertTriangle size={18} aria-hidden="true" />
          <span className="visually-hidden">{t.addContentWarning}</span>
        </button>
        <ComposerEmojiButton
          text={fields.text}
          onTextChange={(text) => update({ text })}
          className={styles.tool}
        />
        {scheduling && !props.editing && (
          <button
            type="button"
            className={styles.tool}
            title={t.schedule}
            aria-pressed={fields.scheduledAt !== null}
            onClick={() => update({ scheduledAt: fields.scheduledAt === null ? tomorrowMidnight() : null })}
          >
            <IconClock size={18} aria-hidden="true" />
            <span className="visually-hidden">{t.schedule}</span>
          </button>
        )}
        <ReactionAcceptanceButton
          value={fields.reactionAcceptance}
          onChange={(reactionAcceptance) => update({ reactionAcceptance })}
        />
        {props.showDrafts && !props.editing && <DraftPickerButton onPick={props.onPickDraft} />}
      </fieldset>
      <button
        type="submit"
        className={styles.submit}
        disabled={!props.canSubmit}
        aria-busy={props.busy || undefined}
        aria-describedby={props.waitingForUploads ? waitingId : undefined}
      >
        {SUBMIT_ICONS[props.icon]}
        <span>{fields.scheduledAt !== null ? t.schedule : t.post}</span>
      </button>
      {props.waitingForUploads && (
        <span id={waitingId} className={styles.waiting} role="status">
          {t.waitingForUploads}
        </span>
      )}
    </div>
  );
}
