import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { UserAvatar } from './UserAvatar';

const alice = { username: 'alice', name: 'Alice', avatarUrl: 'https://example.test/alice.gif' };
const saver = { media: false, avatar: true, urlPreview: false, code: false };

function renderWith(settings: Partial<Settings> | null, ui: ReactNode) {
  if (settings === null) return render(ui);
  return render(<SettingsProvider store={createMemorySettingsStore(settings)}>{ui}</SettingsProvider>);
}

describe('UserAvatar display settings', () => {
  it('loads the picture by default, with or without a settings provider', () => {
    for (const settings of [{}, null]) {
      const { container, unmount } = renderWith(settings, <UserAvatar user={alice} />);
      expect(container.querySelector('img')).toHaveAttribute('src', alice.avatarUrl);
      unmount();
    }
  });

  it('loads no picture under the data saver: the initial stands in', () => {
    const { container } = renderWith({ dataSaver: saver }, <UserAvatar user={alice} />);
    expect(container.querySelector('img, canvas')).toBeNull();
    expect(container.textContent).toBe('A');
  });

  it('draws a still first frame instead of the moving picture when animated images are stopped', async () => {
    const { container } = renderWith({ disableShowingAnimatedImages: true }, <UserAvatar user={alice} />);
    await vi.waitFor(() =>
      expect(container.querySelector('canvas[data-still]')).toHaveAttribute('aria-hidden', 'true'),
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
