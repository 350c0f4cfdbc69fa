import { describe, expect, it } from 'vitest';
import { noteIdFromUrl } from './noteUrl';
import { extensionFor, formatPastedFileName, renamePastedFile } from './pastedFileName';

const date = new Date(2026, 0, 5, 7, 8, 9);

describe('formatPastedFileName', () => {
  it('fills the default pattern with the date, time and number', () => {
    expect(formatPastedFileName('yyyy-MM-dd HH-mm-ss [{{number}}]', date, 2)).toBe('2026-01-05 07-08-09 [2]');
  });

  it('supports short tokens and keeps other text', () => {
    expect(formatPastedFileName('clip_yy.M.d_H.m.s_{{number}}', date, 10)).toBe('clip_26.1.5_7.8.9_10');
  });

  it('does not read the letters of {{number}} as date tokens', () => {
    expect(formatPastedFileName('{{number}}', date, 3)).toBe('3');
  });
});

describe('renamePastedFile', () => {
  it('names a pasted image by the pattern and keeps its extension and type', () => {
    const file = renamePastedFile(
      new File(['x'], 'image.png', { type: 'image/png' }),
      'yyyy [{{number}}]',
      date,
      1,
    );
    expect(file.name).toBe('2026 [1].png');
    expect(file.type).toBe('image/png');
  });

  it('takes the extension from the type when the name has none', () => {
    expect(extensionFor({ name: 'blob', type: 'image/jpeg' })).toBe('jpg');
  });
});

describe('noteIdFromUrl', () => {
  const origins = ['https://example.test'];
  it('finds a note id in a link to a note on this server', () => {
    expect(noteIdFromUrl('https://example.test/notes/9abc123', origins)).toBe('9abc123');
    expect(noteIdFromUrl('  https://example.test/notes/9abc123/ ', origins)).toBe('9abc123');
  });

  it('ignores other servers, other pages and text around the link', () => {
    expect(noteIdFromUrl('https://elsewhere.test/notes/9abc123', origins)).toBeNull();
    expect(noteIdFromUrl('https://example.test/@alice', origins)).toBeNull();
    expect(noteIdFromUrl('see https://example.test/notes/9abc123', origins)).toBeNull();
    expect(noteIdFromUrl('javascript:alert(1)', origins)).toBeNull();
  });
});
