import { afterEach, describe, expect, it } from 'vitest';
import { mountOfflineNotice } from './offlineNotice';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  // Back to happy-dom's own (prototype) value for the files that run after this one.
  Reflect.deleteProperty(navigator, 'onLine');
});

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('mountOfflineNotice', () => {
  it('shows its text as a status while offline and hides it when back online', () => {
    unmount = mountOfflineNotice('<b>offline</b>');
    const notice = document.querySelector('[role="status"]') as HTMLElement;
    expect(notice.hidden).toBe(true);
    setOnline(false);
    expect(notice.hidden).toBe(false);
    // Text, never markup.
    expect(notice.textContent).toBe('<b>offline</b>');
    expect(notice.querySelector('b')).toBeNull();
    setOnline(true);
    expect(notice.hidden).toBe(true);
    unmount();
    unmount = null;
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});
