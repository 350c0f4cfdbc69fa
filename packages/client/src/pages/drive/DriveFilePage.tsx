import { useCallback, useId } from 'react';
import { useAccountContext } from '@/accounts';
import { FileDetails } from '@/features/notes/media/file/FileDetails';
import { type LoadPage, NoteList } from '@/features/timelines';
import { useI18n } from '@/i18n';
import type { RouteProps } from '@/router';

/** The notes carrying the file (drive/files/attached-notes), so deleting it is an informed choice. */
function AttachedNotes({ fileId }: { fileId: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const headingId = useId();
  const loadNotes: LoadPage = useCallback(
    async (untilId) => {
      const notes = await api.call('drive/files/attached-notes', { fileId, limit: 20, untilId });
      return { notes, cursor: notes[notes.length - 1]?.id };
    },
    [api, fileId],
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n.ts.drive.attachedNotes}</h2>
      <NoteList
        load={loadNotes}
        reloadKey={`attached:${fileId}`}
        label={i18n.ts.drive.attachedNotes}
        emptyText={i18n.ts.drive.attachedNotesEmpty}
      />
    </section>
  );
}

/** /my/drive/file/{fileId}: a file's details for its owner (spec 001 §2) and the notes carrying it. */
export function DriveFilePage({ params }: { params: RouteProps }) {
  const fileId = params.fileId ?? '';
  return <FileDetails key={fileId} fileId={fileId} mode="owner" footer={<AttachedNotes fileId={fileId} />} />;
}
