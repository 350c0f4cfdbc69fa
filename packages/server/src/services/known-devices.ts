import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.js';

/**
 * "Known device" cookies: after a successful sign-in the browser gets an HttpOnly cookie that
 * names a random device id and carries an HMAC of (user id, device id) under a key only the
 * server has. Sign-in attempts that present a valid one for the account are counted under
 * that device instead of the account (signin-locks.ts), so an attacker who locks the account
 * does not lock its owner out of the browsers they already use.
 *
 * Why it cannot be forged: the HMAC key is 32 random bytes kept in the database and never
 * sent anywhere; a cookie made up by an attacker, or one issued for another account, fails
 * the check. The cookie is HttpOnly (page scripts, and so an XSS, cannot read it), SameSite
 * Strict, and scoped to the sign-in endpoint's path, so no other request carries it. It is
 * no credential: the password (and two-factor code) is still needed.
 *
 * The cookie is set with Set-Cookie on the answer; the JSON body stays exactly Misskey's, and
 * clients that ignore cookies simply never get the exemption.
 */
export const DEVICE_COOKIE_PREFIX = 'shiori_device_';
export const DEVICE_COOKIE_PATH = '/api/signin-flow';
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60; // the longest browsers keep a cookie
const KEY_SETTING = 'signinDeviceKey';

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/** Reads (or makes, once) the HMAC key; kept in the database so restarts keep devices known. */
function loadKey(db: Database): Buffer {
  db.prepare('INSERT OR IGNORE INTO instance_settings (key, value) VALUES (?, ?)').run(
    KEY_SETTING,
    randomBytes(32).toString('hex'),
  );
  const row = db.prepare('SELECT value FROM instance_settings WHERE key = ?').get(KEY_SETTING) as
    | { value: string }
    | undefined;
  if (!row) throw new Error('the sign-in device key could not be stored');
  return Buffer.from(row.value, 'hex');
}

/** The value of each cookie in a Cookie header (the last wins for a repeated name). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return cookies;
}

export class KnownDevices {
  private key: Buffer | null = null;

  constructor(
    private readonly db: Database,
    /** Secure cookies when the instance is served over https. */
    private readonly secure: boolean,
  ) {}

  private mac(userId: string, deviceId: string): Buffer {
    this.key ??= loadKey(this.db);
    return createHmac('sha256', this.key).update(`${userId}.${deviceId}`).digest();
  }

  /** The device id the request's cookie proves for this user, or null. */
  deviceOf(cookieHeader: string | undefined, userId: string): string | null {
    const value = parseCookies(cookieHeader).get(DEVICE_COOKIE_PREFIX + userId);
    if (value === undefined) return null;
    const [deviceId, mac, ...rest] = value.split('.');
    if (!deviceId || !mac || rest.length > 0 || !/^[\w-]{16,64}$/.test(deviceId)) return null;
    const expected = this.mac(userId, deviceId);
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
  }

  /** A Set-Cookie value marking this browser as a known device of the user (keeps its id). */
  cookieFor(userId: string, deviceId: string | null): string {
    const id = deviceId ?? base64url(randomBytes(16));
    const value = `${id}.${base64url(this.mac(userId, id))}`;
    return [
      `${DEVICE_COOKIE_PREFIX}${userId}=${value}`,
      `Path=${DEVICE_COOKIE_PATH}`,
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }
}
