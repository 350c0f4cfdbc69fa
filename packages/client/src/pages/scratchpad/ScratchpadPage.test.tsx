import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertIndent } from '@/features/aiscript/indent';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { SAVE_AFTER_MS, ScratchpadPage } from './ScratchpadPage';

afterEach(() => {
  vi.useRealTimers();
  localStorage.removeItem('shiori:scratchpad-unsaved');
});

function renderPage(scratchpad = '') {
  const store = createMemorySettingsStore({ scratchpad });
  const view = render(
    <SignedInShell store={store} api={fakeApi(() => [])}>
      <ScratchpadPage />
    </SignedInShell>,
  );
  return { store, ...view };
}

const editor = () => screen.getByRole('textbox', { name: 'Code' });
const output = () => screen.getByRole('log', { name: 'Output' });

describe('the scratchpad', () => {
  it('keeps the code in the scratchpad setting once typing pauses, and opens with it again', () => {
    vi.useFakeTimers();
    const { store, unmount } = renderPage('<: 1');
    expect(editor()).toHaveValue('<: 1');
    fireEvent.change(editor(), { target: { value: '<: "kept"' } });
    act(() => vi.advanceTimersByTime(SAVE_AFTER_MS - 100));
    expect(store.get('scratchpad')).toBe('<: 1');
    act(() => vi.advanceTimersByTime(100));
    expect(store.get('scratchpad')).toBe('<: "kept"');
    // The last keys typed before leaving are kept too.
    fireEvent.change(editor(), { target: { value: '<: "last"' } });
    unmount();
    expect(store.get('scratchpad')).toBe('<: "last"');
  });

  it('gets back what a reload cut short of the setting, and saves it again', () => {
    const first = renderPage('<: 1');
    fireEvent.change(editor(), { target: { value: '<: "typed just before the reload"' } });
    // The reload ended the setting's background write: the next page finds the old code there.
    first.unmount();
    const { store } = renderPage('<: 1');
    expect(editor()).toHaveValue('<: "typed just before the reload"');
    expect(store.get('scratchpad')).toBe('<: "typed just before the reload"');
  });

  it('runs the code: prints to the output and draws its Ui: components, whose buttons answer', async () => {
    renderPage('<: "hello"\nUi:render([Ui:C:button({ text: "Press" onClick: @() { <: "pressed" } })])');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await within(output()).findByText('hello')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Press' }));
    expect(await within(output()).findByText('pressed')).toBeInTheDocument();
  });

  it('stops a loop with no end with the stopped message, and the page answers again', async () => {
    renderPage('var n = 0\nloop { n += 1 }');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(
      await within(output()).findByText(
        'The script was stopped on line 2: it ran too long without finishing.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeDisabled();
  }, 20_000);

  it('names the line of an error, marks it in the editor until edited, and shows it on request', async () => {
    renderPage('<: "start"\nlet xs = [1]\n<: xs[3]');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(
      await within(output()).findByText(/^Error on line 3, column 4: Index out of range/),
    ).toBeInTheDocument();
    const marked = () => editor().parentElement?.querySelector('[class*="marked"]')?.textContent;
    expect(marked()).toBe('<: xs[3]\n');
    const field = editor() as HTMLTextAreaElement;
    field.setSelectionRange(0, 0);
    fireEvent.click(within(output()).getByRole('button', { name: 'Show line 3' }));
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe('<: "start"\nlet xs = [1]\n<: '.length);
    fireEvent.change(field, { target: { value: '<: "start"\nlet xs = [1]\n<: xs[0]' } });
    expect(marked()).toBeUndefined();
  });

  it('Tab indents with two spaces where the caret is, replacing a selection', () => {
    expect(insertIndent('ab', 1, 1)).toEqual({ value: 'a  b', caret: 3 });
    expect(insertIndent('abcd', 1, 3)).toEqual({ value: 'a  d', caret: 3 });
    renderPage('x');
    const field = editor() as HTMLTextAreaElement;
    field.setSelectionRange(0, 0);
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(field).toHaveValue('  x');
    // After Escape, Tab is left to the browser: the keyboard is never trapped in the editor.
    fireEvent.keyDown(field, { key: 'Escape' });
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(field).toHaveValue('  x');
  });
});
