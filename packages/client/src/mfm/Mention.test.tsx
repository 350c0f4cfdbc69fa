import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeMe } from '@/test/helpers';
import { mentionHost, USER_PREVIEW_HIDE_MS, USER_PREVIEW_SHOW_MS } from './Mention';
import { Mfm } from './Mfm';
import { renderInApp } from './testing';

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  vi.useFakeTimers();
  const api = fakeApi((endpoint, params) => {
    if (endpoint === 'users/show')
      return makeMe({ id: 'u2', username: String(params.username), name: 'Bob Builder' });
    throw new Error(endpoint);
  });
  renderInApp(<Mfm text="hello @bob@remote.example" />, { api });
  return { api, link: screen.getByRole('link', { name: '@bob@remote.example' }) };
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('mention user preview', () => {
  it('appears 500 ms after the pointer arrives and shows the user from users/show', async () => {
    const { api, link } = setup();
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(USER_PREVIEW_SHOW_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Profile of @bob@remote.example' })).toBeInTheDocument();
    await flush();
    expect(api.calls).toEqual([
      { endpoint: 'users/show', params: { username: 'bob', host: 'remote.example' } },
    ]);
    expect(screen.getByRole('heading', { name: 'Bob Builder' })).toBeInTheDocument();
  });

  it('does not appear when the pointer passes by quickly', () => {
    const { link } = setup();
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides 500 ms after the pointer leaves, and stays while the pointer is on it', async () => {
    const { link } = setup();
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(USER_PREVIEW_SHOW_MS));
    await flush();
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(USER_PREVIEW_HIDE_MS - 1));
    const preview = screen.getByRole('dialog');
    fireEvent.mouseEnter(preview);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseLeave(preview);
    act(() => vi.advanceTimersByTime(USER_PREVIEW_HIDE_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('appears on keyboard focus and closes with Escape', async () => {
    const { link } = setup();
    fireEvent.focus(link);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await flush();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the user cannot be loaded', async () => {
    vi.useFakeTimers();
    renderInApp(<Mfm text="@ghost" />, {
      api: fakeApi(() =>
        Promise.reject({ code: 'NO_SUCH_USER', id: 'x', message: 'x', kind: 'client', info: {} }),
      ),
    });
    fireEvent.focus(screen.getByRole('link', { name: '@ghost' }));
    await flush();
    await flush();
    expect(screen.getByText('This user could not be loaded.')).toBeInTheDocument();
  });
});

describe('mentionHost', () => {
  it('omits this instance, keeps others, and gives bare mentions the author host', () => {
    expect(mentionHost(null, null, 'example.test')).toBeNull();
    expect(mentionHost('example.test', null, 'example.test')).toBeNull();
    expect(mentionHost('EXAMPLE.test', null, 'example.test:3000')).toBeNull();
    expect(mentionHost('other.test', null, 'example.test')).toBe('other.test');
    expect(mentionHost(null, 'remote.test', 'example.test')).toBe('remote.test');
    expect(mentionHost('example.test', 'remote.test', 'example.test')).toBeNull();
  });
});
