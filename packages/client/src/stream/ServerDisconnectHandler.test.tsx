import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemorySettingsStore, type ServerDisconnectedBehavior, SettingsProvider } from '@/settings';
import { renderWithProviders } from '@/test/helpers';
import { ServerDisconnectHandler } from './ServerDisconnectHandler';
import { StreamProvider } from './StreamContext';
import { FakeAccountStream } from './testing';

function setup(behavior?: ServerDisconnectedBehavior) {
  const stream = new FakeAccountStream();
  const settings = createMemorySettingsStore(behavior ? { serverDisconnectedBehavior: behavior } : {});
  const reload = vi.fn();
  renderWithProviders(
    <SettingsProvider store={settings}>
      <StreamProvider stream={stream}>
        <ServerDisconnectHandler reload={reload} />
      </StreamProvider>
    </SettingsProvider>,
  );
  act(() => stream.setState('connected'));
  const drop = () =>
    act(() => {
      stream.setState('reconnecting');
      stream.setState('connected');
    });
  return { stream, settings, reload, drop };
}

describe('when the connection to the server drops', () => {
  it("only the indicator tells by default ('quiet')", () => {
    const { reload, drop } = setup();
    drop();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("reloads the page with 'reload'", () => {
    const { reload, drop } = setup('reload');
    drop();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks with 'dialog', once however often it drops, and reloads when asked to", async () => {
    const user = userEvent.setup();
    const { reload, drop } = setup('dialog');
    drop();
    drop();
    expect(screen.getAllByRole('dialog', { name: 'Disconnected from the server' })).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("does not reload when the 'dialog' question is cancelled, and asks again on the next drop", async () => {
    const user = userEvent.setup();
    const { reload, drop } = setup('dialog');
    drop();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();

    drop();
    expect(screen.getByRole('dialog', { name: 'Disconnected from the server' })).toBeInTheDocument();
  });

  it('follows a changed setting without reconnecting', () => {
    const { settings, reload, drop } = setup('quiet');
    act(() => settings.set('serverDisconnectedBehavior', 'reload'));
    drop();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when a connection that never worked fails (still connecting)', () => {
    const stream = new FakeAccountStream();
    const reload = vi.fn();
    renderWithProviders(
      <SettingsProvider store={createMemorySettingsStore({ serverDisconnectedBehavior: 'reload' })}>
        <StreamProvider stream={stream}>
          <ServerDisconnectHandler reload={reload} />
        </StreamProvider>
      </SettingsProvider>,
    );
    act(() => stream.setState('initializing'));
    expect(reload).not.toHaveBeenCalled();
  });
});
