import { useEffect, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { apiWithDialog } from '@/api';
import { chooseFolder, DriveCapacity, type DriveFolder } from '@/features/drive';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Button, useModals } from '@/ui';
import local from './GeneralSettingsPage.module.css';
import { Toggle, useSaved } from './SettingControls';
import { SettingsHeader } from './SettingsHeader';
import { useSavedNotice } from './useSavedNotice';

/**
 * /settings/drive: where uploads go (`uploadFolder`), whether images keep their original size
 * (`keepOriginalUploading`), whether uploads are marked sensitive (the account's
 * `alwaysMarkNsfw`, kept by the server) or only when the server's detection finds them so
 * (`autoSensitive`), the capacity, and the way to the cleaner.
 */
export function DriveSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.driveSettings;
  const { api, updateMe } = useAccountContext();
  const account = useSignedInAccount();
  const modals = useModals();
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const [folderId, setFolderId] = useSaved('uploadFolder', announce);
  const [keepOriginal, setKeepOriginal] = useSaved('keepOriginalUploading', announce);
  const [folder, setFolder] = useState<DriveFolder | null>(null);

  useEffect(() => {
    let live = true;
    if (!folderId) {
      setFolder(null);
      return;
    }
    api
      .call('drive/folders/show', { folderId })
      .then((found) => live && setFolder(found))
      // A deleted folder: uploads go to the top level, as the server does with an unknown one.
      .catch(() => live && setFolder(null));
    return () => {
      live = false;
    };
  }, [api, folderId]);

  const setSensitive = async (field: 'alwaysMarkNsfw' | 'autoSensitive', on: boolean) => {
    try {
      updateMe(await apiWithDialog(api, 'i/update', { [field]: on }, { modals }));
      announce();
    } catch {
      // The dialog said why; the switch stays as the server has it.
    }
  };

  const choose = async () => {
    const choice = await chooseFolder(modals, {
      title: t.uploadFolder,
      okLabel: t.useThisFolder,
      excluded: [],
    });
    if (choice) setFolderId(choice.folder?.id ?? null);
  };

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <section className={`${styles.panel} ${local.section}`} aria-labelledby="drive-usage">
        <h2 id="drive-usage" className={local.sectionTitle}>
          {t.usage}
        </h2>
        <DriveCapacity />
        <Link to="/settings/drive/cleaner">{t.openCleaner}</Link>
      </section>
      <section className={`${styles.panel} ${local.section}`} aria-labelledby="drive-uploads">
        <h2 id="drive-uploads" className={local.sectionTitle}>
          {t.uploads}
        </h2>
        <div className={local.row}>
          <div className={local.text}>
            <span className={local.label}>{t.uploadFolder}</span>
            <span className={local.hint}>{folder ? folder.name : t.topLevel}</span>
          </div>
          <div className={styles.actions}>
            <Button onClick={() => void choose()}>{t.chooseFolder}</Button>
            {folderId && <Button onClick={() => setFolderId(null)}>{t.resetFolder}</Button>}
          </div>
        </div>
        <Toggle
          role="switch"
          label={t.keepOriginal}
          hint={t.keepOriginalHint}
          checked={keepOriginal}
          onChange={setKeepOriginal}
        />
        <Toggle
          role="switch"
          label={t.alwaysSensitive}
          hint={t.alwaysSensitiveHint}
          checked={account.alwaysMarkNsfw === true}
          onChange={(on) => void setSensitive('alwaysMarkNsfw', on)}
        />
        <Toggle
          role="switch"
          label={t.autoSensitive}
          hint={t.autoSensitiveHint}
          checked={account.autoSensitive === true}
          onChange={(on) => void setSensitive('autoSensitive', on)}
        />
      </section>
    </div>
  );
}
