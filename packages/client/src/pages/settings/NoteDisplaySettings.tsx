import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import type { Settings } from '@/settings';
import local from './GeneralSettingsPage.module.css';
import { Select, SettingToggle, Toggle, useSaved } from './SettingControls';

const NSFW_MODES = ['respect', 'force', 'ignore'] as const;
const ONE_IMAGE_APPEARANCES = ['expand', '16_9', '1_1', '2_3'] as const;
const TICKER_MODES = ['none', 'remote', 'always'] as const;

/** How notes and their media are shown: sensitive media, tickers, renotes, actions, reactions, where timelines open. */
export function NoteDisplaySettings({ announce }: { announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.generalSettings;
  const [nsfw, setNsfw] = useSaved('nsfw', announce);
  const [confirmReveal, setConfirmReveal] = useSaved('confirmWhenRevealingSensitiveMedia', announce);
  const [oneImage, setOneImage] = useSaved('mediaListWithOneImageAppearance', announce);
  const [ticker, setTicker] = useSaved('instanceTicker', announce);
  const [collapseRenotes, setCollapseRenotes] = useSaved('collapseRenotes', announce);
  const [rememberPosition, setRememberPosition] = useSaved('rememberReadingPosition', announce);
  const [actionsOnHover, setActionsOnHover] = useSaved('showNoteActionsOnlyHover', announce);
  const [clipButton, setClipButton] = useSaved('showClipButtonInNoteFooter', announce);
  const [limitReactions, setLimitReactions] = useSaved('limitWidthOfReaction', announce);
  const [gap, setGap] = useSaved('showGapBetweenNotesInTimeline', announce);

  const nsfwLabels: Record<Settings['nsfw'], string> = {
    respect: t.nsfwRespect,
    force: t.nsfwForce,
    ignore: t.nsfwIgnore,
  };
  const oneImageLabels: Record<Settings['mediaListWithOneImageAppearance'], string> = {
    expand: t.oneImageExpand,
    '16_9': t.oneImageWide,
    '1_1': t.oneImageSquare,
    '2_3': t.oneImageTall,
  };
  const tickerLabels: Record<Settings['instanceTicker'], string> = {
    none: t.tickerNone,
    remote: t.tickerRemote,
    always: t.tickerAlways,
  };

  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="general-notes">
      <h2 id="general-notes" className={local.sectionTitle}>
        {t.notesAndMedia}
      </h2>
      <Select
        label={t.nsfw}
        value={nsfw}
        options={NSFW_MODES.map((value) => ({ value, label: nsfwLabels[value] }))}
        onChange={setNsfw}
      />
      <Toggle label={t.confirmReveal} checked={confirmReveal} onChange={setConfirmReveal} />
      <Select
        label={t.oneImage}
        value={oneImage}
        options={ONE_IMAGE_APPEARANCES.map((value) => ({ value, label: oneImageLabels[value] }))}
        onChange={setOneImage}
      />
      <Select
        label={t.instanceTicker}
        value={ticker}
        options={TICKER_MODES.map((value) => ({ value, label: tickerLabels[value] }))}
        onChange={setTicker}
      />
      <Toggle label={t.collapseRenotes} checked={collapseRenotes} onChange={setCollapseRenotes} />
      <Toggle
        label={t.noteActionsOnlyHover}
        hint={t.noteActionsOnlyHoverHint}
        checked={actionsOnHover}
        onChange={setActionsOnHover}
      />
      <Toggle label={t.clipButton} checked={clipButton} onChange={setClipButton} />
      <Toggle label={t.limitReactionWidth} checked={limitReactions} onChange={setLimitReactions} />
      <SettingToggle setting="showReactionsCount" label={t.showReactionsCount} announce={announce} />
      <SettingToggle
        setting="useReactionPickerForContextMenu"
        label={t.reactionPickerOnContextMenu}
        hint={t.reactionPickerOnContextMenuHint}
        announce={announce}
      />
      <SettingToggle
        setting="loadRawImages"
        label={t.loadRawImages}
        hint={t.loadRawImagesHint}
        announce={announce}
      />
      <SettingToggle setting="imageNewTab" label={t.imageNewTab} announce={announce} />
      <Toggle label={t.gapBetweenNotes} checked={gap} onChange={setGap} />
      <Toggle
        label={t.rememberReadingPosition}
        hint={t.rememberReadingPositionHint}
        checked={rememberPosition}
        onChange={setRememberPosition}
      />
    </section>
  );
}
