import { describe, expect, it } from 'vitest';
import { exportParams, importParams, SECTIONS } from './sections';

const byId = (id: string) => {
  const section = SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(id);
  return section;
};

describe('import-export sections', () => {
  it('has an export for every entity and imports only where Misskey has them', () => {
    expect(SECTIONS.map((s) => s.exportEndpoint)).toHaveLength(8);
    expect(SECTIONS.filter((s) => s.importEndpoint).map((s) => s.id)).toEqual([
      'following',
      'lists',
      'muting',
      'blocking',
      'antennas',
    ]);
  });

  it('sends the following export its two options, chosen or not, and nothing to the others', () => {
    expect(exportParams(byId('following'), { excludeMuting: true })).toEqual({
      excludeMuting: true,
      excludeInactive: false,
    });
    expect(exportParams(byId('notes'), { excludeMuting: true })).toEqual({});
  });

  it('sends withReplies only with a following import', () => {
    expect(importParams(byId('following'), 'f1', { withReplies: true })).toEqual({
      fileId: 'f1',
      withReplies: true,
    });
    expect(importParams(byId('muting'), 'f2', { withReplies: true })).toEqual({ fileId: 'f2' });
  });
});
