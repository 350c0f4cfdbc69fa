import { IconClock, IconDotsCircleHorizontal, IconNotes } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import { MenuButton, type MenuItem } from '@/ui';
import styles from './Composer.module.css';
import { type StoredDraft, useDraftPicker } from './drafts';
import { reactionAcceptanceIcon, reactionAcceptanceItems } from './form/ReactionAcceptanceButton';
import type { ComposerFields } from './initialFields';
import { tomorrowMidnight } from './poll';

/** The tools a narrow toolbar folds away: the least used ones. */
export interface FoldedTools {
  schedule: boolean;
  drafts: boolean;
}

/**
 * The least used tools (schedule, reaction acceptance, drafts) in one menu, for a toolbar too
 * narrow to show them inline. Each keeps the name its button has.
 */
export function MoreTools({
  fields,
  update,
  folded,
  onPickDraft,
}: {
  fields: ComposerFields;
  update(patch: Partial<ComposerFields>): void;
  folded: FoldedTools;
  onPickDraft(draft: StoredDraft): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.composer;
  const openDrafts = useDraftPicker(onPickDraft);
  const items: MenuItem[] = [];
  if (folded.schedule) {
    items.push({
      type: 'switch',
      text: t.schedule,
      icon: <IconClock size={18} aria-hidden="true" />,
      checked: fields.scheduledAt !== null,
      onChange: (on) => update({ scheduledAt: on ? tomorrowMidnight() : null }),
    });
  }
  items.push({
    type: 'parent',
    text: t.reactionAcceptance,
    icon: reactionAcceptanceIcon(fields.reactionAcceptance),
    children: reactionAcceptanceItems(
      fields.reactionAcceptance,
      (reactionAcceptance) => update({ reactionAcceptance }),
      t.reactionAcceptanceValues,
    ),
  });
  if (folded.drafts) {
    items.push({
      type: 'button',
      text: i18n.ts.composerParts.drafts,
      icon: <IconNotes size={18} aria-hidden="true" />,
      action: () => void openDrafts(),
    });
  }
  return (
    <MenuButton label={t.moreTools} items={items} className={styles.tool}>
      <IconDotsCircleHorizontal size={18} aria-hidden="true" />
    </MenuButton>
  );
}
