import { IconDots, IconPlanet, IconPlanetOff, IconX } from '@tabler/icons-react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { useServerOffers } from '@/instance/capabilities';
import { MenuButton, type MenuItem, openConfirm, useModals, useToast } from '@/ui';
import styles from './Composer.module.css';
import { AccountSwitcher, type Poster } from './form/AccountSwitcher';
import type { ComposerFields, Note } from './initialFields';
import { canScheduleNotes, openScheduledNotes } from './schedule';
import type { ComposerMode } from './types';
import { useComposer } from './useComposer';
import { isVisibilityAllowed, pickVisibility, VISIBILITY_ICONS, type VisibilityDecision } from './visibility';

export interface ComposerHeaderProps {
  variant: 'inline' | 'dialog';
  mode: ComposerMode;
  poster: Poster | null;
  onPoster(poster: Poster): void;
  decision: VisibilityDecision;
  channelName: string | null;
  reply: Note | null;
  locked: boolean;
  fields: ComposerFields;
  update(patch: Partial<ComposerFields>): void;
  /** Saves a draft now (manual draft saving), or null when drafts are saved automatically. */
  drafts: (() => void) | null;
  onClose: (() => void) | null;
}

/** The composer's top row: who posts, the title, visibility, federation, more, close. */
export function ComposerHeader(props: ComposerHeaderProps) {
  const { decision, fields, update, locked } = props;
  const i18n = useI18n();
  const modals = useModals();
  const toast = useToast();
  const composer = useComposer();
  const { account, api } = useAccountContext();
  const offers = useServerOffers(api);
  const t = i18n.ts.composer;
  const visibilityName = props.channelName
    ? i18n.t('composer.visibilityChannel', { name: props.channelName })
    : i18n.ts.notes.visibility[decision.visibility];
  const context = {
    isSilenced: account?.isSilenced === true,
    canPublicNote: account?.policies?.canPublicNote !== false,
    channel: null,
    replyVisibility: props.reply?.visibility ?? null,
  };

  const toggleFederation = async () => {
    if (!fields.localOnly) {
      // Keeping a note local cannot be undone once posted; ask first (spec 001 §5).
      const ok = await openConfirm(modals, {
        title: t.federationOffConfirm,
        okLabel: t.federationOffOk,
        cancelLabel: t.cancel,
      });
      if (!ok) return;
    }
    update({ localOnly: !fields.localOnly });
  };

  const menuItems: MenuItem[] = [];
  if (props.drafts) {
    const save = props.drafts;
    menuItems.push({
      type: 'button',
      text: t.saveDraft,
      action: () => {
        save();
        toast(t.draftSaved);
      },
    });
  }
  // The list is a fork's endpoint: shown where the role allows scheduling and the server has it.
  if (
    canScheduleNotes(account?.policies as Record<string, unknown> | undefined) &&
    offers('scheduledNotes') &&
    props.mode !== 'update'
  ) {
    menuItems.push({
      type: 'button',
      text: t.scheduledNotes,
      action: () => {
        void openScheduledNotes(modals, api).then((note) => {
          // Reopened in a composer of its own, so this one's text is never replaced.
          if (note) void composer.open({ initialScheduled: note });
        });
      },
    });
  }

  const title = props.mode === 'update' ? t.editing : props.variant === 'dialog' ? t.newNote : null;

  return (
    <div className={styles.header}>
      {props.poster && props.mode !== 'update' && (
        <AccountSwitcher poster={props.poster} onChange={props.onPoster} disabled={locked} />
      )}
      {title && <h2 className={styles.title}>{title}</h2>}
      <span className={styles.spacer} />
      <button
        type="button"
        className={styles.headerButton}
        disabled={locked || decision.visibilityLocked || props.mode === 'update'}
        onClick={async (event) => {
          const choice = await pickVisibility(
            modals,
            decision.visibility,
            (value) => isVisibilityAllowed(value, context),
            event.currentTarget,
          );
          if (choice) update({ visibility: choice });
        }}
      >
        {VISIBILITY_ICONS[decision.visibility](18)}
        <span className="visually-hidden">{t.visibilityButton.replace('{value}', '')}</span>
        <span className={styles.headerButtonText}>{visibilityName}</span>
      </button>
      <button
        type="button"
        className={styles.headerButton}
        aria-pressed={decision.localOnly}
        disabled={locked || decision.federationLocked || props.mode === 'update'}
        onClick={() => void toggleFederation()}
        title={decision.localOnly ? t.federationOff : t.federationOn}
      >
        {decision.localOnly ? (
          <IconPlanetOff size={18} aria-hidden="true" />
        ) : (
          <IconPlanet size={18} aria-hidden="true" />
        )}
        <span className="visually-hidden">{t.localOnly}</span>
      </button>
      {menuItems.length > 0 && (
        <MenuButton label={t.more} items={menuItems} className={styles.headerButton}>
          <IconDots size={18} aria-hidden="true" />
        </MenuButton>
      )}
      {props.onClose && (
        <button type="button" className={styles.headerButton} onClick={props.onClose} disabled={locked}>
          <IconX size={18} aria-hidden="true" />
          <span className="visually-hidden">{t.close}</span>
        </button>
      )}
    </div>
  );
}
