import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useDriveUpload } from '@/features/composer/upload';
import { pickDriveFiles } from '@/features/drive';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, useModals } from '@/ui';
import own from '../preferencesBackups/PreferencesBackups.module.css';
import { Toggle } from '../SettingControls';
import {
  type ExportOption,
  exportParams,
  type ImportExportSection,
  type ImportOption,
  importParams,
  SECTIONS,
} from './sections';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' | 'failed'; text: string };

/** One entity: export with its options, and import from a drive file where Misskey has one. */
function Section({ section }: { section: ImportExportSection }) {
  const i18n = useI18n();
  const t = i18n.ts.importExport;
  const { api } = useAccountContext();
  const modals = useModals();
  const upload = useDriveUpload();
  const [exportOptions, setExportOptions] = useState<Partial<Record<ExportOption, boolean>>>({});
  const [importOptions, setImportOptions] = useState<Partial<Record<ImportOption, boolean>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingId = `import-export-${section.id}`;

  // The endpoints answer as soon as the job is queued; the work itself runs on the server.
  const run = async (call: () => Promise<unknown>, started: string) => {
    setStatus({ kind: 'busy' });
    try {
      await call();
      setStatus({ kind: 'done', text: started });
    } catch (error) {
      setStatus({ kind: 'failed', text: describeApiError(error, i18n).text });
    }
  };

  const startExport = () =>
    run(
      () => api.call(section.exportEndpoint as 'i/export-following', exportParams(section, exportOptions)),
      t.exportStarted,
    );

  const startImport = async () => {
    const endpoint = section.importEndpoint;
    if (!endpoint) return;
    const [file] = await pickDriveFiles(modals, { upload, single: true });
    if (!file) return;
    await run(
      () =>
        api.call(
          endpoint as 'i/import-following',
          importParams(section, file.id, importOptions) as { fileId: string },
        ),
      i18n.t('importExport.importStarted', { name: file.name }),
    );
  };

  const exportButton = (
    <Button size="small" disabled={status.kind === 'busy'} onClick={() => void startExport()}>
      {t.export}
    </Button>
  );
  const importButton = section.importEndpoint && (
    <Button size="small" disabled={status.kind === 'busy'} onClick={() => void startImport()}>
      {t.import}
    </Button>
  );

  return (
    <section className={`${styles.panel} ${own.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={own.name}>
        {i18n.t(section.heading)}
      </h2>
      {section.exportOptions.map((option) => (
        <Toggle
          key={option}
          label={t[option]}
          checked={exportOptions[option] === true}
          onChange={(checked) => setExportOptions((prev) => ({ ...prev, [option]: checked }))}
        />
      ))}
      {/* withReplies belongs to the import: its switch sits with the import button, below the export's. */}
      {section.importOptions.length > 0 ? (
        <>
          <div className={styles.actions}>{exportButton}</div>
          {section.importOptions.map((option) => (
            <Toggle
              key={option}
              label={t[option]}
              checked={importOptions[option] === true}
              onChange={(checked) => setImportOptions((prev) => ({ ...prev, [option]: checked }))}
            />
          ))}
          <div className={styles.actions}>{importButton}</div>
        </>
      ) : (
        <div className={styles.actions}>
          {exportButton}
          {importButton}
        </div>
      )}
      <p role="status" className={own.meta}>
        {status.kind === 'done' || status.kind === 'failed' ? status.text : ''}
      </p>
    </section>
  );
}

/**
 * /settings/import-export: each entity's export (the file arrives in the drive, announced by
 * the exportCompleted notification) and import from a drive file, both run as server jobs.
 */
export function ImportExportSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.importExport;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.lead}>{t.lead}</p>
      {SECTIONS.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </div>
  );
}
