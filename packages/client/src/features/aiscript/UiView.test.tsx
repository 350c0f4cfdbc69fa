import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERMISSIONS } from './permissions';
import { createSandbox, type Sandbox, type ScriptHost } from './sandbox';
import { UiView } from './UiView';

const printed: string[] = [];
const host: ScriptHost = {
  user: null,
  customEmojis: [],
  locale: 'en-US',
  serverUrl: 'http://localhost',
  pageUrl: () => 'http://localhost/',
  storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
  dialog: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  consentToApi: vi.fn(async () => false),
  callApi: vi.fn(async () => ({})),
  print: (text) => printed.push(text),
  reportError: () => {},
};

let sandbox: Sandbox | null = null;
afterEach(() => {
  sandbox?.dispose();
  printed.length = 0;
});

async function show(code: string) {
  sandbox = createSandbox({ scriptId: 'view', host, permissions: DEFAULT_PERMISSIONS });
  expect(await sandbox.run(code)).toBeNull();
  const store = sandbox.ui;
  return render(<UiView store={store} />);
}

describe('UiView', () => {
  it("draws a script's text as text, never as markup", async () => {
    const { container } = await show('Ui:render([Ui:C:text({ text: "<img src=x onerror=alert(1)>" })])');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('passes typed text and presses to the script, and shows its updates', async () => {
    await show(
      [
        'var name = ""',
        'let out = Ui:C:text({ text: "none" }, "out")',
        'Ui:render([',
        '  Ui:C:textInput({ label: "Name", onInput: @(v) { name = v } })',
        '  Ui:C:button({ text: "Show", onClick: @() { out.update({ text: name }) } })',
        '  Ui:C:switch({ label: "Loud", onChange: @(on) { <: on } })',
        '  out',
        '])',
      ].join('\n'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Bob' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    });
    expect(await screen.findByText('Bob')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Loud' }));
    });
    expect(printed).toEqual(['true']);
  });

  it('stops drawing a tree that contains itself', async () => {
    await show(
      [
        'let box = Ui:C:container({ children: [] }, "box")',
        'box.update({ children: [box, Ui:C:text({ text: "inside" })] })',
        'Ui:render([box])',
      ].join('\n'),
    );
    expect(screen.getAllByText('inside').length).toBeGreaterThan(1);
  });
});
