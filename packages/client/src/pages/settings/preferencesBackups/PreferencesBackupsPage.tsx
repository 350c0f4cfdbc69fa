import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { formatDate, useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { useSettingsStore } from '@/settings';
import { Button, Notice, openAlert, openConfirm, openTextInput, useModals, useToast } from '@/ui';
import { CLIENT_VERSION } from '@/version';
import { downloadText } from '../theme/download';
import {
  applyBackup,
  BACKUP_SCOPE,
  backupFileName,
  buildBackup,
  listBackups,
  type PreferencesBackup,
  parseBackupFile,
} from './backup';
import own from './PreferencesBackups.module.css';

type Listed = { id: string; backup: PreferencesBackup }[];

/**
 * /settings/preferences-backups: this device's preferences saved as named backups in the
 * registry (Misskey Web's scope and shape), restored live, renamed, deleted, exported and imported.
 */
export function PreferencesBackupsPage() {
  const i18n = useI18n();
  const t = i18n.ts.preferencesBackups;
  const { api } = useAccountContext();
  const account = useSignedInAccount();
  const store = useSettingsStore();
  const modals = useModals();
  const toast = useToast();
  const [backups, setBackups] = useState<Listed | null>(null);
  const [failed, setFailed] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const reload = useCallback(async () => {
    try {
      setBackups(listBackups(await api.call('i/registry/get-all', { scope: BACKUP_SCOPE })));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const put = async (id: string, backup: PreferencesBackup) => {
    await api.call('i/registry/set', { scope: BACKUP_SCOPE, key: id, value: backup });
    await reload();
  };

  // The count of entries this client cannot use follows the message, so a partial restore is not silent.
  const withIgnored = (text: string, ignored: number) =>
    ignored > 0
      ? i18n.t('preferencesBackups.withIgnored', {
          message: text,
          ignored: i18n.t('preferencesBackups.ignoredCount', { count: ignored }),
        })
      : text;

  const fail = () => openAlert(modals, { title: t.failed, okLabel: i18n.ts.ok });

  const askName = async (title: string, current?: string): Promise<string | null> => {
    const answer = await openTextInput(modals, {
      title,
      label: t.name,
      default: current,
      minLength: 1,
      maxLength: 100,
      okLabel: i18n.ts.ok,
      cancelLabel: i18n.ts.cancel,
    });
    if (answer.canceled || !answer.result.trim()) return null;
    const name = answer.result.trim();
    if (name !== current && backups?.some((entry) => entry.backup.name === name)) {
      await openAlert(modals, {
        title: i18n.t('preferencesBackups.nameTaken', { name }),
        okLabel: i18n.ts.ok,
      });
      return null;
    }
    return name;
  };

  const saveNew = async () => {
    const name = await askName(t.saveNew);
    if (!name) return;
    const backup = buildBackup({
      name,
      read: (key) => store.get(key),
      clientVersion: CLIENT_VERSION,
      host: new URL(account.origin).host,
      now: new Date(),
    });
    try {
      await put(crypto.randomUUID(), backup);
      toast(i18n.t('preferencesBackups.saved', { name }));
    } catch {
      await fail();
    }
  };

  const restore = async (backup: PreferencesBackup) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('preferencesBackups.restoreConfirm', { name: backup.name }),
      text: t.restoreConfirmText,
      okLabel: t.restore,
      cancelLabel: i18n.ts.cancel,
    });
    if (!confirmed) return;
    const { ignored } = applyBackup(backup, (key, value) => store.set(key, value));
    toast(withIgnored(i18n.t('preferencesBackups.restored', { name: backup.name }), ignored));
  };

  const rename = async (id: string, backup: PreferencesBackup) => {
    const name = await askName(t.rename, backup.name);
    if (!name || name === backup.name) return;
    try {
      await put(id, { ...backup, name, updatedAt: new Date().toISOString() });
    } catch {
      await fail();
    }
  };

  const remove = async (id: string, backup: PreferencesBackup) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('preferencesBackups.deleteConfirm', { name: backup.name }),
      okLabel: t.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await api.call('i/registry/remove', { scope: BACKUP_SCOPE, key: id });
      await reload();
    } catch {
      await fail();
    }
  };

  const importFile = async (file: File) => {
    const parsed = parseBackupFile(await file.text());
    if (!parsed.ok) {
      await openAlert(modals, { title: t.invalidFile, okLabel: i18n.ts.ok });
      return;
    }
    if (backups?.some((entry) => entry.backup.name === parsed.backup.name)) {
      await openAlert(modals, {
        title: i18n.t('preferencesBackups.nameTaken', { name: parsed.backup.name }),
        okLabel: i18n.ts.ok,
      });
      return;
    }
    try {
      await put(crypto.randomUUID(), parsed.backup);
      toast(withIgnored(i18n.t('preferencesBackups.imported', { name: parsed.backup.name }), parsed.ignored));
    } catch {
      await fail();
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <section className={`${styles.panel} ${own.section}`} aria-label={t.title}>
        <p className={styles.muted}>{t.lead}</p>
        <div className={styles.actions}>
          <Button onClick={saveNew}>{t.saveNew}</Button>
          <Button onClick={() => fileRef.current?.click()}>{t.importFile}</Button>
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t.importFile}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void importFile(file);
            }}
          />
        </div>
        {failed && <Notice tone="error">{t.loadFailed}</Notice>}
        {backups?.length === 0 && <p className={styles.muted}>{t.empty}</p>}
        {backups && backups.length > 0 && (
          <ul className={own.list}>
            {backups.map(({ id, backup }) => (
              <li key={id} className={own.item} aria-labelledby={`backup-${id}`}>
                <h2 id={`backup-${id}`} className={own.name}>
                  {backup.name}
                </h2>
                <p className={own.meta}>
                  {i18n.t('preferencesBackups.createdAt', {
                    date: formatDate(backup.createdAt, i18n.lang),
                    host: backup.host || '?',
                  })}
                </p>
                <div className={styles.actions}>
                  <Button size="small" onClick={() => restore(backup)}>
                    {t.restore}
                  </Button>
                  <Button size="small" onClick={() => rename(id, backup)}>
                    {t.rename}
                  </Button>
                  <Button
                    size="small"
                    onClick={() =>
                      downloadText(
                        backupFileName(backup),
                        JSON.stringify(backup, null, 2),
                        'application/json',
                      )
                    }
                  >
                    {t.exportFile}
                  </Button>
                  <Button size="small" variant="danger" onClick={() => remove(id, backup)}>
                    {t.delete}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
