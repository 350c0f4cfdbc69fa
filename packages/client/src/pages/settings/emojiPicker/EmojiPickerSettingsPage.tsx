import { pickerSize } from '@/features/emoji/picker/pickerSize';
import { useI18n } from '@/i18n';
import page from '@/pages/shell/Page.module.css';
import type { Settings } from '@/settings';
import local from '../GeneralSettingsPage.module.css';
import { Select, useSaved } from '../SettingControls';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import { MutedReactionsEditor } from './MutedReactionsEditor';
import { PaletteEditor } from './PaletteEditor';

const PICKER_STYLES = ['auto', 'popup', 'drawer', 'window'] as const;
const DISPLAY_SIZES = ['small', 'medium', 'large'] as const;
/** The picker's size settings are steps 1..5 (see the picker's pickerSize). */
const STEPS = [1, 2, 3, 4, 5] as const;

/** /settings/emoji-picker (spec 000 §3): reaction palettes, the picker's look, muted reactions. */
export function EmojiPickerSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.emojiPickerSettings;
  const { text: savedText, announce } = useSavedNotice(t.saved);
  const [pickerStyle, setPickerStyle] = useSaved('emojiPickerStyle', announce);
  const [scale, setScale] = useSaved('emojiPickerScale', announce);
  const [width, setWidth] = useSaved('emojiPickerWidth', announce);
  const [height, setHeight] = useSaved('emojiPickerHeight', announce);
  const [displaySize, setDisplaySize] = useSaved('reactionsDisplaySize', announce);
  const [emojiStyle, setEmojiStyle] = useSaved('emojiStyle', announce);

  const scaleLabels = [t.scales.s1, t.scales.s2, t.scales.s3, t.scales.s4, t.scales.s5];
  const steps = (labelOf: (step: number) => string) =>
    STEPS.map((step) => ({ value: String(step), label: labelOf(step) }));
  // A stored step outside 1..5 (another client's) is shown as the nearest one.
  const clampStep = (value: number) => String(Math.min(5, Math.max(1, Math.round(value) || 1)));
  // fluentEmoji images are not served here; offered only when another client already chose it.
  const emojiStyles: Settings['emojiStyle'][] =
    emojiStyle === 'fluentEmoji' ? ['twemoji', 'fluentEmoji', 'native'] : ['twemoji', 'native'];

  return (
    <div className={page.page}>
      <SettingsHeader title={t.title} saved={savedText} />

      <PaletteEditor announce={announce} />

      <section className={`${page.panel} ${local.section}`} aria-labelledby="emoji-picker-look">
        <h2 id="emoji-picker-look" className={local.sectionTitle}>
          {t.picker}
        </h2>
        <Select
          label={t.pickerStyle}
          hint={t.pickerStyleHint}
          value={pickerStyle}
          options={PICKER_STYLES.map((value) => ({ value, label: t.pickerStyles[value] }))}
          onChange={setPickerStyle}
        />
        <Select
          label={t.scale}
          value={clampStep(scale)}
          options={steps((step) => scaleLabels[step - 1] ?? String(step))}
          onChange={(value) => setScale(Number(value))}
        />
        <Select
          label={t.width}
          value={clampStep(width)}
          options={steps((step) =>
            i18n.t('emojiPickerSettings.columns', { count: pickerSize(1, step, 1).columns }),
          )}
          onChange={(value) => setWidth(Number(value))}
        />
        <Select
          label={t.height}
          value={clampStep(height)}
          options={steps((step) =>
            i18n.t('emojiPickerSettings.rows', { count: pickerSize(1, 1, step).rows }),
          )}
          onChange={(value) => setHeight(Number(value))}
        />
      </section>

      <section className={`${page.panel} ${local.section}`} aria-labelledby="emoji-display">
        <h2 id="emoji-display" className={local.sectionTitle}>
          {t.display}
        </h2>
        <Select
          label={t.reactionsDisplaySize}
          value={displaySize}
          options={DISPLAY_SIZES.map((value) => ({ value, label: t.displaySizes[value] }))}
          onChange={setDisplaySize}
        />
        <Select
          label={t.emojiStyle}
          value={emojiStyle}
          options={emojiStyles.map((value) => ({ value, label: t.emojiStyles[value] }))}
          onChange={setEmojiStyle}
        />
      </section>

      <MutedReactionsEditor announce={announce} />
    </div>
  );
}
