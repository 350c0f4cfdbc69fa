import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconChartBar,
  IconCheck,
  IconClock,
  IconQuote,
  IconSend,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import { useAccountContext } from '@/accounts';
import { ComposerEmojiButton } from '@/features/emoji/picker';
import { PluginPostFormButton } from '@/features/plugins';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { AttachButton, type Attachments } from './attachments';
import styles from './Composer.module.css';
import { DraftPickerButton, type StoredDraft } from './drafts';
import { ReactionAcceptanceButton } from './form/ReactionAcceptanceButton';
import type { ComposerFields } from './initialFields';
import { MoreTools } from './MoreTools';
import { emptyPoll, tomorrowMidnight } from './poll';
import type { SubmitIcon } from './rules';
import { canScheduleNotes } from './schedule';
import { useToolbarFold } from './toolbarFold';

// Only while enableQuickAddMfmFunction is on: a chunk of its own, out of start-up.
const MfmFunctionButton = lazy(() => import('./mfmFunction/MfmFunctionButton'));

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

/**
 * The bottom row: attach, poll, CW, emoji, schedule, reaction acceptance, drafts, and Post. Too
 * narrow for all of them on one row, the last three go into a More tools menu.
 */
export function ComposerToolbar(props: ComposerToolbarProps) {
  const { fields, update, locked } = props;
  const i18n = useI18n();
  const { account } = useAccountContext();
  const t = i18n.ts.composer;
  const scheduling = canScheduleNotes(account?.policies as Record<string, unknown> | undefined);
  const waitingId = useId();
  const showSchedule = scheduling && !props.editing;
  const showDrafts = props.showDrafts && !props.editing;
  const [quickMfm] = useSetting('enableQuickAddMfmFunction');
  // Attach, poll, CW, emoji (only the last two while editing), MFM, then the least used ones.
  const inlineTools =
    (props.editing ? 2 : 4) + (quickMfm ? 1 : 0) + (showSchedule ? 1 : 0) + 1 + (showDrafts ? 1 : 0);
  const toolbar = useRef<HTMLDivElement>(null);
  const fold = useToolbarFold(toolbar, inlineTools);
  return (
    <div ref={toolbar} className={styles.toolbar}>
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
        {quickMfm && (
          <Suspense fallback={null}>
            <MfmFunctionButton
              text={fields.text}
              onTextChange={(text) => update({ text })}
              className={styles.tool}
            />
          </Suspense>
        )}
        {/* Post form actions plugins registered; nothing without them. */}
        <PluginPostFormButton fields={fields} update={update} className={styles.tool} />
        {fold && (
          <MoreTools
            fields={fields}
            update={update}
            folded={{ schedule: showSchedule, drafts: showDrafts }}
            onPickDraft={props.onPickDraft}
          />
        )}
        {!fold && showSchedule && (
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
        {!fold && (
          <ReactionAcceptanceButton
            value={fields.reactionAcceptance}
            onChange={(reactionAcceptance) => update({ reactionAcceptance })}
          />
        )}
        {!fold && showDrafts && <DraftPickerButton onPick={props.onPickDraft} />}
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
