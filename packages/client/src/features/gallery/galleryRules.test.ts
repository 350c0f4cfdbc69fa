import { describe, expect, it } from 'vitest';
import { makeFile } from '@/features/notes/media/testing';
import {
  addFiles,
  coveredAtFirst,
  EMPTY_FIELDS,
  GALLERY_MAX_FILES,
  type GalleryFields,
  galleryProblems,
  galleryRequest,
  moveFile,
} from './galleryRules';

const files = (n: number) => Array.from({ length: n }, (_, i) => makeFile({ id: `f${i}`, name: `${i}.png` }));
const fields = (over: Partial<GalleryFields>): GalleryFields => ({ ...EMPTY_FIELDS, ...over });

describe('galleryProblems: what stops a post from being sent', () => {
  it('names a missing title (spaces count as none) and missing files', () => {
    expect(galleryProblems(EMPTY_FIELDS)).toEqual(['noTitle', 'noFiles']);
    expect(galleryProblems(fields({ title: '   ', files: files(1) }))).toEqual(['noTitle']);
    expect(galleryProblems(fields({ title: 'Cats', files: [] }))).toEqual(['noFiles']);
  });

  it('takes 1 to 32 files, and refuses the 33rd', () => {
    expect(galleryProblems(fields({ title: 'Cats', files: files(1) }))).toEqual([]);
    expect(galleryProblems(fields({ title: 'Cats', files: files(GALLERY_MAX_FILES) }))).toEqual([]);
    expect(galleryProblems(fields({ title: 'Cats', files: files(GALLERY_MAX_FILES + 1) }))).toEqual([
      'tooManyFiles',
    ]);
  });
});

describe('galleryRequest', () => {
  it('sends the trimmed title, the file ids in order, and no description for an empty one', () => {
    const request = galleryRequest(
      fields({ title: '  Cats ', description: ' \n', files: files(2), isSensitive: true }),
    );
    expect(request).toEqual({ title: 'Cats', description: null, fileIds: ['f0', 'f1'], isSensitive: true });
    expect(galleryRequest(fields({ title: 'x', description: 'Two cats\n' })).description).toBe('Two cats\n');
  });
});

describe('choosing and ordering files', () => {
  it('adds picked files after the chosen ones, once each', () => {
    const [a, b, c] = files(3) as [
      ReturnType<typeof makeFile>,
      ReturnType<typeof makeFile>,
      ReturnType<typeof makeFile>,
    ];
    expect(addFiles([a, b], [b, c, c]).map((f) => f.id)).toEqual(['f0', 'f1', 'f2']);
  });

  it('moves a file one place, and leaves the ends where they are', () => {
    const list = files(3);
    expect(moveFile(list, 0, 1).map((f) => f.id)).toEqual(['f1', 'f0', 'f2']);
    expect(moveFile(list, 2, -1).map((f) => f.id)).toEqual(['f0', 'f2', 'f1']);
    expect(moveFile(list, 0, -1).map((f) => f.id)).toEqual(['f0', 'f1', 'f2']);
    expect(moveFile(list, 2, 1).map((f) => f.id)).toEqual(['f0', 'f1', 'f2']);
  });
});

describe('coveredAtFirst: the card and the post start covered', () => {
  const plain = { isSensitive: false, files: [makeFile()] };
  const markedPost = { isSensitive: true, files: [makeFile()] };
  const markedFile = { isSensitive: false, files: [makeFile({ isSensitive: true })] };

  it('covers a post marked sensitive, or holding a file marked so, when nsfw respects marks', () => {
    expect(coveredAtFirst(plain, 'respect', false)).toBe(false);
    expect(coveredAtFirst(markedPost, 'respect', false)).toBe(true);
    expect(coveredAtFirst(markedFile, 'respect', false)).toBe(true);
  });

  it('covers everything with nsfw force or the media data saver, and nothing with ignore', () => {
    expect(coveredAtFirst(plain, 'force', false)).toBe(true);
    expect(coveredAtFirst(plain, 'respect', true)).toBe(true);
    expect(coveredAtFirst(markedPost, 'ignore', false)).toBe(false);
  });
});
