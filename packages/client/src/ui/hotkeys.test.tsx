import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHotkey } from './hotkeys';

function Page({ onKey }: { onKey(): void }) {
  useHotkey(['n', '?'], onKey);
  return (
    <>
      <input aria-label="Search" />
      <textarea aria-label="Note" />
      <select aria-label="Kind">
        <option>a</option>
      </select>
      <div contentEditable suppressContentEditableWarning>
        x
      </div>
      <button type="button">Plain</button>
    </>
  );
}

describe('useHotkey', () => {
  it('fires on the plain key outside text fields', () => {
    const onKey = vi.fn();
    render(<Page onKey={onKey} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Plain' }), { key: 'n' });
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect(onKey).toHaveBeenCalledTimes(2);
  });

  it('is ignored while typing in an input, textarea, select or editable content', () => {
    const onKey = vi.fn();
    render(<Page onKey={onKey} />);
    for (const name of ['Search', 'Note', 'Kind'])
      fireEvent.keyDown(screen.getByLabelText(name), { key: 'n' });
    fireEvent.keyDown(screen.getByText('x'), { key: 'n' });
    expect(onKey).not.toHaveBeenCalled();
  });

  it('is ignored with modifier keys held', () => {
    const onKey = vi.fn();
    render(<Page onKey={onKey} />);
    const target = screen.getByRole('button', { name: 'Plain' });
    fireEvent.keyDown(target, { key: 'n', ctrlKey: true });
    fireEvent.keyDown(target, { key: 'n', metaKey: true });
    fireEvent.keyDown(target, { key: 'n', altKey: true });
    fireEvent.keyDown(target, { key: 'N', shiftKey: true });
    expect(onKey).not.toHaveBeenCalled();
  });
});
