import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORTED_ENTITY, exportState, finishedExportOf, startedJobs, withFinishedExports } from './progress';
import { SECTIONS } from './sections';

const completed = (exportedEntity: string, fileId: string, createdAt: string) => ({
  id: `n-${fileId}`,
  type: 'exportCompleted',
  exportedEntity,
  fileId,
  createdAt,
});

afterEach(() => startedJobs.reset());

describe('finished exports', () => {
  it('name an entity for every section of the page', () => {
    for (const section of SECTIONS) expect(Object.keys(EXPORTED_ENTITY), section.id).toContain(section.id);
  });

  it('are read from exportCompleted notifications only', () => {
    expect(finishedExportOf(completed('note', 'f1', '2026-01-01T10:00:00.000Z'))).toEqual({
      entity: 'note',
      finished: { fileId: 'f1', createdAt: '2026-01-01T10:00:00.000Z' },
    });
    expect(finishedExportOf({ type: 'follow', createdAt: '2026-01-01T10:00:00.000Z' })).toBeNull();
    expect(finishedExportOf(completed('customEmoji', 'f2', '2026-01-01T10:00:00.000Z'))).toBeNull();
    expect(finishedExportOf(null)).toBeNull();
  });

  it('keep the newest per entity, whatever order they come in', () => {
    const known = withFinishedExports({}, [
      completed('note', 'old', '2026-01-01T10:00:00.000Z'),
      completed('note', 'new', '2026-01-02T10:00:00.000Z'),
      completed('following', 'f', '2026-01-01T11:00:00.000Z'),
    ]);
    expect(known.note?.fileId).toBe('new');
    expect(
      withFinishedExports(known, [completed('note', 'older', '2025-12-31T10:00:00.000Z')]).note?.fileId,
    ).toBe('new');
    expect(known.following?.fileId).toBe('f');
  });
});

describe('an export as the page shows it', () => {
  const since = Date.parse('2026-01-02T10:00:00.000Z');

  it('runs from its start until its notification arrives, then is fresh', () => {
    expect(exportState({ kind: 'export', since }, undefined)).toEqual({ kind: 'running', since });
    // The one finished an hour earlier is not this export.
    const earlier = { fileId: 'a', createdAt: '2026-01-02T09:00:00.000Z' };
    expect(exportState({ kind: 'export', since }, earlier)).toEqual({ kind: 'running', since });
    // Ten seconds "before" the start by the server's clock still counts: the clocks differ.
    const done = { fileId: 'b', createdAt: '2026-01-02T09:59:50.000Z' };
    expect(exportState({ kind: 'export', since }, done)).toEqual({ kind: 'finished', ...done, fresh: true });
  });

  it('shows an earlier export when none was started on this visit, or nothing', () => {
    const earlier = { fileId: 'a', createdAt: '2026-01-01T09:00:00.000Z' };
    expect(exportState(undefined, earlier)).toEqual({ kind: 'finished', ...earlier, fresh: false });
    expect(exportState({ kind: 'import', since, fileName: 'x.csv' }, undefined)).toEqual({ kind: 'idle' });
  });
});

describe('started jobs', () => {
  it('are kept per account, section and kind, and tell their listeners', () => {
    const listener = vi.fn();
    const stop = startedJobs.subscribe(listener);
    startedJobs.set('alice', 'following', { kind: 'import', since: 1, fileName: 'f.csv' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(startedJobs.get('alice', 'following', 'import')).toEqual({
      kind: 'import',
      since: 1,
      fileName: 'f.csv',
    });
    expect(startedJobs.get('alice', 'following', 'export')).toBeUndefined();
    expect(startedJobs.get('bob', 'following', 'import')).toBeUndefined();
    stop();
    startedJobs.set('alice', 'notes', { kind: 'export', since: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
