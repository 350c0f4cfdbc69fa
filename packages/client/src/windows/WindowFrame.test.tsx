import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { readViewport } from './useViewport';
import { WindowFrame } from './WindowFrame';

function renderFrame(onClose = vi.fn()) {
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <WindowFrame title="Notes" size={{ width: 500, height: 400 }} onClose={onClose}>
        <input aria-label="Inside" />
      </WindowFrame>
    </I18nProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Notes' });
  const titleBar = dialog.querySelector<HTMLElement>('[data-window-titlebar]');
  if (!titleBar) throw new Error('no title bar');
  return { dialog, titleBar, onClose };
}

const size = (element: HTMLElement) => ({
  width: Number.parseFloat(element.style.width),
  height: Number.parseFloat(element.style.height),
});

describe('WindowFrame', () => {
  it('is a non-modal dialog named by its title that takes focus', () => {
    const { dialog } = renderFrame();
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(document.activeElement).toBe(dialog);
    expect(size(dialog)).toEqual({ width: 500, height: 400 });
  });

  it('maximizes with the button and restores with the Restore button', () => {
    const { dialog } = renderFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    expect(size(dialog)).toEqual(readViewport());
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(size(dialog)).toEqual({ width: 500, height: 400 });
  });

  it('toggles maximize on a double-click of the title, not on one click', () => {
    const { dialog, titleBar } = renderFrame();
    fireEvent.click(titleBar);
    expect(dialog.dataset.windowMode).toBe('normal');
    fireEvent.click(titleBar);
    expect(dialog.dataset.windowMode).toBe('maximized');
  });

  it('minimizes to a 250×39 bar at the bottom left, and restores', () => {
    const { dialog } = renderFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Minimize' }));
    expect(size(dialog)).toEqual({ width: 250, height: 39 });
    expect(Number.parseFloat(dialog.style.left)).toBe(0);
    expect(Number.parseFloat(dialog.style.top)).toBe(readViewport().height - 39);
    expect(screen.getByLabelText('Inside', { selector: 'input' }).closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(size(dialog)).toEqual({ width: 500, height: 400 });
  });

  it('restores a maximized window when its title is dragged, then moves it', () => {
    const { dialog, titleBar } = renderFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    fireEvent.pointerDown(titleBar, { button: 0, clientX: 300, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(titleBar, { clientX: 320, clientY: 30, pointerId: 1 });
    expect(dialog.dataset.windowMode).toBe('normal');
    expect(size(dialog)).toEqual({ width: 500, height: 400 });
    const left = Number.parseFloat(dialog.style.left);
    fireEvent.pointerMove(titleBar, { clientX: 340, clientY: 60, pointerId: 1 });
    expect(Number.parseFloat(dialog.style.left)).toBe(left + 20);
    fireEvent.pointerUp(titleBar, { clientX: 340, clientY: 60, pointerId: 1 });
    // The click that ends a drag is not half of a double-click.
    fireEvent.click(titleBar);
    fireEvent.click(titleBar);
    expect(dialog.dataset.windowMode).toBe('normal');
  });

  it('resizes from a corner down to at least 250×50', () => {
    const { dialog } = renderFrame();
    const corner = dialog.querySelector<HTMLElement>('[data-resize-edge="se"]');
    if (!corner) throw new Error('no corner');
    fireEvent.pointerDown(corner, { button: 0, clientX: 500, clientY: 500, pointerId: 2 });
    fireEvent.pointerMove(corner, { clientX: 0, clientY: 0, pointerId: 2 });
    fireEvent.pointerUp(corner, { pointerId: 2 });
    expect(size(dialog)).toEqual({ width: 250, height: 50 });
  });

  it('closes on Esc while focus is inside', () => {
    const { onClose } = renderFrame();
    fireEvent.keyDown(screen.getByLabelText('Inside', { selector: 'input' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
