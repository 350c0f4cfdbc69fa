import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { decorationTransform } from './avatarDecoration';
import { UserAvatar } from './UserAvatar';

describe('decorationTransform', () => {
  it('leaves a decoration as drawn when nothing is set', () => {
    expect(decorationTransform({})).toBeUndefined();
    expect(decorationTransform({ angle: 0, flipH: false, offsetX: null, offsetY: 0 })).toBeUndefined();
  });

  it('moves, then turns (angle in turns), then mirrors', () => {
    expect(decorationTransform({ angle: 0.25, flipH: true, offsetX: 0.1, offsetY: -0.05 })).toBe(
      'translate(10%, -5%) rotate(90deg) scaleX(-1)',
    );
    expect(decorationTransform({ angle: -0.125 })).toBe('rotate(-45deg)');
    expect(decorationTransform({ offsetY: 0.2 })).toBe('translate(0%, 20%)');
  });

  it("keeps a server's values within Misskey's bounds (a half turn, a quarter) and ignores nonsense", () => {
    expect(decorationTransform({ angle: 3, offsetX: -9, offsetY: Number.NaN })).toBe(
      'translate(-25%, 0%) rotate(180deg)',
    );
  });
});

const halo = { id: 'd1', url: 'https://example.test/halo.png', angle: 0.5, flipH: true };
const alice = {
  username: 'alice',
  avatarUrl: 'https://example.test/alice.png',
  avatarDecorations: [halo, { id: 'd2', url: 'javascript:alert(1)' }],
};

function renderAvatar(settings: Partial<Settings> = {}) {
  return render(
    <SettingsProvider store={createMemorySettingsStore(settings)}>
      <UserAvatar user={alice} size={40} />
    </SettingsProvider>,
  );
}

describe('UserAvatar with decorations', () => {
  it('draws each http(s) decoration over the avatar, decorative and placed', () => {
    const { container } = renderAvatar();
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([alice.avatarUrl, halo.url]);
    const decoration = images[1] as HTMLImageElement;
    expect(decoration).toHaveAttribute('alt', '');
    expect(decoration.style.transform).toBe('rotate(180deg) scaleX(-1)');
    const frame = container.querySelector<HTMLElement>('[data-decorated]');
    expect([frame?.style.width, frame?.style.height]).toEqual(['40px', '40px']);
  });

  it('draws none when showAvatarDecorations is off', () => {
    const { container } = renderAvatar({ showAvatarDecorations: false });
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      alice.avatarUrl,
    ]);
    expect(container.querySelector('[data-decorated]')).toBeNull();
  });
});
