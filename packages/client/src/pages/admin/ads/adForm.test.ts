import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, emptyDraft, toLocalInput } from './adForm';

const NOW = new Date(2026, 10, 26, 9, 30).getTime();

function valid() {
  return { ...emptyDraft(NOW), url: 'https://example.com/', imageUrl: 'https://example.com/a.png' };
}

describe('checkDraft', () => {
  it('turns a valid draft into admin/ad/create parameters', () => {
    const { problems, params } = checkDraft({ ...valid(), ratio: '3', dayOfWeek: 0b0100010, memo: 'Spring' });
    expect(problems).toEqual({});
    expect(params).toEqual({
      url: 'https://example.com/',
      imageUrl: 'https://example.com/a.png',
      memo: 'Spring',
      place: 'horizontal',
      priority: 'middle',
      ratio: 3,
      startsAt: NOW,
      expiresAt: NOW + 7 * 24 * 60 * 60 * 1000,
      dayOfWeek: 0b0100010,
      isSensitive: false,
    });
  });

  it('refuses a link or picture that is not http(s)', () => {
    const { problems, params } = checkDraft({
      ...valid(),
      url: 'javascript:alert(1)',
      imageUrl: 'picture.png',
    });
    expect(problems).toEqual({ url: true, imageUrl: true });
    expect(params).toBeNull();
  });

  it('refuses a ratio that is not a whole number of 0 or more', () => {
    for (const ratio of ['', '-1', '1.5', 'many'])
      expect(checkDraft({ ...valid(), ratio }).problems).toEqual({ ratio: true });
    expect(checkDraft({ ...valid(), ratio: '0' }).params?.ratio).toBe(0);
  });

  it('needs both dates and an end after the start', () => {
    expect(checkDraft({ ...valid(), startsAt: '' }).problems).toEqual({ startsAt: true });
    const backwards = { ...valid(), expiresAt: toLocalInput(NOW - 60_000) };
    expect(checkDraft(backwards).problems).toEqual({ period: true });
  });

  it('reads an ad back into the same draft', () => {
    const draft = draftOf({
      id: 'x',
      url: 'https://example.com/',
      imageUrl: 'https://example.com/a.png',
      memo: 'm',
      place: 'square',
      priority: 'high',
      ratio: 2,
      startsAt: new Date(NOW).toISOString(),
      expiresAt: new Date(NOW + 60_000).toISOString(),
      dayOfWeek: 1,
      isSensitive: true,
    } as Parameters<typeof draftOf>[0]);
    expect(draft).toMatchObject({
      place: 'square',
      priority: 'high',
      ratio: '2',
      dayOfWeek: 1,
      isSensitive: true,
    });
    expect(checkDraft(draft).params).toMatchObject({ startsAt: NOW, expiresAt: NOW + 60_000 });
  });
});
