import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/mfm/testing';
import { UserName } from './UserName';

describe('UserName', () => {
  it('shows custom emoji of the name as pictures and unicode emoji in the chosen style', () => {
    const { container } = renderInApp(
      <UserName
        user={{ name: 'Sunrise :blob: 🌅', username: 'alice', emojis: { blob: 'https://cdn.example/b.png' } }}
      />,
      { settings: { emojiStyle: 'twemoji' } },
    );
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([':blob:', '🌅']);
    expect(images[0]).toHaveAttribute('src', 'https://cdn.example/b.png');
    expect(container.textContent).toContain('Sunrise');
  });

  it('leaves other markup as written and falls back to the username', () => {
    const { container, rerender } = renderInApp(
      <UserName user={{ name: '**loud** @bob', username: 'alice' }} />,
    );
    expect(container.textContent).toBe('**loud** @bob');
    expect(container.querySelector('strong, a')).toBeNull();
    rerender(<UserName user={{ name: '  ', username: 'alice' }} />);
    expect(container.textContent).toBe('alice');
  });
});
