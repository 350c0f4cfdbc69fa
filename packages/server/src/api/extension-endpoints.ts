import type { RegisteredEndpoint } from './endpoint.js';
import * as adminApproveUser from './endpoints/admin/approve-user.js';
import * as adminObjectStoragePending from './endpoints/admin/object-storage/pending.js';
import * as adminVacuum from './endpoints/admin/vacuum.js';
import * as iImportExportJobs from './endpoints/i/import-export/jobs.js';
import * as notesScheduleDelete from './endpoints/notes/schedule/delete.js';
import * as notesScheduleList from './endpoints/notes/schedule/list.js';
import * as notesUpdate from './endpoints/notes/update.js';

/**
 * Endpoints the specs call that misskey-js 2026.5.1 does not declare (Misskey forks have them:
 * note editing and the scheduled-notes list). Kept apart from endpoint-list.ts, whose names
 * the contract test holds to misskey-js; each is typed by hand instead of by `Endpoints`.
 */
export const extensionEndpoints: readonly RegisteredEndpoint[] = [
  { name: 'notes/update', ...notesUpdate },
  { name: 'notes/schedule/list', ...notesScheduleList },
  { name: 'notes/schedule/delete', ...notesScheduleDelete },
  { name: 'admin/vacuum', ...adminVacuum },
  // A fork's sign-up by approval (services/signup-approval).
  { name: 'admin/approve-user', ...adminApproveUser },
  // Shiori's own: the caller's import and export jobs with their progress.
  { name: 'i/import-export/jobs', ...iImportExportJobs },
  // Shiori's own: the bucket objects waiting on the object storage sweep.
  { name: 'admin/object-storage/pending', ...adminObjectStoragePending },
];
