/** How long sign-out waits for the push subscription before going on without it. */
export const PUSH_LOOKUP_LIMIT_MS = 1000;

type Workers = Pick<ServiceWorkerContainer, 'getRegistration'>;

/**
 * This browser's push subscription, if any. Sign-out waits for it (to unregister it), so it
 * gives up after a second: while the app's own worker is still being registered (a few
 * seconds after each load) `getRegistration` may not answer at all, and a sign-out that waits
 * for it did nothing: the person stayed signed in.
 */
export async function currentPushEndpoint(
  workers: Workers | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
): Promise<string | null> {
  if (!workers) return null;
  const lookup = (async () => {
    const registration = await workers.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    return subscription?.endpoint ?? null;
  })();
  const giveUp = new Promise<null>((resolve) => setTimeout(() => resolve(null), PUSH_LOOKUP_LIMIT_MS));
  return Promise.race([lookup.catch(() => null), giveUp]);
}
