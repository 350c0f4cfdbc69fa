import { describe, expect, it } from 'vitest';
import { draftOf, fieldProblem, patchOf, SERVER_SECTIONS } from './sections';

describe('server settings sections', () => {
  const moderation = SERVER_SECTIONS.moderation;

  it('shows lists one item a line and yes/no as booleans', () => {
    const draft = draftOf(moderation, {
      disableRegistration: true,
      emailRequiredForSignup: false,
      prohibitedWords: ['spam', '/b[a4]d/i'],
      sensitiveWords: [],
    });
    expect(draft).toMatchObject({
      disableRegistration: true,
      emailRequiredForSignup: false,
      prohibitedWords: 'spam\n/b[a4]d/i',
      sensitiveWords: '',
      hiddenTags: '',
    });
  });

  it('sends only the section, lists without blank lines, empty texts as null (cleared)', () => {
    const patch = patchOf(SERVER_SECTIONS.settings, {
      name: '  Garden ',
      shortName: '',
      description: 'Line one\nLine two\n',
      maintainerName: '',
      maintainerEmail: 'a@b.example',
      pinnedUsers: '@bob\n\n  @maya  \n',
      urlPreviewEnabled: true,
      urlPreviewTimeout: ' 5000 ',
      urlPreviewMaximumContentLength: '1048576',
      urlPreviewRequireContentLength: false,
      urlPreviewUserAgent: '',
      urlPreviewSummaryProxyUrl: 'https://summaly.example/',
    });
    expect(patch).toEqual({
      name: 'Garden',
      shortName: null,
      description: 'Line one\nLine two',
      maintainerName: null,
      maintainerEmail: 'a@b.example',
      pinnedUsers: ['@bob', '@maya'],
      urlPreviewEnabled: true,
      urlPreviewTimeout: 5000,
      urlPreviewMaximumContentLength: 1048576,
      urlPreviewRequireContentLength: false,
      urlPreviewUserAgent: null,
      urlPreviewSummaryProxyUrl: 'https://summaly.example/',
    });
  });

  it('edits the URL preview limits as whole numbers', () => {
    const timeout = SERVER_SECTIONS.settings.find((f) => f.key === 'urlPreviewTimeout');
    if (!timeout) throw new Error('no URL preview timeout field');
    expect(draftOf([timeout], { urlPreviewTimeout: 10000 })).toEqual({ urlPreviewTimeout: '10000' });
    expect(fieldProblem(timeout, '10000')).toBeNull();
    expect(fieldProblem(timeout, '10 s')).toBe('number');
    expect(fieldProblem(timeout, '')).toBe('number');
  });

  it('sends the performance page as switches and whole numbers, and other settings apart', () => {
    const performance = SERVER_SECTIONS.performance;
    const draft = draftOf(performance, {
      enableServerMachineStats: true,
      enableFanoutTimeline: true,
      perUserHomeTimelineCacheMax: 300,
    });
    expect(draft).toMatchObject({
      enableServerMachineStats: true,
      enableReactionsBuffering: false,
      perUserHomeTimelineCacheMax: '300',
      perUserListTimelineCacheMax: '',
    });
    const patch = patchOf(performance, { ...draft, perUserHomeTimelineCacheMax: ' 50 ' });
    expect(patch).toMatchObject({ enableServerMachineStats: true, perUserHomeTimelineCacheMax: 50 });
    expect(Object.keys(patch)).not.toContain('enableIdenticonGeneration');
    expect(patchOf(SERVER_SECTIONS.otherSettings, { enableIdenticonGeneration: false })).toEqual({
      enableIdenticonGeneration: false,
      enableChartsForRemoteUser: false,
      enableChartsForFederatedInstances: false,
    });
  });

  it('asks for a #rrggbb theme colour, or none', () => {
    const color = SERVER_SECTIONS.branding.find((f) => f.key === 'themeColor');
    if (!color) throw new Error('no theme colour field');
    expect(fieldProblem(color, 'green')).toBe('color');
    expect(fieldProblem(color, '#86b30')).toBe('color');
    expect(fieldProblem(color, '#86b300')).toBeNull();
    expect(fieldProblem(color, '')).toBeNull();
  });
});
