import { describe, expect, it } from 'vitest';
import { applyFileUpdate, EMPTY_LISTING, type Listing, placeFile } from './listing';
import type { DriveFile } from './types';

const file = (id: string, name: string, size: number, folderId: string | null = null) =>
  ({ id, name, size, folderId }) as DriveFile;

const loaded = (files: DriveFile[], next: Listing['next'] = 'done'): Listing => ({
  ...EMPTY_LISTING,
  files,
  next,
});

describe('placing a live file in a listing', () => {
  it('puts a new file where the order says: first when newest, by size when sorted by size', () => {
    const listing = loaded([file('b', 'b', 30), file('a', 'a', 10)]);
    expect(placeFile(listing, '+createdAt', file('c', 'c', 20)).files.map((f) => f.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(placeFile(listing, '+size', file('c', 'c', 20)).files.map((f) => f.id)).toEqual(['b', 'c', 'a']);
    expect(
      placeFile(loaded([file('a', 'a', 10), file('b', 'b', 30)]), '-name', file('c', 'ab', 5)).files.map(
        (f) => f.name,
      ),
    ).toEqual(['a', 'ab', 'b']);
  });

  it('leaves a file that belongs past the last loaded page to paging, so it never shows twice', () => {
    const listing = loaded([file('b', 'b', 30)], 'files');
    expect(placeFile(listing, '+size', file('c', 'c', 5)).files.map((f) => f.id)).toEqual(['b']);
    expect(
      placeFile(loaded([file('b', 'b', 30)]), '+size', file('c', 'c', 5)).files.map((f) => f.id),
    ).toEqual(['b', 'c']);
  });

  it('drops a file moved to another folder and re-places a renamed one', () => {
    const listing = loaded([file('a', 'a', 10), file('b', 'b', 20)]);
    expect(
      applyFileUpdate(listing, '-name', null, file('a', 'a', 10, 'elsewhere')).files.map((f) => f.id),
    ).toEqual(['b']);
    expect(applyFileUpdate(listing, '-name', null, file('a', 'z', 10)).files.map((f) => f.name)).toEqual([
      'b',
      'z',
    ]);
  });
});
