import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StreamProvider } from './StreamContext';
import { FakeAccountStream } from './testing';
import { useCatchUpOnReconnect } from './useCatchUpOnReconnect';

function setUp(enabled: boolean) {
  const stream = new FakeAccountStream();
  const catchUp = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StreamProvider stream={stream}>{children}</StreamProvider>
  );
  renderHook(() => useCatchUpOnReconnect(enabled, catchUp), { wrapper });
  return { stream, catchUp };
}

describe('useCatchUpOnReconnect', () => {
  it('reads the missed notes each time the connection opens again, not on the first opening', () => {
    const { stream, catchUp } = setUp(true);
    act(() => stream.setState('connected'));
    expect(catchUp).not.toHaveBeenCalled();
    act(() => stream.setState('reconnecting'));
    expect(catchUp).not.toHaveBeenCalled();
    act(() => stream.setState('connected'));
    expect(catchUp).toHaveBeenCalledTimes(1);
    act(() => stream.setState('reconnecting'));
    act(() => stream.setState('connected'));
    expect(catchUp).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a timeline that joins no channel', () => {
    const { stream, catchUp } = setUp(false);
    act(() => stream.setState('connected'));
    act(() => stream.setState('reconnecting'));
    act(() => stream.setState('connected'));
    expect(catchUp).not.toHaveBeenCalled();
  });
});
