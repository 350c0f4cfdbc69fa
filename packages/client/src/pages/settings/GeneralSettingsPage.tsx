import { useEffect, useState } from 'react';
import { AVAILABLE_LOCALES, useI18n } from '@/i18n';
import { LOCALE_STORAGE_KEYS } from '@/i18n/loadLocale';
import styles from '@/pages/shell/Page.module.css';
import { LAYOUTS, SERVER_DISCONNECTED_BEHAVIORS, type Settings } from '@/settings';
import { languageName } from '@/settings/languageNames';
import { DataSaverSettings } from './DataSaverSettings';
import local from './GeneralSettingsPage.module.css';
import { NoteDisplaySettings } from './NoteDisplaySettings';
import { Row, Select, Toggle, useSaved } from './SettingControls';
import { SettingsHeader } from './SettingsHeader';
import { TimelineBehaviourSettings } from './TimelineBehaviourSettings';
import { useSavedNotice } from './useSavedNotice';

/** overridedDeviceKind's choices, 'auto' standing for null (detect it). */
const DEVICE_KINDS = ['auto', 'smartphone', 'tablet', 'desktop'] as const;
type DeviceKindChoice = (typeof DEVICE_KINDS)[number];
const CONTEXT_MENUS = ['app', 'appWithShift', 'native'] as const;
const PAGE_CACHE_MIN = 0;
const PAGE_CACHE_MAX = 10;

function LanguageSelect() {
  const i18n = useI18n();
  const options = AVAILABLE_LOCALES.map((code) => ({
    value: code,
    label: languageName(code, AVAILABLE_LOCALES),
    lang: code,
  }));
  const choose = (code: string) => {
    if (code === i18n.lang) return;
    localStorage.setItem(LOCALE_STORAGE_KEYS.lang, code);
    // Dropping the cached texts makes the next start fetch the new language's file.
    localStorage.removeItem(LOCALE_STORAGE_KEYS.texts);
    localStorage.removeItem(LOCALE_STORAGE_KEYS.version);
    window.location.reload();
  };
  const t = i18n.ts.generalSettings;
  return (
    <Select label={t.language} hint={t.languageHint} value={i18n.lang} options={options} onChange={choose} />
  );
}

/** A whole number of pages within the limits, or null while the field holds anything else. */
function parsePageCache(text: string): number | null {
  const value = Number(text);
  const ok =
    text.trim() !== '' && Number.isInteger(value) && value >= PAGE_CACHE_MIN && value <= PAGE_CACHE_MAX;
  return ok ? value : null;
}

function PageCacheField({ announce }: { announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.generalSettings;
  const [stored, setStored] = useSaved('numberOfPageCache', announce);
  const [draft, setDraft] = useState(String(stored));
  const valid = parsePageCache(draft) !== null;
  // Another tab may change it: follow unless the user is mid-edit with something invalid.
  useEffect(() => setDraft(String(stored)), [stored]);
  return (
    <Row
      label={t.pageCache}
      hint={t.pageCacheHint}
      control={({ id, describedBy }) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={PAGE_CACHE_MIN}
          max={PAGE_CACHE_MAX}
          step={1}
          className={local.number}
          value={draft}
          aria-invalid={valid ? undefined : true}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            const next = parsePageCache(event.target.value);
            if (next !== null && next !== stored) setStored(next);
          }}
        />
      )}
    />
  );
}

/**
 * /settings/general: language, layout, behaviours and how notes show. Changes save at once. Dark
 * mode and the themes are on /settings/theme; text size, effects and the navigation's place on
 * /settings/appearance.
 */
export function GeneralSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.generalSettings;
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const [layout, setLayout] = useSaved('layout', announce);
  const [disconnected, setDisconnected] = useSaved('serverDisconnectedBehavior', announce);
  const [deviceKind, setDeviceKind] = useSaved('overridedDeviceKind', announce);
  const [keepScreenOn, setKeepScreenOn] = useSaved('keepScreenOn', announce);
  const [contextMenu, setContextMenu] = useSaved('contextMenu', announce);

  const layoutLabels: Record<Settings['layout'], string> = {
    default: t.layoutDefault,
    zen: t.layoutZen,
    classic: t.layoutClassic,
    twilike: t.layoutTwilike,
    deck: t.layoutDeck,
  };
  const disconnectedLabels: Record<Settings['serverDisconnectedBehavior'], string> = {
    quiet: t.serverDisconnectedQuiet,
    dialog: t.serverDisconnectedDialog,
    reload: t.serverDisconnectedReload,
  };

  const deviceKindLabels: Record<DeviceKindChoice, string> = {
    auto: t.deviceKindAuto,
    smartphone: t.deviceKindSmartphone,
    tablet: t.deviceKindTablet,
    desktop: t.deviceKindDesktop,
  };
  const contextMenuLabels: Record<Settings['contextMenu'], string> = {
    app: t.contextMenuApp,
    appWithShift: t.contextMenuAppWithShift,
    native: t.contextMenuNative,
  };

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />

      <section className={`${styles.panel} ${local.section}`} aria-labelledby="general-language">
        <h2 id="general-language" className={local.sectionTitle}>
          {t.languageAndLayout}
        </h2>
        <LanguageSelect />
        <Select
          label={t.layout}
          value={layout}
          options={LAYOUTS.map((value) => ({ value, label: layoutLabels[value] }))}
          onChange={setLayout}
        />
        <Select
          label={t.deviceKind}
          hint={t.deviceKindHint}
          value={deviceKind ?? 'auto'}
          options={DEVICE_KINDS.map((value) => ({ value, label: deviceKindLabels[value] }))}
          onChange={(value) => setDeviceKind(value === 'auto' ? null : value)}
        />
      </section>

      <section className={`${styles.panel} ${local.section}`} aria-labelledby="general-behaviour">
        <h2 id="general-behaviour" className={local.sectionTitle}>
          {t.behaviour}
        </h2>
        <Select
          label={t.serverDisconnected}
          value={disconnected}
          options={SERVER_DISCONNECTED_BEHAVIORS.map((value) => ({
            value,
            label: disconnectedLabels[value],
          }))}
          onChange={setDisconnected}
        />
        <PageCacheField announce={announce} />
        <Toggle
          label={t.keepScreenOn}
          hint={t.keepScreenOnHint}
          checked={keepScreenOn}
          onChange={setKeepScreenOn}
        />
        <Select
          label={t.contextMenu}
          value={contextMenu}
          options={CONTEXT_MENUS.map((value) => ({ value, label: contextMenuLabels[value] }))}
          onChange={setContextMenu}
        />
      </section>

      <TimelineBehaviourSettings announce={announce} />
      <NoteDisplaySettings announce={announce} />
      <DataSaverSettings announce={announce} />
    </div>
  );
}
