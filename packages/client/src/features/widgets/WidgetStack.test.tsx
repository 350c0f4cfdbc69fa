import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import type { StackWidget } from './types';
import { WidgetStack } from './WidgetStack';

/** The stack under an owner that keeps the list in state and records every change handed over. */
function Owner({ initial, saved }: { initial: StackWidget[]; saved: StackWidget[][] }) {
  const [widgets, setWidgets] = useState(initial);
  return (
    <WidgetStack
      widgets={widgets}
      onChange={(next) => {
        saved.push(next);
        setWidgets(next);
      }}
      create={(widget) => widget}
    />
  );
}

function renderStack(initial: StackWidget[], answer: (endpoint: string) => unknown = () => []) {
  const saved: StackWidget[][] = [];
  const api = fakeApi(answer);
  render(
    <SignedInShell store={createMemorySettingsStore()} api={api}>
      <Owner initial={initial} saved={saved} />
    </SignedInShell>,
  );
  return { saved };
}

const regionNames = () =>
  screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
const openOptions = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name: `${name} options` }));

describe('WidgetStack', () => {
  it('adds a widget from the menu of types and hands the owner the new list', async () => {
    const { saved } = renderStack([]);
    expect(screen.getByText('No widgets here. Add one to keep it at hand.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add widget' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Unix clock' }));
    const region = await screen.findByRole('region', { name: 'Unix clock' });
    expect(await within(region).findByText(/^\d{10}$/)).toBeInTheDocument();
    expect(saved.at(-1)?.map((widget) => widget.name)).toEqual(['unixClock']);
    expect(screen.getByText('Unix clock added.')).toBeInTheDocument();
  });

  it('moves a widget up and down from its menu and says where it went', () => {
    const { saved } = renderStack([
      { id: 'a', name: 'calendar', data: {} },
      { id: 'b', name: 'unixClock', data: {} },
    ]);
    expect(regionNames()).toEqual(['widget-a', 'widget-b']);
    openOptions('Unix clock');
    expect(screen.queryByRole('menuitem', { name: 'Move down' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move up' }));
    expect(regionNames()).toEqual(['widget-b', 'widget-a']);
    expect(saved.at(-1)?.map((widget) => widget.id)).toEqual(['b', 'a']);
    expect(screen.getByText('Unix clock moved to place 1 of 2.')).toBeInTheDocument();
  });

  it('removes a widget', () => {
    const { saved } = renderStack([
      { id: 'a', name: 'calendar', data: {} },
      { id: 'b', name: 'unixClock', data: {} },
    ]);
    openOptions('Calendar');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    expect(regionNames()).toEqual(['widget-b']);
    expect(saved.at(-1)).toEqual([{ id: 'b', name: 'unixClock', data: {} }]);
  });

  it('edits a widget’s settings in a dialog, which changes what it shows', async () => {
    const { saved } = renderStack([{ id: 'a', name: 'digitalClock', data: {} }]);
    const region = screen.getByRole('region', { name: 'Digital clock' });
    expect(await within(region).findByText("This device's time zone")).toBeInTheDocument();
    openOptions('Digital clock');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Digital clock settings' });
    fireEvent.change(within(dialog).getByLabelText('Time zone'), { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(within(dialog).getByLabelText('Show seconds'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(await within(region).findByText('Asia/Tokyo')).toBeInTheDocument();
    expect(saved.at(-1)?.[0]?.data).toEqual({ timeZone: 'Asia/Tokyo', showSeconds: false, showZone: true });
  });

  it('chooses the activity view in the settings dialog and saves it as Misskey’s number', async () => {
    const days = Array.from({ length: 147 }, () => 0);
    const chart = {
      inc: days,
      dec: days,
      total: days,
      diffs: { normal: days, reply: days, renote: days, withFile: days },
    };
    const { saved } = renderStack([{ id: 'a', name: 'activity', data: { view: 0 } }], (endpoint) =>
      endpoint === 'charts/user/notes' ? chart : [],
    );
    const region = screen.getByRole('region', { name: 'Activity' });
    expect(await within(region).findByRole('button', { name: 'Show as chart' })).toBeInTheDocument();
    openOptions('Activity');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activity settings' });
    const view = within(dialog).getByLabelText('View');
    expect(within(view).getByRole('option', { name: 'Heat map' })).toHaveProperty('selected', true);
    fireEvent.change(view, {
      target: { value: within(view).getByRole('option', { name: 'Bar chart' }).getAttribute('value') },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(saved.at(-1)?.[0]?.data).toEqual({ transparent: false, view: 1 });
    // The widget's own switch still goes back, and saves the number too.
    fireEvent.click(await within(region).findByRole('button', { name: 'Show as calendar' }));
    expect(saved.at(-1)?.[0]?.data).toEqual({ transparent: false, view: 0 });
  });

  it('gives each widget’s body the size its definition declares, and follows its height setting', async () => {
    const { saved } = renderStack([
      { id: 'a', name: 'notifications', data: {} },
      { id: 'b', name: 'calendar', data: {} },
      { id: 'c', name: 'someday', data: {} },
    ]);
    const bodyOf = (name: string) => screen.getByRole('region', { name }).lastElementChild as HTMLElement;
    // Misskey's notifications widget is 300 px tall, its list scrolling inside.
    expect(bodyOf('Notifications').style.blockSize).toBe('300px');
    expect(bodyOf('Notifications').dataset.fit).toBe('fixed');
    // Others keep at least their usual room while they load, and grow with what they show.
    expect(bodyOf('Calendar').style.minBlockSize).toMatch(/^\d+px$/);
    expect(bodyOf('Calendar').style.blockSize).toBe('');
    // A type this client does not know takes only its line.
    expect(bodyOf('someday').getAttribute('style')).toBeNull();
    openOptions('Notifications');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications settings' });
    fireEvent.change(within(dialog).getByLabelText('Height in pixels'), { target: { value: '420' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(saved.at(-1)?.[0]?.data).toEqual({ height: 420 });
    expect(bodyOf('Notifications').style.blockSize).toBe('420px');
  });

  it('keeps a widget type it does not know (saved by a newer client) and says it cannot show it', () => {
    renderStack([{ id: 'a', name: 'someday', data: {} }]);
    expect(screen.getByRole('region', { name: 'someday' })).toHaveTextContent(
      'This widget could not be shown.',
    );
  });
});
