import { describe, expect, it } from 'vitest';
import {
  isValidSetting,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTING_SCOPES,
  type SettingKey,
  type Settings,
} from './definitions';
import { hemisphereOfTimeZone } from './hemisphere';

describe('client settings (spec 000 §3)', () => {
  it('has every setting read at start, with its default', () => {
    const expected: Partial<Settings> = {
      darkMode: false,
      syncDeviceDarkMode: true,
      lightTheme: null,
      darkTheme: null,
      themeInitial: true,
      keepScreenOn: false,
      serverDisconnectedBehavior: 'quiet',
      enableSeasonalScreenEffect: true,
      accountSetupWizard: 0,
      plugins: [],
      overridedDeviceKind: null,
      useBlurEffect: true,
      useBlurEffectForModal: true,
    };
    expect(SETTING_DEFAULTS).toMatchObject(expected);
    // Worked out from the device's time zone when first read.
    expect(SETTING_DEFAULTS.hemisphere).toBe(
      hemisphereOfTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
  });

  it('has the notable defaults', () => {
    const d = SETTING_DEFAULTS;
    expect(d.defaultNoteVisibility).toBe('public');
    expect(d.keepCw).toBe(true);
    expect(d.collapseRenotes).toBe(true);
    expect(d.reactionAcceptance).toBe('nonSensitiveOnly');
    expect(d.reactions).toEqual(['👍', '❤️', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮']);
    expect(d.reactionProfiles).toHaveLength(6);
    expect(d.pickerProfileDefault).toBe(1);
    expect(d.draftSavingBehavior).toBe('auto');
    expect(d.pastedFileName).toMatch(/yyyy-MM-dd HH-mm-ss.*\{\{number\}\}/);
    expect(d.tl.src).toBe('social');
    expect(d.tl.filter).toEqual({
      withReplies: true,
      withRenotes: true,
      withSensitive: true,
      onlyFiles: false,
      withCw: false,
    });
    expect(d.nsfw).toBe('respect');
    expect(d.emojiStyle).toBe('twemoji');
    expect(d.menuStyle).toBe('auto');
    expect(d.menuDisplay).toBe('sideFull');
    expect(d.notificationPosition).toBe('rightBottom');
    expect(d.notificationStackAxis).toBe('horizontal');
    expect(d.reactionsDisplaySize).toBe('medium');
    expect(d.mediaListWithOneImageAppearance).toBe('expand');
    expect(d.contextMenu).toBe('app');
    expect(d.instanceTicker).toBe('remote');
    expect(d.numberOfPageCache).toBe(5);
    expect(d.sound_masterVolume).toBe(0.3);
    expect(d.dropAndFusion).toEqual({ bgmVolume: 0.25, sfxVolume: 1 });
    expect(Object.keys(d.dataSaver).sort()).toEqual(['avatar', 'code', 'media', 'urlPreview']);
    expect(d.gamingSpeed).toBe(44);
    expect([d.emojiPickerScale, d.emojiPickerWidth, d.emojiPickerHeight]).toEqual([1, 1, 2]);
    expect(d.menu.length).toBeGreaterThan(0);
    expect(d.timelineHeader).toEqual(expect.arrayContaining(['home', 'local', 'social', 'global']));
    expect(d.layout).toBe('default');
  });

  it('has the other settings and the deck defaults', () => {
    const d = SETTING_DEFAULTS;
    expect(d.mutedWords).toEqual([]);
    expect(d.mutedReactions).toEqual([]);
    expect(d.widgets.map((widget) => widget.name)).toEqual(['profile', 'instanceInfo']);
    expect(d.pinnedUserLists).toEqual([]);
    expect(d.pinnedChannels).toEqual([]);
    expect(d.memo).toBeNull();
    expect(d.uploadFolder).toBeNull();
    expect(d['deck.columnAlign']).toBe('left');
    expect(d['deck.alwaysShowMainColumn']).toBe(true);
    expect(d['deck.navWindow']).toBe(true);
    expect(d['deck.useSimpleUiForNonRootPages']).toBe(true);
  });

  it('gives every setting a scope: synced, device, or device and account', () => {
    for (const key of SETTING_KEYS)
      expect(['account', 'device', 'deviceAccount']).toContain(SETTING_SCOPES[key]);
    // What follows the person everywhere is synced; what suits one screen stays on it.
    const scopes: Partial<Record<SettingKey, string>> = {
      mutedWords: 'account',
      defaultNoteVisibility: 'account',
      reactions: 'account',
      darkMode: 'device',
      layout: 'device',
      widgets: 'account',
      tl: 'deviceAccount',
    };
    for (const [key, scope] of Object.entries(scopes)) expect(SETTING_SCOPES[key as SettingKey]).toBe(scope);
  });

  it('accepts only values shaped like the default', () => {
    expect(isValidSetting('darkMode', true)).toBe(true);
    expect(isValidSetting('darkMode', 'true')).toBe(false);
    expect(isValidSetting('numberOfPageCache', Number.NaN)).toBe(false);
    expect(isValidSetting('layout', 'deck')).toBe(true);
    expect(isValidSetting('layout', 'sideways')).toBe(false);
    expect(isValidSetting('lightTheme', { id: 'x', name: 'X', base: 'light', props: {} })).toBe(true);
    expect(isValidSetting('lightTheme', 'x')).toBe(false);
    expect(isValidSetting('menu', ['drive', 3])).toBe(false);
    expect(isValidSetting('tl', { src: 'home' })).toBe(false);
  });

  it('picks the hemisphere from the time zone', () => {
    expect(hemisphereOfTimeZone('Europe/Paris')).toBe('N');
    expect(hemisphereOfTimeZone('Asia/Tokyo')).toBe('N');
    expect(hemisphereOfTimeZone('Australia/Sydney')).toBe('S');
    expect(hemisphereOfTimeZone('America/Sao_Paulo')).toBe('S');
    // Equatorial but south of the line: Jakarta, Nairobi, northern Brazil.
    expect(hemisphereOfTimeZone('Asia/Jakarta')).toBe('S');
    expect(hemisphereOfTimeZone('Africa/Nairobi')).toBe('S');
    expect(hemisphereOfTimeZone('America/Manaus')).toBe('S');
    expect(hemisphereOfTimeZone('Indian/Maldives')).toBe('N');
    expect(hemisphereOfTimeZone(undefined)).toBe('N');
  });
});
