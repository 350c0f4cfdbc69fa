import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REACTIONS } from '@/settings';
import { buildEmojiFolders, groupByTag } from './customTree';
import { resolvePickerMode } from './openEmojiPicker';
import { pickerSize } from './pickerSize';
import { makeCustomEmoji, setupPicker } from './testing';

const picker = () => screen.getByRole('dialog', { name: /emoji picker|choose a reaction/i });
const search = () => within(picker()).getByRole('searchbox', { name: 'Search emoji' });
const optionNames = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('option')
    .map((option) => option.getAttribute('aria-label'));

describe('emoji picker', () => {
  it('opens on the pinned profile with the search box focused', async () => {
    const { open } = setupPicker();
    await open();
    await waitFor(() => expect(search()).toHaveFocus());
    const pinned = within(picker()).getByRole('listbox', { name: 'Pinned' });
    expect(within(pinned).getAllByRole('option')).toHaveLength(DEFAULT_REACTIONS.length);
    expect(within(picker()).getByRole('tab', { name: 'Pinned' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the exact match first, then prefix matches, in the custom group', async () => {
    const emojis = [
      makeCustomEmoji('bigcat'),
      makeCustomEmoji('catnap'),
      makeCustomEmoji('cat'),
      makeCustomEmoji('dog'),
    ];
    const { open, user } = setupPicker({ emojis });
    await open();
    await user.type(search(), 'cat');
    const custom = await within(picker()).findByRole('listbox', { name: 'Custom emoji' });
    await waitFor(() => expect(optionNames(custom)).toEqual([':cat:', ':catnap:', ':bigcat:']));
  });

  it('shows no tab as current while searching, and a tab chosen then ends the search', async () => {
    const { open, user } = setupPicker({ emojis: [makeCustomEmoji('cat')] });
    await open();
    const tab = (name: string) => within(picker()).getByRole('tab', { name });
    await user.click(tab('Unicode'));
    expect(tab('Unicode')).toHaveAttribute('aria-selected', 'true');
    await user.type(search(), 'cat');
    await within(picker()).findByRole('listbox', { name: 'Custom emoji' });
    for (const name of ['Pinned', 'Custom', 'Unicode', 'Tags'])
      expect(tab(name)).toHaveAttribute('aria-selected', 'false');
    // The tab list keeps its one tab stop.
    expect(tab('Unicode')).toHaveAttribute('tabindex', '0');
    await user.click(tab('Custom'));
    expect(search()).toHaveValue('');
    expect(tab('Custom')).toHaveAttribute('aria-selected', 'true');
  });

  it('resolves with the emoji picked with Enter and records it as recently used', async () => {
    const { open, user, settings } = setupPicker();
    const { result } = await open();
    await waitFor(() => expect(search()).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    const pinned = within(picker()).getByRole('listbox', { name: 'Pinned' });
    const first = within(pinned).getAllByRole('option')[0] as HTMLElement;
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(result).resolves.toBe(DEFAULT_REACTIONS[0]);
    expect(settings.get('recentlyUsedEmojis')[0]).toBe(DEFAULT_REACTIONS[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus between emoji with the arrow keys, keeping one tab stop', async () => {
    const { open, user } = setupPicker();
    await open();
    await waitFor(() => expect(search()).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    const options = within(within(picker()).getByRole('listbox', { name: 'Pinned' })).getAllByRole('option');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(options[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(options[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(options.at(-1)).toHaveFocus();
    expect(options.filter((option) => option.tabIndex === 0)).toHaveLength(1);
  });

  it('shows recently used emoji on the next opening, newest first', async () => {
    const { open, user } = setupPicker({ settings: { recentlyUsedEmojis: ['🎉', '👍'] } });
    const { result: first } = await open();
    await user.click(
      within(within(picker()).getByRole('listbox', { name: 'Pinned' })).getAllByRole(
        'option',
      )[3] as HTMLElement,
    );
    await expect(first).resolves.toBe(DEFAULT_REACTIONS[3]);
    await open();
    const recent = await within(picker()).findByRole('listbox', { name: 'Recently used' });
    const values = within(recent)
      .getAllByRole('option')
      .map((option) => option.dataset.value);
    expect(values).toEqual([DEFAULT_REACTIONS[3], '🎉', '👍']);
  });

  it('does not offer a sensitive custom emoji for a note that accepts only non-sensitive ones', async () => {
    const emojis = [makeCustomEmoji('party_safe'), makeCustomEmoji('party_nsfw', { isSensitive: true })];
    const { open, user } = setupPicker({ emojis });
    await open({ reactionTarget: { reactionAcceptance: 'nonSensitiveOnly' } });
    await user.type(search(), 'party');
    const custom = await within(picker()).findByRole('listbox', { name: 'Custom emoji' });
    expect(optionNames(custom)).toEqual([':party_safe:']);
    await user.clear(search());
    await user.click(within(picker()).getByRole('tab', { name: 'Custom' }));
    expect(optionNames(picker())).toEqual([':party_safe:']);
  });

  it('offers only the like on a like-only note', async () => {
    const emojis = [makeCustomEmoji('blobheart')];
    const { open, user } = setupPicker({ emojis });
    await open({ reactionTarget: { reactionAcceptance: 'likeOnly' } });
    const pinned = within(picker()).getByRole('listbox', { name: 'Pinned' });
    const options = within(pinned).getAllByRole('option');
    expect(options.map((option) => option.dataset.value)).toEqual(['❤️']);
    await user.type(search(), 'heart');
    await waitFor(() => expect(within(picker()).queryByRole('listbox', { name: 'Custom emoji' })).toBeNull());
    const unicode = await within(picker()).findByRole('listbox', { name: 'Standard emoji' });
    for (const option of within(unicode).getAllByRole('option'))
      expect(['❤️', '❤']).toContain(option.dataset.value);
  });

  it('switches pinned profiles, starting at the default and limited by the role policy', async () => {
    const profiles = [['👍'], ['🍮', '🎉'], ['😇'], ['😥'], ['💢'], ['🤔']];
    const { open, user } = setupPicker({
      settings: { reactionProfiles: profiles, pickerProfileDefault: 2 },
      me: { policies: { emojiPickerProfileLimit: 3 } as never },
    });
    await open();
    const switcher = within(picker()).getByRole('group', { name: 'Pinned profile' });
    expect(within(switcher).getAllByRole('button')).toHaveLength(3);
    expect(within(switcher).getByRole('button', { name: 'Profile 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const values = () =>
      within(within(picker()).getByRole('listbox', { name: 'Pinned' }))
        .getAllByRole('option')
        .map((option) => option.dataset.value);
    expect(values()).toEqual(['🍮', '🎉']);
    await user.click(within(switcher).getByRole('button', { name: 'Profile 3' }));
    expect(values()).toEqual(['😇']);
  });

  it('resolves with null when dismissed with Escape', async () => {
    const { open, user } = setupPicker();
    const { result } = await open();
    await waitFor(() => expect(search()).toHaveFocus());
    await act(async () => {
      picker().dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await expect(result).resolves.toBeNull();
    void user;
  });
});

describe('emoji picker styles', () => {
  it('opens as a movable window when emojiPickerStyle is window, and its Close button dismisses it', async () => {
    const { open, user } = setupPicker({ settings: { emojiPickerStyle: 'window' } });
    const { result } = await open();
    const frame = document.querySelector('[data-emoji-picker="window"]') as HTMLElement;
    expect(frame).not.toBeNull();
    const pickerWindow = within(frame).getByRole('dialog', { name: 'Emoji picker' });
    expect(within(pickerWindow).getByRole('searchbox', { name: 'Search emoji' })).toBeInTheDocument();
    await user.click(within(pickerWindow).getByRole('button', { name: 'Close' }));
    await expect(result).resolves.toBeNull();
  });

  it('is a drawer on small screens in auto, a popup otherwise, and what the setting says when set', () => {
    expect(resolvePickerMode('auto', true)).toBe('drawer');
    expect(resolvePickerMode('auto', false)).toBe('popup');
    expect(resolvePickerMode('popup', true)).toBe('popup');
    expect(resolvePickerMode('window', false)).toBe('window');
  });
});

describe('custom emoji folders', () => {
  it('nests categories by slash, sorts them, and puts the uncategorised last', () => {
    const folders = buildEmojiFolders([
      makeCustomEmoji('a', { category: 'Food/Fruit' }),
      makeCustomEmoji('b', { category: 'Animals' }),
      makeCustomEmoji('c'),
      makeCustomEmoji('d', { category: 'Food' }),
    ]);
    expect(folders.map((folder) => folder.path)).toEqual(['Animals', 'Food', null]);
    expect(folders[1]?.children.map((child) => [child.name, child.emojis.map((e) => e.name)])).toEqual([
      ['Fruit', ['a']],
    ]);
  });

  it('groups custom emoji by tag', () => {
    const tags = groupByTag([
      makeCustomEmoji('x', { aliases: ['cute', 'cat'] }),
      makeCustomEmoji('y', { aliases: ['cat'] }),
    ]);
    expect(tags.map(({ tag, emojis }) => [tag, emojis.map((e) => e.name)])).toEqual([
      ['cat', ['x', 'y']],
      ['cute', ['x']],
    ]);
  });

  it('turns the size settings into pixels, clamping unknown steps', () => {
    expect(pickerSize(1, 1, 2)).toEqual({ cell: 36, glyph: 24, columns: 8, rows: 8 });
    expect(pickerSize(9, 0, Number.NaN)).toMatchObject({ cell: 68, columns: 8, rows: 5 });
  });
});
