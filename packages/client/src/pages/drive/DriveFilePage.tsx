import { FileDetails } from '@/features/notes/media/file/FileDetails';
import type { RouteProps } from '@/router';

/** /my/drive/file/{fileId}: a file's details for its owner (spec 001 §2). */
export function DriveFilePage({ params }: { params: RouteProps }) {
  return <FileDetails key={params.fileId} fileId={params.fileId ?? ''} mode="owner" />;
}
