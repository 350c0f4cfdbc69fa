import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlurhashImage } from './BlurhashImage';

afterEach(() => vi.restoreAllMocks());

describe('BlurhashImage', () => {
  it('draws a decorative canvas 64 px on its short side', () => {
    const { container } = render(
      <BlurhashImage hash="LEHV6nWB2yk8pyo0adR*.7kCMdnj" width={800} height={400} />,
    );
    const canvas = container.querySelector('canvas');
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    expect(canvas?.width).toBe(128);
    expect(canvas?.height).toBe(64);
  });

  it('renders nothing for an invalid hash, and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<BlurhashImage hash="nope" width={10} height={10} />);
    await waitFor(() => expect(container.querySelector('canvas')).toBeNull());
    expect(warn).toHaveBeenCalled();
  });
});
