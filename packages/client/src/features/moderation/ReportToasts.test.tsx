import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AccountStream, StreamProvider } from '@/stream';
import { renderWithProviders } from '@/test/helpers';
import { setOpenReports, useOpenReportCount } from './openReports';
import ReportToasts, { quoteComment } from './ReportToasts';

/** A stream whose channel connections let the test push events and see what was joined. */
function fakeStream() {
  const listeners = new Map<string, (body: unknown) => void>();
  const channels: string[] = [];
  let disposed = 0;
  const stream = {
    connectChannel(channel: string) {
      channels.push(channel);
      return {
        on: (name: string, listener: (body: unknown) => void) => listeners.set(name, listener),
        dispose: () => {
          disposed++;
        },
      };
    },
  } as unknown as AccountStream;
  const emit = (name: string, body: unknown) => act(() => listeners.get(name)?.(body));
  return { stream, channels, emit, disposed: () => disposed };
}

describe('ReportToasts', () => {
  afterEach(() => setOpenReports(null, null));

  it('joins the admin channel and shows a toast quoting each new report, leaving on unmount', () => {
    const fake = fakeStream();
    const { unmount } = renderWithProviders(
      <StreamProvider stream={fake.stream}>
        <ReportToasts />
      </StreamProvider>,
    );
    expect(fake.channels).toEqual(['admin']);
    fake.emit('newAbuseUserReport', {
      id: 'r1',
      targetUserId: 'u1',
      reporterId: 'u2',
      comment: 'Spam\n in replies',
    });
    expect(screen.getByText('New abuse report: Spam in replies')).toBeInTheDocument();
    unmount();
    expect(fake.disposed()).toBe(1);
  });

  it("counts each new report on the control panel's badge", () => {
    const fake = fakeStream();
    let count: number | null = null;
    function Badge() {
      count = useOpenReportCount();
      return null;
    }
    renderWithProviders(
      <StreamProvider stream={fake.stream}>
        <ReportToasts />
        <Badge />
      </StreamProvider>,
    );
    act(() => setOpenReports(2, null));
    fake.emit('newAbuseUserReport', { id: 'r1', targetUserId: 'u1', reporterId: 'u2', comment: 'Spam' });
    expect(count).toBe(3);
  });

  it('quotes a long comment shortened, on one line', () => {
    const long = `${'a'.repeat(100)}\nb`;
    const quoted = quoteComment(long);
    expect(quoted).toHaveLength(80);
    expect(quoted.endsWith('…')).toBe(true);
    expect(quoteComment('  short\ttext ')).toBe('short text');
  });
});
