import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore, SETTING_DEFAULTS } from '@/settings';
import {
  applyBackup,
  backupFileName,
  buildBackup,
  isPreferencesBackup,
  listBackups,
  parseBackupFile,
} from './backup';

const now = new Date('2026-01-02T03:04:05.000Z');

function backupOf(store: ReturnType<typeof createMemorySettingsStore>, name = 'Phone') {
  return buildBackup({
    name,
    read: (key) => store.get(key),
    clientVersion: '1.2.3',
    host: 'example.com',
    now,
  });
}

describe('preferences backups', () => {
  it('holds device settings in Misskey’s shape, themes in the cold part, account settings left out', () => {
    const store = createMemorySettingsStore({ useBlurEffect: false, syncDeviceDarkMode: false, memo: 'x' });
    const backup = backupOf(store);
    expect(backup).toMatchObject({
      name: 'Phone',
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: null,
      misskeyVersion: '1.2.3',
      host: 'example.com',
    });
    expect(backup.settings.hot.useBlurEffect).toBe(false);
    expect(backup.settings.cold.syncDeviceDarkMode).toBe(false);
    expect('syncDeviceDarkMode' in backup.settings.hot).toBe(false);
    expect('memo' in backup.settings.hot).toBe(false);
    expect(isPreferencesBackup(JSON.parse(JSON.stringify(backup)))).toBe(true);
  });

  it('restores what it saved into another store', () => {
    const backup = backupOf(createMemorySettingsStore({ useBlurEffect: false, syncDeviceDarkMode: false }));
    const target = createMemorySettingsStore();
    expect(target.get('useBlurEffect')).toBe(SETTING_DEFAULTS.useBlurEffect);
    const result = applyBackup(backup, (key, value) => target.set(key, value));
    expect(result.ignored).toBe(0);
    expect(target.get('useBlurEffect')).toBe(false);
    expect(target.get('syncDeviceDarkMode')).toBe(false);
  });

  it('ignores unknown names, account settings and values of the wrong shape, and counts them', () => {
    const target = createMemorySettingsStore();
    const result = applyBackup(
      {
        name: 'Old',
        createdAt: now.toISOString(),
        updatedAt: null,
        misskeyVersion: '13.0.0',
        host: 'example.com',
        settings: {
          hot: { useBlurEffect: false, somethingMisskeyHas: 1, memo: 'account', keepScreenOn: 'yes' },
          cold: { lightTheme: 42 },
        },
      },
      (key, value) => target.set(key, value),
    );
    expect(result.ignored).toBe(4);
    expect(Object.keys(result.values)).toEqual(['useBlurEffect']);
    expect(target.get('useBlurEffect')).toBe(false);
    expect(target.get('memo')).toBe(SETTING_DEFAULTS.memo);
    expect(target.get('lightTheme')).toBe(SETTING_DEFAULTS.lightTheme);
  });

  it('accepts only files that are backups by Misskey’s rules', () => {
    const good = backupOf(createMemorySettingsStore());
    expect(parseBackupFile(JSON.stringify(good))).toMatchObject({ ok: true, ignored: 0 });
    expect(parseBackupFile('not json')).toEqual({ ok: false });
    expect(parseBackupFile('[]')).toEqual({ ok: false });
    expect(parseBackupFile(JSON.stringify({ ...good, extra: 1 }))).toEqual({ ok: false });
    expect(parseBackupFile(JSON.stringify({ ...good, name: '' }))).toEqual({ ok: false });
    expect(parseBackupFile(JSON.stringify({ ...good, createdAt: 'yesterday' }))).toEqual({ ok: false });
    expect(parseBackupFile(JSON.stringify({ ...good, settings: [] }))).toEqual({ ok: false });
    const withUnknown = { ...good, settings: { ...good.settings, hot: { ...good.settings.hot, nope: 1 } } };
    expect(parseBackupFile(JSON.stringify(withUnknown))).toMatchObject({ ok: true, ignored: 1 });
  });

  it('lists registry values that are backups, newest first, and names files safely', () => {
    const older = { ...backupOf(createMemorySettingsStore(), 'A/B'), createdAt: '2025-01-01T00:00:00.000Z' };
    const newer = backupOf(createMemorySettingsStore(), 'New');
    const listed = listBackups({ a: older, b: newer, junk: { name: 'x' } });
    expect(listed.map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(backupFileName(older)).toBe('A_B.json');
  });
});
