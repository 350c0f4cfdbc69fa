// What the import-export page knows of the jobs the user started (issue 22). The server answers
// as soon as a job is queued and, as Misskey, tells only of finished exports: an `exportCompleted`
// notification (`exportedEntity`, `fileId`) over the main stream. So an export shows as running
// from its start until that notification, and the newest one per entity stays as "last export"
// (read back from the notifications after a reload). Imports send nothing when they end
// (Misskey neither), so an import shows as started for the rest of the visit.

/** Misskey's `exportedEntity` of each section of the page. */
export const EXPORTED_ENTITY = {
  notes: 'note',
  favorites: 'favorite',
  clips: 'clip',
  following: 'following',
  lists: 'userList',
  muting: 'muting',
  blocking: 'blocking',
  antennas: 'antenna',
} as const;
export type ExportedEntity = (typeof EXPORTED_ENTITY)[keyof typeof EXPORTED_ENTITY];

export interface FinishedExport {
  fileId: string;
  createdAt: string;
}
export type LastExports = Partial<Record<ExportedEntity, FinishedExport>>;

export type StartedJob =
  | { kind: 'export'; since: number }
  | { kind: 'import'; since: number; fileName: string };

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; since: number }
  /** `fresh`: the export started on this visit has finished; else an earlier one. */
  | { kind: 'finished'; fileId: string; createdAt: string; fresh: boolean };

/**
 * Exports of one entity are limited to one an hour (notes, clips, favorites one a day), so a
 * finished one dated up to a minute before the start (the two clocks differ) is that export.
 */
const CLOCK_SKEW_MS = 60_000;

/** An entity's export as the page shows it: running, finished (this one or an earlier), none. */
export function exportState(started: StartedJob | undefined, last: FinishedExport | undefined): ExportState {
  const finished = (fresh: boolean): ExportState =>
    last ? { kind: 'finished', fileId: last.fileId, createdAt: last.createdAt, fresh } : { kind: 'idle' };
  if (started?.kind !== 'export') return finished(false);
  if (last && Date.parse(last.createdAt) >= started.since - CLOCK_SKEW_MS) return finished(true);
  return { kind: 'running', since: started.since };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The finished export a notification announces, or null for any other notification. */
export function finishedExportOf(
  notification: unknown,
): { entity: ExportedEntity; finished: FinishedExport } | null {
  if (!isRecord(notification) || notification.type !== 'exportCompleted') return null;
  const { exportedEntity, fileId, createdAt } = notification;
  const known = Object.values(EXPORTED_ENTITY) as string[];
  if (typeof exportedEntity !== 'string' || !known.includes(exportedEntity)) return null;
  if (typeof fileId !== 'string' || typeof createdAt !== 'string') return null;
  return { entity: exportedEntity as ExportedEntity, finished: { fileId, createdAt } };
}

/** Adds finished exports to what is known, keeping the newest per entity. */
export function withFinishedExports(known: LastExports, notifications: readonly unknown[]): LastExports {
  let next = known;
  for (const notification of notifications) {
    const found = finishedExportOf(notification);
    if (!found) continue;
    const current = next[found.entity];
    if (current && Date.parse(current.createdAt) >= Date.parse(found.finished.createdAt)) continue;
    next = { ...next, [found.entity]: found.finished };
  }
  return next;
}

// Jobs started during this visit, per account and section, kept outside the page so leaving it
// and coming back still shows them.
const started = new Map<string, StartedJob>();
const listeners = new Set<() => void>();
const keyOf = (accountId: string, sectionId: string, kind: StartedJob['kind']) =>
  `${accountId}:${sectionId}:${kind}`;

export const startedJobs = {
  get(accountId: string, sectionId: string, kind: StartedJob['kind']): StartedJob | undefined {
    return started.get(keyOf(accountId, sectionId, kind));
  },
  set(accountId: string, sectionId: string, job: StartedJob): void {
    started.set(keyOf(accountId, sectionId, job.kind), job);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Forgets every job (tests). */
  reset(): void {
    started.clear();
  },
};
