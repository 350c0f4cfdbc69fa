import { describe, expect, it } from 'vitest';
import { syncPinned } from './usePinnedLists';

describe('syncPinned', () => {
  it('drops pinned lists that are gone and takes new names, keeping the pin order', () => {
    const pinned = [
      { id: 'a', name: 'Old A' },
      { id: 'gone', name: 'Deleted' },
      { id: 'b', name: 'B' },
    ];
    expect(
      syncPinned(pinned, [
        { id: 'b', name: 'B' },
        { id: 'a', name: 'New A' },
        { id: 'c', name: 'Not pinned' },
      ]),
    ).toEqual([
      { id: 'a', name: 'New A' },
      { id: 'b', name: 'B' },
    ]);
  });

  it('answers the same array when nothing changed, so the setting is not written', () => {
    const pinned = [{ id: 'a', name: 'A' }];
    expect(syncPinned(pinned, [{ id: 'a', name: 'A' }])).toBe(pinned);
  });
});
