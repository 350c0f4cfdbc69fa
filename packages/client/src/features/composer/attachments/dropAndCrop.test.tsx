import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clampCrop } from './cropRect';
import type { Attachments } from './useAttachments';
import { useFileDrop } from './useFileDrop';

function DropZone({ attachments }: { attachments: Attachments }) {
  const drop = useFileDrop(attachments);
  return (
    <section aria-label="composer" {...drop.props}>
      {drop.dropping ? 'drop here' : 'idle'}
    </section>
  );
}

describe('useFileDrop', () => {
  it('attaches files dropped on the composer and shows a cue while they hover', () => {
    const add = vi.fn(async () => []);
    render(<DropZone attachments={{ add } as unknown as Attachments} />);
    const zone = screen.getByRole('region', { name: 'composer' });
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveTextContent('drop here');
    fireEvent.drop(zone, { dataTransfer });
    expect(add).toHaveBeenCalledWith([file]);
    expect(zone).toHaveTextContent('idle');
  });

  it('leaves dragged text to the browser', () => {
    const add = vi.fn();
    render(<DropZone attachments={{ add } as unknown as Attachments} />);
    const zone = screen.getByRole('region', { name: 'composer' });
    fireEvent.drop(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(add).not.toHaveBeenCalled();
  });
});

describe('clampCrop', () => {
  it('keeps the crop rectangle inside the image and at least 1 px', () => {
    expect(clampCrop({ x: -5, y: 10, width: 500, height: 0 }, 300, 200)).toEqual({
      x: 0,
      y: 10,
      width: 300,
      height: 1,
    });
    expect(clampCrop({ x: 250, y: 150, width: 100, height: 100 }, 300, 200)).toEqual({
      x: 250,
      y: 150,
      width: 50,
      height: 50,
    });
    expect(clampCrop({ x: Number.NaN, y: 0, width: 10.6, height: 10 }, 300, 200)).toEqual({
      x: 0,
      y: 0,
      width: 11,
      height: 10,
    });
  });
});
