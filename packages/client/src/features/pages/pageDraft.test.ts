import { beforeEach, describe, expect, it } from 'vitest';
import {
  dropPageDraft,
  emptyPageFields,
  pageDraftKey,
  pageRequestBody,
  readPageDraft,
  writePageDraft,
} from './pageDraft';

const account = { id: 'u1', origin: 'https://example.test' };

describe('the page editor’s draft', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per account, server and page', () => {
    expect(pageDraftKey(account, null)).toBe('shiori:pageDraft:u1@example.test:new');
    expect(pageDraftKey(account, 'p9')).toBe('shiori:pageDraft:u1@example.test:p9');
  });

  it('reads back everything that was written, and nothing once dropped', () => {
    const key = pageDraftKey(account, null);
    const fields = {
      ...emptyPageFields('name'),
      title: 'Hello',
      font: 'serif' as const,
      alignCenter: true,
      eyeCatchingImage: { id: 'f1', url: 'https://example.test/f1.png', name: 'f1.png' },
      content: [
        {
          id: 's',
          type: 'section' as const,
          title: 'S',
          children: [{ id: 't', type: 'text' as const, text: 'x' }],
        },
      ],
      files: { f2: { url: 'https://example.test/f2.png', name: 'f2.png' } },
    };
    writePageDraft(localStorage, key, fields);
    expect(readPageDraft(localStorage, key)).toEqual(fields);
    dropPageDraft(localStorage, key);
    expect(readPageDraft(localStorage, key)).toBeNull();
  });

  it('survives a damaged record', () => {
    const key = pageDraftKey(account, 'p1');
    localStorage.setItem(key, '{not json');
    expect(readPageDraft(localStorage, key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ title: 5, font: 'comic', content: 'x', files: { a: 1 } }));
    expect(readPageDraft(localStorage, key)).toEqual({ ...emptyPageFields(''), title: '' });
  });

  it('becomes Misskey’s create body, with no script or variables', () => {
    const body = pageRequestBody({ ...emptyPageFields(' n '), title: ' T ', summary: '  ' });
    expect(body).toEqual({
      title: 'T',
      name: 'n',
      summary: null,
      content: [],
      variables: [],
      script: '',
      eyeCatchingImageId: null,
      font: 'sans-serif',
      alignCenter: false,
      hideTitleWhenPinned: false,
    });
  });
});
