import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import type { Settings } from '@/settings';
import { CORNER_RADII, FONT_SIZES } from '@/settings/definitions';
import local from '../GeneralSettingsPage.module.css';
import { Select, Toggle, useSaved } from '../SettingControls';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import { AvatarsAndMedia } from './AvatarsAndMedia';

const MENU_DISPLAYS = ['sideFull', 'sideIcon', 'top'] as const;
const MENU_STYLES = ['auto', 'popup', 'drawer'] as const;

/** Text size and corner roundness: the two settings that reshape every page. */
function TextAndShapes({ announce }: { announce(): void }) {
  const t = useI18n().ts.appearanceSettings;
  const [fontSize, setFontSize] = useSaved('fontSize', announce);
  const [radius, setRadius] = useSaved('cornerRadius', announce);
  const sizeLabels: Record<Settings['fontSize'], string> = {
    small: t.fontSmall,
    medium: t.fontMedium,
    large: t.fontLarge,
    veryLarge: t.fontVeryLarge,
  };
  const radiusLabels: Record<Settings['cornerRadius'], string> = {
    rounded: t.cornerRounded,
    subtle: t.cornerSubtle,
    square: t.cornerSquare,
  };
  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="appearance-shapes">
      <h2 id="appearance-shapes" className={local.sectionTitle}>
        {t.textAndShapes}
      </h2>
      <Select
        label={t.fontSize}
        value={fontSize}
        options={FONT_SIZES.map((value) => ({ value, label: sizeLabels[value] }))}
        onChange={setFontSize}
      />
      <Select
        label={t.cornerRadius}
        value={radius}
        options={CORNER_RADII.map((value) => ({ value, label: radiusLabels[value] }))}
        onChange={setRadius}
      />
    </section>
  );
}

/** Motion and blur: what costs a slow device or bothers a reader. */
function Effects({ announce }: { announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.appearanceSettings;
  const g = i18n.ts.generalSettings;
  const [reduce, setReduce] = useSaved('reduceAnimation', announce);
  const [blur, setBlur] = useSaved('useBlurEffect', announce);
  const [blurModal, setBlurModal] = useSaved('useBlurEffectForModal', announce);
  const [seasonal, setSeasonal] = useSaved('enableSeasonalScreenEffect', announce);
  const [advancedMfm, setAdvancedMfm] = useSaved('advancedMfm', announce);
  const [animatedMfm, setAnimatedMfm] = useSaved('animatedMfm', announce);
  const [quickMfm, setQuickMfm] = useSaved('enableQuickAddMfmFunction', announce);
  const [still, setStill] = useSaved('disableShowingAnimatedImages', announce);
  const [decorations, setDecorations] = useSaved('showAvatarDecorations', announce);
  const [hemisphere, setHemisphere] = useSaved('hemisphere', announce);
  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="appearance-effects">
      <h2 id="appearance-effects" className={local.sectionTitle}>
        {t.effects}
      </h2>
      <Toggle label={t.reduceAnimation} hint={t.reduceAnimationHint} checked={reduce} onChange={setReduce} />
      <Toggle label={t.useBlurEffect} hint={t.useBlurEffectHint} checked={blur} onChange={setBlur} />
      <Toggle label={t.useBlurEffectForModal} checked={blurModal} onChange={setBlurModal} />
      <Toggle
        label={g.seasonalEffects}
        hint={g.seasonalEffectsHint}
        checked={seasonal}
        onChange={setSeasonal}
      />
      <Select
        label={t.hemisphere}
        hint={t.hemisphereHint}
        value={hemisphere}
        options={[
          { value: 'N', label: t.hemisphereNorth },
          { value: 'S', label: t.hemisphereSouth },
        ]}
        onChange={setHemisphere}
      />
      <Toggle
        label={t.advancedMfm}
        hint={t.advancedMfmHint}
        checked={advancedMfm}
        onChange={setAdvancedMfm}
      />
      {/* Without the advanced effects nothing moves, so there is nothing to switch (as Misskey). */}
      {advancedMfm && (
        <Toggle
          label={g.animatedMfm}
          hint={g.animatedMfmHint}
          checked={animatedMfm}
          onChange={setAnimatedMfm}
        />
      )}
      {advancedMfm && (
        <Toggle
          label={t.quickAddMfmFunction}
          hint={t.quickAddMfmFunctionHint}
          checked={quickMfm}
          onChange={setQuickMfm}
        />
      )}
      <Toggle
        label={t.disableAnimatedImages}
        hint={t.disableAnimatedImagesHint}
        checked={still}
        onChange={setStill}
      />
      <Toggle label={t.showAvatarDecorations} checked={decorations} onChange={setDecorations} />
    </section>
  );
}

/** Where the navigation sits and how menus open. */
function Navigation({ announce }: { announce(): void }) {
  const t = useI18n().ts.appearanceSettings;
  const [display, setDisplay] = useSaved('menuDisplay', announce);
  const [menuStyle, setMenuStyle] = useSaved('menuStyle', announce);
  const displayLabels: Record<Settings['menuDisplay'], string> = {
    sideFull: t.menuSideFull,
    sideIcon: t.menuSideIcon,
    top: t.menuTop,
  };
  const styleLabels: Record<Settings['menuStyle'], string> = {
    auto: t.menuStyleAuto,
    popup: t.menuStylePopup,
    drawer: t.menuStyleDrawer,
  };
  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="appearance-navigation">
      <h2 id="appearance-navigation" className={local.sectionTitle}>
        {t.navigation}
      </h2>
      <Select
        label={t.menuDisplay}
        hint={t.menuDisplayHint}
        value={display}
        options={MENU_DISPLAYS.map((value) => ({ value, label: displayLabels[value] }))}
        onChange={setDisplay}
      />
      <Select
        label={t.menuStyle}
        value={menuStyle}
        options={MENU_STYLES.map((value) => ({ value, label: styleLabels[value] }))}
        onChange={setMenuStyle}
      />
    </section>
  );
}

/**
 * /settings/appearance: how the whole app looks and moves (text size, corners, blur, motion,
 * where the navigation sits). features/appearance applies them; changes save at once.
 */
export function AppearanceSettingsPage() {
  const i18n = useI18n();
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  return (
    <div className={styles.page}>
      <SettingsHeader title={i18n.ts.appearanceSettings.title} saved={savedText} />
      <TextAndShapes announce={announce} />
      <Effects announce={announce} />
      <AvatarsAndMedia announce={announce} />
      <Navigation announce={announce} />
    </div>
  );
}
