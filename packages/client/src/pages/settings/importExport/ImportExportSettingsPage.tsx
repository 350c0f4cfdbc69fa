import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useDriveUpload } from '@/features/composer/upload';
import { pickDriveFiles } from '@/features/drive';
import { RelativeTime, TextWith, useI18n } from '@/i18n';
import { useServerOffers } from '@/instance/capabilities';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { useMainChannelEvent } from '@/stream';
import { Button, useModals } from '@/ui';
import own from '../preferencesBackups/PreferencesBackups.module.css';
import { Toggle } from '../SettingControls';
import { ImportJobStatus } from './ImportJobStatus';
import { importShown, latestImport, type ServerJob } from './jobs';
import {
  EXPORTED_ENTITY,
  exportState,
  type FinishedExport,
  type LastExports,
  startedJobs,
  withFinishedExports,
} from './progress';
import {
  type ExportOption,
  exportParams,
  type ImportExportSection,
  type ImportOption,
  importParams,
  SECTIONS,
} from './sections';
import { useServerJobs } from './useServerJobs';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; text: string };

/**
 * One entity: export with its options, and import from a drive file where Misskey has one; under
 * them, the state of the jobs started (kept while the user is elsewhere) and the last export.
 */
function Section({
  section,
  accountId,
  lastExport,
  serverImport,
  onJobStarted,
}: {
  section: ImportExportSection;
  accountId: string;
  lastExport: FinishedExport | undefined;
  /** The newest import of this entity the server records (servers offering the job list). */
  serverImport: ServerJob | undefined;
  onJobStarted: () => void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.importExport;
  const { api } = useAccountContext();
  const modals = useModals();
  const upload = useDriveUpload();
  const [exportOptions, setExportOptions] = useState<Partial<Record<ExportOption, boolean>>>({});
  const [importOptions, setImportOptions] = useState<Partial<Record<ImportOption, boolean>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingId = `import-export-${section.id}`;
  const exportJob = useSyncExternalStore(startedJobs.subscribe, () =>
    startedJobs.get(accountId, section.id, 'export'),
  );
  const importJob = useSyncExternalStore(startedJobs.subscribe, () =>
    startedJobs.get(accountId, section.id, 'import'),
  );
  const exported = exportState(exportJob, lastExport);
  const shownImport = importShown(serverImport, importJob);

  // The endpoints answer as soon as the job is queued; the work itself runs on the server.
  const run = async (call: () => Promise<unknown>, onStarted: () => void) => {
    setStatus({ kind: 'busy' });
    try {
      await call();
      onStarted();
      onJobStarted();
      setStatus({ kind: 'idle' });
    } catch (error) {
      setStatus({ kind: 'failed', text: describeApiError(error, i18n).text });
    }
  };

  const startExport = () =>
    run(
      () => api.call(section.exportEndpoint as 'i/export-following', exportParams(section, exportOptions)),
      () => startedJobs.set(accountId, section.id, { kind: 'export', since: Date.now() }),
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
      () =>
        startedJobs.set(accountId, section.id, { kind: 'import', since: Date.now(), fileName: file.name }),
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
      <div role="status" className={own.meta}>
        {status.kind === 'failed' && <p className={own.meta}>{status.text}</p>}
        {exported.kind === 'running' && <p className={own.meta}>{t.exportStarted}</p>}
        {exported.kind === 'finished' && exported.fresh && (
          <p className={own.meta}>
            {t.exportReady} <Link to={`/my/drive/file/${exported.fileId}`}>{t.openFile}</Link>
          </p>
        )}
        {shownImport
          ? shownImport.state !== 'running' && <ImportJobStatus job={shownImport} />
          : importJob?.kind === 'import' && (
              <p className={own.meta}>{i18n.t('importExport.importStarted', { name: importJob.fileName })}</p>
            )}
      </div>
      {/* A running import's count changes every second: outside the live region, which tells its end. */}
      {shownImport?.state === 'running' && <ImportJobStatus job={shownImport} />}
      {/* Outside the live region: its time counts up and must not be read out again and again. */}
      {exported.kind === 'finished' && !exported.fresh && (
        <p className={own.meta}>
          <TextWith text={t.lastExport} values={{ time: <RelativeTime time={exported.createdAt} /> }} />{' '}
          <Link to={`/my/drive/file/${exported.fileId}`}>{t.openFile}</Link>
        </p>
      )}
    </section>
  );
}

/** How many recent exportCompleted notifications are read for each entity's last export. */
const NOTIFICATIONS_READ = 50;

/**
 * /settings/import-export: each entity's export (the file arrives in the drive, announced by
 * the exportCompleted notification) and import from a drive file, both run as server jobs. An
 * export shows as running until its notification arrives over the main stream (no reload), then
 * links its file; the last export of each entity is read back from the notifications. On a
 * server that lists its jobs (Shiori's i/import-export/jobs) each import shows its progress and
 * outcome; elsewhere only that it started.
 */
export function ImportExportSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.importExport;
  const { api, account } = useAccountContext();
  const [lastExports, setLastExports] = useState<LastExports>({});
  const offers = useServerOffers(api);
  const serverJobs = useServerJobs(api, offers('importExportJobs'));

  useEffect(() => {
    let live = true;
    api
      .call('i/notifications', {
        includeTypes: ['exportCompleted'],
        limit: NOTIFICATIONS_READ,
        markAsRead: false,
      })
      .then((notifications) => {
        if (live) setLastExports((known) => withFinishedExports(known, notifications));
      })
      // Without them the page still works: it just shows no earlier export.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);

  useMainChannelEvent('notification', (notification) => {
    setLastExports((known) => withFinishedExports(known, [notification]));
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.lead}>{t.lead}</p>
      {SECTIONS.map((section) => (
        <Section
          key={section.id}
          section={section}
          accountId={account?.id ?? ''}
          lastExport={lastExports[EXPORTED_ENTITY[section.id as keyof typeof EXPORTED_ENTITY]]}
          serverImport={latestImport(
            serverJobs.jobs,
            EXPORTED_ENTITY[section.id as keyof typeof EXPORTED_ENTITY],
          )}
          onJobStarted={serverJobs.refresh}
        />
      ))}
    </div>
  );
}
