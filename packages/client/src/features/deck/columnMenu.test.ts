import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n } from '@/i18n';
import type { MenuItem } from '@/ui';
import { type ColumnMenuActions, columnMenuItems } from './columnMenu';
import { type Deck, newColumn, possibleMoves } from './model';

function actions(): ColumnMenuActions {
  return {
    choose: vi.fn(),
    chooseAccount: vi.fn(),
    setTimeline: vi.fn(),
    setFlag: vi.fn(),
    setSound: vi.fn(),
    rename: vi.fn(),
    setWidth: vi.fn(),
    toggleCollapsed: vi.fn(),
    move: vi.fn(),
    remove: vi.fn(),
  };
}

const texts = (items: MenuItem[]) => items.flatMap((item) => ('text' in item ? [item.text] : []));

describe('a column’s menu', () => {
  const list = { ...newColumn('list', 'l'), withRenotes: false };
  const deck: Deck = {
    columns: [newColumn('main', 'm'), list, newColumn('notifications', 'n')],
    layout: [['m'], ['l', 'n']],
  };

  it('offers what the column follows, its filters, and only the moves that can be made', () => {
    const items = columnMenuItems(list, possibleMoves(deck, 'l'), fallbackI18n(), actions());
    expect(texts(items)).toEqual([
      'Choose a list',
      'Show renotes',
      'Show replies',
      'Only notes with files',
      'Sound for new notes',
      'Volume of that sound',
      'Read as account',
      'Rename',
      'Width',
      'Collapse',
      'Move left',
      'Move down',
      'Stack under the column on the left',
      'Pop out to a column of its own',
      'Remove column',
    ]);
    const renotes = items.find((item) => 'text' in item && item.text === 'Show renotes');
    expect(renotes).toMatchObject({ type: 'switch', checked: false });
  });

  it('offers only the timelines the server allows', () => {
    const tl = newColumn('tl', 't');
    const items = columnMenuItems(tl, possibleMoves(deck, 't'), fallbackI18n(), actions(), [
      'home',
      'social',
    ]);
    const source = items[0];
    if (source?.type !== 'radio') throw new Error('no timeline choice');
    expect(source.options.map((option) => option.value)).toEqual(['home', 'social']);
  });

  it('gives a notifications column no note filters, and hands each choice to its action', () => {
    const act = actions();
    const items = columnMenuItems(deck.columns[2] ?? list, possibleMoves(deck, 'n'), fallbackI18n(), act);
    expect(texts(items)).not.toContain('Show renotes');
    const up = items.find((item) => 'text' in item && item.text === 'Move up');
    if (up?.type !== 'button') throw new Error('no Move up');
    up.action();
    expect(act.move).toHaveBeenCalledWith('up');
    const width = items.find((item) => item.type === 'radio');
    if (width?.type !== 'radio') throw new Error('no width');
    expect(width.options.map((option) => option.text)).toContain('330 px');
    width.onChange('480');
    expect(act.setWidth).toHaveBeenCalledWith(480);
  });

  it('lets a column read as another account, except the main column, which has no such entry', () => {
    const act = actions();
    const items = columnMenuItems(list, possibleMoves(deck, 'l'), fallbackI18n(), act);
    const readAs = items.find((item) => 'text' in item && item.text === 'Read as account');
    if (readAs?.type !== 'button') throw new Error('no Read as account');
    readAs.action();
    expect(act.chooseAccount).toHaveBeenCalled();
    const { chooseAccount: _none, ...withoutAccount } = actions();
    const main = columnMenuItems(
      deck.columns[0] ?? list,
      possibleMoves(deck, 'm'),
      fallbackI18n(),
      withoutAccount,
    );
    expect(texts(main)).not.toContain('Read as account');
  });

  it('gives a note column a sound of its own for new notes and its volume; a notifications column none', () => {
    const act = actions();
    const tl = { ...newColumn('tl', 't'), soundSetting: { type: 'shiori/pop', volume: 0.5 } };
    const items = columnMenuItems(tl, possibleMoves(deck, 'l'), fallbackI18n(), act);
    const sound = items.find((item) => 'text' in item && item.text === 'Sound for new notes');
    const volume = items.find((item) => 'text' in item && item.text === 'Volume of that sound');
    if (sound?.type !== 'radio' || volume?.type !== 'radio') throw new Error('no sound items');
    expect(sound.value).toBe('shiori/pop');
    expect(sound.options.map((option) => option.text)).toEqual([
      'None',
      'Soft blip',
      'FM blip',
      'Drop',
      'Pop',
      'Click',
      'Rising chime',
      'Bell',
      'Three-note chime',
    ]);
    sound.onChange('shiori/chime-bell');
    expect(act.setSound).toHaveBeenLastCalledWith({ type: 'shiori/chime-bell', volume: 0.5 });
    sound.onChange('');
    expect(act.setSound).toHaveBeenLastCalledWith({ type: null, volume: 0.5 });
    expect(volume.value).toBe('0.5');
    expect(volume.options.map((option) => option.text)).toEqual(['25%', '50%', '75%', '100%']);
    volume.onChange('1');
    expect(act.setSound).toHaveBeenLastCalledWith({ type: 'shiori/pop', volume: 1 });
    const notifications = columnMenuItems(
      deck.columns[2] ?? list,
      possibleMoves(deck, 'n'),
      fallbackI18n(),
      act,
    );
    expect(texts(notifications)).not.toContain('Sound for new notes');
  });
});
