import { FileDetails } from '@/features/notes/media/file/FileDetails';
import type { RouteProps } from '@/router';

/** /admin/file/{fileId}: the moderation view of a file; the route is staff-only (spec 001 §6). */
export function AdminFilePage({ params }: { params: RouteProps }) {
  return <FileDetails key={params.fileId} fileId={params.fileId ?? ''} mode="moderation" />;
}
