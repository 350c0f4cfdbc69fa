import { useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useDriveUpload } from '@/features/composer/upload';
import { pickDriveFiles } from '@/features/drive';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { useMainChannelEvent, useStream } from '@/stream';
import { Button, useModals } from '@/ui';
import list from '../shell/adminList.module.css';

type ExportState = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; fileId: string };

/**
 * Import from and export to a zip in Misskey's format (issue 23). Both run as server jobs: the
 * export is announced by the exportCompleted (customEmoji) notification, which links the zip in
 * the drive; an import adds its emoji one by one, and each arrival (from any admin) refreshes the table.
 */
export function EmojiZipPanel({ onEmojiAdded }: { onEmojiAdded: () => void }) {
  const i18n = useI18n();
  const t = i18n.ts.emojis2;
  const { api } = useAccountContext();
  const modals = useModals();
  const upload = useDriveUpload();
  const stream = useStream();
  const [exported, setExported] = useState<ExportState>({ kind: 'idle' });
  const [importing, setImporting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useMainChannelEvent('notification', (notification) => {
    if (notification.type === 'exportCompleted' && notification.exportedEntity === 'customEmoji')
      setExported((state) =>
        state.kind === 'running' ? { kind: 'done', fileId: notification.fileId } : state,
      );
  });

  // An import's emoji arrive as broadcasts and the table follows them. Listened to all along, not
  // only once an import is under way: a small zip is done before the page learns it started.
  const onAdded = useRef(onEmojiAdded);
  onAdded.current = onEmojiAdded;
  useEffect(() => {
    if (!stream) return;
    const follow = () => onAdded.current();
    stream.on('emojiAdded', follow);
    return () => {
      stream.off('emojiAdded', follow);
    };
  }, [stream]);

  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await call();
      return true;
    } catch (e) {
      setError(describeApiError(e, i18n).text);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const startExport = async () => {
    if (await run(() => api.call('export-custom-emojis', {}))) setExported({ kind: 'running' });
  };
  const startImport = async () => {
    const [file] = await pickDriveFiles(modals, { upload, single: true });
    if (!file) return;
    if (await run(() => api.call('admin/emoji/import-zip', { fileId: file.id }))) setImporting(file.name);
  };

  return (
    <section className={list.panel} aria-labelledby="emojis2-zip">
      <h2 id="emojis2-zip" className={list.panelTitle}>
        {t.zipTitle}
      </h2>
      <p className={list.muted}>{t.zipLead}</p>
      <div className={list.actions}>
        <Button disabled={busy} onClick={() => void startImport()}>
          {t.importZip}
        </Button>
        <Button disabled={busy || exported.kind === 'running'} onClick={() => void startExport()}>
          {t.exportZip}
        </Button>
      </div>
      <div role="status">
        {error && <p>{error}</p>}
        {importing !== null && <p>{i18n.t('emojis2.importStarted', { name: importing })}</p>}
        {exported.kind === 'running' && <p>{t.exportStarted}</p>}
        {exported.kind === 'done' && (
          <p>
            {t.exportDone} <Link to={`/my/drive/file/${exported.fileId}`}>{t.openZip}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
