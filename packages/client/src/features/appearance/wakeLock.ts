/**
 * keepScreenOn: holds a screen wake lock while the page is visible. The browser drops the lock
 * whenever the page is hidden, so it is asked for again each time the page comes back. Where the
 * Screen Wake Lock API is missing or refuses (no permission, battery saver), nothing happens.
 * Returns the function that lets the screen sleep again.
 */
export function holdScreenOn(): () => void {
  const wakeLock = navigator.wakeLock;
  if (!wakeLock) return () => {};
  let lock: WakeLockSentinel | null = null;
  let stopped = false;
  const request = () => {
    if (stopped || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
    wakeLock.request('screen').then(
      (granted) => {
        if (stopped) void granted.release().catch(() => {});
        else lock = granted;
      },
      () => {},
    );
  };
  document.addEventListener('visibilitychange', request);
  request();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', request);
    void lock?.release().catch(() => {});
    lock = null;
  };
}
