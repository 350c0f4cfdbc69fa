/**
 * When the browser replaces this worker's push subscription (`pushsubscriptionchange`: the push
 * service expired or rotated it), the servers still send to the old endpoint. The worker
 * subscribes again with the same VAPID key (when the browser did not already) and tells each
 * account that turned push on here: `sw/register` with the new endpoint and keys, then
 * `sw/unregister` of the old endpoint as that account. Pure, with the browser and the network
 * passed in, so it runs in unit tests with fakes.
 *
 * The worker cannot read the app's accounts (they are in the page's storage), so the settings
 * switch tells it which accounts registered (`pushAccount` messages, see `updatePushAccounts`);
 * it keeps them in its own cache storage, as Misskey's worker reads its accounts from IndexedDB.
 */

export interface PushAccount {
  origin: string;
  token: string;
}

export interface SubscriptionLike {
  readonly endpoint: string;
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): { keys?: Record<string, string> };
}

export interface RotationDeps {
  subscribe(applicationServerKey: ArrayBuffer): Promise<SubscriptionLike>;
  accounts(): Promise<readonly PushAccount[]>;
  /** POSTs `body` to `{origin}/api/{endpoint}`; throws when the call fails. */
  call(origin: string, endpoint: string, body: Record<string, unknown>): Promise<void>;
}

/** Accounts kept at most: a device holds a handful; the bound keeps a stray loop harmless. */
const MAX_ACCOUNTS = 32;

/** The kept accounts after a `pushAccount` message: `on` adds (once), off removes. */
export function updatePushAccounts(
  accounts: readonly PushAccount[],
  message: { origin?: unknown; token?: unknown; on?: unknown },
): PushAccount[] {
  const { origin, token } = message;
  if (typeof origin !== 'string' || typeof token !== 'string' || !/^https?:\/\//.test(origin)) {
    return [...accounts];
  }
  const others = accounts.filter((account) => account.origin !== origin || account.token !== token);
  return message.on === true ? [...others, { origin, token }].slice(-MAX_ACCOUNTS) : others;
}

/** Reads a kept list back, dropping anything that is not an account. */
export function parsePushAccounts(text: string | null): PushAccount[] {
  try {
    const list = JSON.parse(text ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list.reduce<PushAccount[]>((kept, item) => updatePushAccounts(kept, { ...item, on: true }), []);
  } catch {
    return [];
  }
}

/**
 * Handles one `pushsubscriptionchange`. Returns the accounts whose server now has the new
 * subscription. One account's failure (a revoked token, an unreachable server) does not stop
 * the others.
 */
export async function rotateSubscription(
  event: { oldSubscription?: SubscriptionLike | null; newSubscription?: SubscriptionLike | null },
  deps: RotationDeps,
): Promise<PushAccount[]> {
  const old = event.oldSubscription ?? null;
  let current = event.newSubscription ?? null;
  if (!current) {
    const key = old?.options?.applicationServerKey;
    // Without the old key there is nothing to subscribe with: the switch will do it next time.
    if (!key) return [];
    current = await deps.subscribe(key);
  }
  const keys = current.toJSON().keys;
  if (!keys?.auth || !keys.p256dh) return [];
  const moved: PushAccount[] = [];
  for (const account of await deps.accounts()) {
    try {
      await deps.call(account.origin, 'sw/register', {
        i: account.token,
        endpoint: current.endpoint,
        auth: keys.auth,
        publickey: keys.p256dh,
        sendReadMessage: true,
      });
      moved.push(account);
      if (old && old.endpoint !== current.endpoint) {
        await deps.call(account.origin, 'sw/unregister', { i: account.token, endpoint: old.endpoint });
      }
    } catch {
      // This account keeps its old registration; the others still move.
    }
  }
  return moved;
}
