import { describe, expect, it } from 'vitest';
import { antennaSource } from '@/features/antennas/antennaSource';
import { channelSource } from '@/features/channels/channelSource';
import { userListSource } from '@/features/lists/listSource';
import { SETTING_DEFAULTS } from '@/settings';
import { chosenSourceOf, noteSourceOf, withChosenSource, withPlainSource } from './chosenSource';

const tl = SETTING_DEFAULTS.tl;

describe('the chosen source in the tl setting', () => {
  it('is stored as src plus the id in its own field, with the name, and read back', () => {
    const saved = withChosenSource(tl, { kind: 'antenna', id: 'a1' }, 'Cats');
    expect(saved).toMatchObject({
      src: 'antenna',
      antenna: 'a1',
      name: 'Cats',
      userList: null,
      channel: null,
    });
    expect(chosenSourceOf(saved)).toEqual({ kind: 'antenna', id: 'a1' });
    const list = withChosenSource(saved, { kind: 'list', id: 'l1' }, 'Friends');
    expect(list).toMatchObject({ src: 'list', userList: 'l1', name: 'Friends' });
    expect(chosenSourceOf(list)).toEqual({ kind: 'list', id: 'l1' });
    expect(chosenSourceOf(withChosenSource(tl, { kind: 'channel', id: 'c1' }, 'Tea'))).toEqual({
      kind: 'channel',
      id: 'c1',
    });
  });

  it('is none for the four sources, or when the id is missing', () => {
    expect(chosenSourceOf(tl)).toBeNull();
    expect(chosenSourceOf({ ...tl, src: 'antenna', antenna: null })).toBeNull();
  });

  it('is forgotten when a plain source is picked, keeping the filter', () => {
    const filter = { ...tl.filter, withRenotes: false };
    const back = withPlainSource(
      withChosenSource({ ...tl, filter }, { kind: 'channel', id: 'c1' }, 'Tea'),
      'local',
    );
    expect(back).toEqual({ ...tl, filter, src: 'local', channel: null, name: null });
    expect(withPlainSource(tl, 'global')).toEqual({ ...tl, src: 'global' });
  });

  it('reads the same source as the list, antenna and channel pages, so the reading position is shared', () => {
    expect(noteSourceOf({ kind: 'list', id: 'l1' })).toEqual(userListSource('l1'));
    expect(noteSourceOf({ kind: 'antenna', id: 'a1' })).toEqual(antennaSource('a1'));
    expect(JSON.stringify(noteSourceOf({ kind: 'channel', id: 'c1' }))).toBe(
      JSON.stringify(channelSource('c1')),
    );
  });
});
