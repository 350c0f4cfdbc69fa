import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { StreamProvider } from './StreamContext';
import { StreamIndicator } from './StreamIndicator';
import { FakeAccountStream } from './testing';

function renderIndicator(stream: FakeAccountStream | null) {
  // No modal host here: its toast region is a status too, and would make getByRole ambiguous.
  return render(
    <I18nProvider i18n={fallbackI18n()}>
      <StreamProvider stream={stream}>
        <StreamIndicator />
      </StreamProvider>
    </I18nProvider>,
  );
}

describe('StreamIndicator', () => {
  it('says connecting, connected, then reconnecting and connected again, in one live region', () => {
    const stream = new FakeAccountStream();
    renderIndicator(stream);
    const status = screen.getByRole('status', { name: 'Live updates' });
    expect(status).toHaveTextContent('Connecting…');

    act(() => stream.setState('connected'));
    expect(status).toHaveTextContent('Connected');
    act(() => stream.setState('reconnecting'));
    expect(status).toHaveTextContent('Reconnecting…');
    act(() => stream.setState('connected'));
    expect(status).toHaveTextContent('Connected');
    // The same element all along, so screen readers announce each change.
    expect(screen.getByRole('status')).toBe(status);
  });

  it('keeps "Connected" discreet but shows "Reconnecting…" as visible text', () => {
    const stream = new FakeAccountStream();
    renderIndicator(stream);
    act(() => stream.setState('connected'));
    expect(screen.getByText('Connected').classList.contains('visually-hidden')).toBe(true);
    act(() => stream.setState('reconnecting'));
    expect(screen.getByText('Reconnecting…').classList.contains('visually-hidden')).toBe(false);
  });

  it('shows nothing when nothing streams (signed out)', () => {
    renderIndicator(null);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
