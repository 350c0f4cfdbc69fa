import { describe, expect, it, vi } from 'vitest';
import {
  CLIENT_PERMISSIONS,
  checkMiAuth,
  MiAuthRefused,
  miAuthUrl,
  savePending,
  takePending,
} from './miauth';

describe('miAuthUrl', () => {
  it('names the session, the app, its callback and every permission the client uses', () => {
    const href = miAuthUrl({
      origin: 'https://other.example',
      session: 'a1b2',
      name: 'Shiori',
      icon: 'https://client.example/icon.png',
      callback: 'https://client.example/miauth-callback',
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://other.example/miauth/a1b2');
    expect(url.searchParams.get('name')).toBe('Shiori');
    expect(url.searchParams.get('icon')).toBe('https://client.example/icon.png');
    expect(url.searchParams.get('callback')).toBe('https://client.example/miauth-callback');
    const asked = url.searchParams.get('permission')?.split(',') ?? [];
    expect(asked).toEqual(
      expect.arrayContaining(['read:account', 'write:notes', 'write:drive', 'read:notifications']),
    );
    expect(asked).toHaveLength(CLIENT_PERMISSIONS.length);
  });

  it('leaves the icon out when there is none', () => {
    const href = miAuthUrl({ origin: 'http://127.0.0.1:3001', session: 's', name: 'Shiori', callback: 'x' });
    expect(new URL(href).searchParams.has('icon')).toBe(false);
  });
});

describe('the pending session', () => {
  it('is handed back once, for its own session only', () => {
    savePending(localStorage, { session: 's1', origin: 'https://other.example', createdAt: 1000 });
    expect(takePending(localStorage, 'other', 2000)).toBeNull();
    expect(takePending(localStorage, 's1', 2000)).toEqual({
      session: 's1',
      origin: 'https://other.example',
      createdAt: 1000,
    });
    expect(takePending(localStorage, 's1', 2000)).toBeNull();
  });

  it('is dropped when stale or unreadable', () => {
    savePending(localStorage, { session: 's1', origin: 'https://other.example', createdAt: 0 });
    expect(takePending(localStorage, 's1', 31 * 60 * 1000)).toBeNull();
    localStorage.setItem('miauthPending', '{not json');
    expect(takePending(localStorage, 's1')).toBeNull();
    expect(localStorage.getItem('miauthPending')).toBeNull();
  });
});

describe('checkMiAuth', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('posts to the server the session was opened on and returns the token', async () => {
    const fetchImpl = answer(200, { ok: true, token: 'tok', user: { id: 'u1' } });
    await expect(checkMiAuth('https://other.example', 's 1', fetchImpl)).resolves.toBe('tok');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://other.example/api/miauth/s%201/check',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('refuses a denied or already used session', async () => {
    await expect(
      checkMiAuth('https://other.example', 's', answer(200, { ok: false })),
    ).rejects.toBeInstanceOf(MiAuthRefused);
    await expect(
      checkMiAuth('https://other.example', 's', answer(404, { error: {} })),
    ).rejects.toBeInstanceOf(MiAuthRefused);
  });
});
