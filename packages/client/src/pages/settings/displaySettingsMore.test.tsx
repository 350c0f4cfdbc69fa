import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { AppearanceSettingsPage } from './appearance';
import { GeneralSettingsPage } from './GeneralSettingsPage';
import { SettingsPageHarness } from './testing';

// The eight note-display settings of issue 22 on their pages (Misskey's places: note display
// and behaviour on General, the look of avatars, media and MFM on Appearance).

function renderAt(path: string, page: ReactNode) {
  const store = createMemorySettingsStore();
  render(
    <SettingsPageHarness store={store} api={fakeApi(() => ({}))} at={path}>
      {page}
    </SettingsPageHarness>,
  );
  return store;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('note display settings on General', () => {
  it('starts from Misskey’s defaults and saves each switch at once', () => {
    const store = renderAt('/settings/general', <GeneralSettingsPage />);
    const names = {
      showReactionsCount: 'Number of reactions beside the react button',
      useReactionPickerForContextMenu: 'Right-click on a note to react',
      loadRawImages: 'Show original images instead of thumbnails',
      imageNewTab: 'Open images in a new tab',
    } as const;
    for (const [key, name] of Object.entries(names) as [keyof typeof names, string][]) {
      expect(box(name).checked, name).toBe(false);
      fireEvent.click(box(name));
      expect(store.get(key), key).toBe(true);
    }
  });
});

describe('avatars, media and MFM on Appearance', () => {
  it('saves the switches, and offers animated MFM and the MFM button only while advanced MFM is on', () => {
    const store = renderAt('/settings/appearance', <AppearanceSettingsPage />);
    fireEvent.click(box('Square avatars'));
    fireEvent.click(box('Outline sensitive media'));
    fireEvent.click(box("Browser's own video and audio player"));
    expect(store.get('squareAvatars')).toBe(true);
    expect(store.get('highlightSensitiveMedia')).toBe(true);
    expect(store.get('useNativeUIForVideoAudioPlayer')).toBe(true);

    expect(box('Advanced text effects').checked).toBe(true);
    expect(box('Animated text effects')).toBeInTheDocument();
    // The composer's MFM function button (Misskey's enableQuickAddMfmFunction): off by default.
    const quickAdd = 'Text effect button in the post form';
    expect(box(quickAdd).checked).toBe(false);
    fireEvent.click(box(quickAdd));
    expect(store.get('enableQuickAddMfmFunction')).toBe(true);
    fireEvent.click(box('Advanced text effects'));
    expect(store.get('advancedMfm')).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Animated text effects' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: quickAdd })).toBeNull();
  });
});
