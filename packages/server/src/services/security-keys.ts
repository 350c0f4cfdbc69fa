import { randomUUID } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { entities } from 'misskey-js';
import type { Database } from '../db/database.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';

/**
 * WebAuthn security keys and passkeys (issue 22), as Misskey's WebAuthnService: the relying party
 * is the instance's own URL (origin) and host (rpID), read at each call since the URL is fixed only
 * once the server listens. Challenges are kept in a table for 90 seconds (a restart between the
 * options and the answer keeps them), one per purpose and user (or per sign-in context for
 * password-less sign-in), and are used up by the first verification.
 */
const CHALLENGE_TTL_MS = 90 * 1000;

// misskey-js names these with @simplewebauthn/browser 13's types; the JSON on the wire is the same
// as the server library's (whose descriptors type `type` as a plain string), hence the casts below.
type CreationOptions = entities.I2faRegisterKeyResponse;
type RequestOptions = entities.SigninWithPasskeyInitResponse['option'];

export interface SecurityKeyRow {
  id: string;
  userId: string;
  publicKey: string;
  counter: number;
  name: string;
  transports: string[] | null;
  lastUsed: string;
  createdAt: string;
}

interface RawKey {
  id: string;
  user_id: string;
  public_key: string;
  counter: number;
  name: string;
  transports: string | null;
  last_used: string;
  created_at: string;
}

function fromRaw(raw: RawKey): SecurityKeyRow {
  return {
    id: raw.id,
    userId: raw.user_id,
    publicKey: raw.public_key,
    counter: raw.counter,
    name: raw.name,
    transports: raw.transports ? (JSON.parse(raw.transports) as string[]) : null,
    lastUsed: raw.last_used,
    createdAt: raw.created_at,
  };
}

export function keysOf(db: Database, userId: string): SecurityKeyRow[] {
  const rows = db
    .prepare('SELECT * FROM user_security_keys WHERE user_id = ? ORDER BY created_at')
    .all(userId) as RawKey[];
  return rows.map(fromRaw);
}

export function findKey(db: Database, id: string): SecurityKeyRow | null {
  const raw = db.prepare('SELECT * FROM user_security_keys WHERE id = ?').get(id) as RawKey | undefined;
  return raw ? fromRaw(raw) : null;
}

export function renameKey(db: Database, id: string, name: string): void {
  db.prepare('UPDATE user_security_keys SET name = ? WHERE id = ?').run(name, id);
}

/** Removes one of the user's own keys; without keys left, password-less sign-in is switched off. */
export function removeKey(db: Database, userId: string, id: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM user_security_keys WHERE id = ? AND user_id = ?').run(id, userId);
    if (keysOf(db, userId).length === 0) setPasswordLess(db, userId, false);
  })();
}

export function usesPasswordLess(db: Database, userId: string): boolean {
  const raw = db
    .prepare('SELECT use_password_less_login AS v FROM user_secrets WHERE user_id = ?')
    .get(userId) as { v: number } | undefined;
  return raw?.v === 1;
}

export function setPasswordLess(db: Database, userId: string, value: boolean): void {
  db.prepare('UPDATE user_secrets SET use_password_less_login = ? WHERE user_id = ?').run(
    value ? 1 : 0,
    userId,
  );
}

/** The `i` fields Misskey's MeDetailed has for keys (the list only for the account itself). */
export function packedKeyFields(db: Database, userId: string) {
  const keys = keysOf(db, userId);
  return {
    usePasswordLessLogin: usesPasswordLess(db, userId),
    securityKeys: keys.length > 0,
    securityKeysList: keys.map((k) => ({ id: k.id, name: k.name, lastUsed: k.lastUsed })),
  };
}

/** Challenges kept in `webauthn_challenges` (migration 042): they survive a restart. */
type TakenChallenge = { ok: true; challenge: string } | { ok: false };

function keepChallenge(instance: InstanceContext, key: string, challenge: string): void {
  const now = Date.now();
  instance.db.transaction(() => {
    // Expired ones are swept whenever a new one is kept, so the table holds only live challenges.
    instance.db.prepare('DELETE FROM webauthn_challenges WHERE expires_at < ?').run(now);
    instance.db
      .prepare('INSERT OR REPLACE INTO webauthn_challenges (key, challenge, expires_at) VALUES (?, ?, ?)')
      .run(key, challenge, now + CHALLENGE_TTL_MS);
  })();
}

/**
 * The challenge issued for `key`, used up now so an assertion cannot be replayed; an expired one
 * is removed and counts as none (Misskey's Redis entry simply runs out).
 */
function takeChallenge(instance: InstanceContext, key: string): TakenChallenge {
  const row = instance.db
    .prepare('DELETE FROM webauthn_challenges WHERE key = ? RETURNING challenge, expires_at')
    .get(key) as { challenge: string; expires_at: number } | undefined;
  return row && row.expires_at >= Date.now() ? { ok: true, challenge: row.challenge } : { ok: false };
}

/**
 * Browsers refuse an IP address as the relying party, so an instance on a loopback address has
 * its passkeys made for `localhost` (open it as http://localhost:PORT to use them); either
 * origin is accepted, the RP ID decides which site a key belongs to.
 */
function relyingParty(instance: InstanceContext) {
  const url = new URL(instance.config.url);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  const rpID = loopback ? 'localhost' : url.hostname;
  const origins = loopback
    ? [url.origin, `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`]
    : [url.origin];
  return { origin: origins, rpID, rpName: url.host };
}

export async function initiateRegistration(
  instance: InstanceContext,
  user: UserRow,
): Promise<CreationOptions> {
  const rp = relyingParty(instance);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userID: new TextEncoder().encode(user.id),
    userName: user.username,
    userDisplayName: user.name ?? user.username,
    attestationType: 'none',
    excludeCredentials: keysOf(instance.db, user.id).map((k) => ({
      id: k.id,
      transports: k.transports ?? undefined,
    })),
    // A discoverable credential, so the key can later sign in without a username.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  keepChallenge(instance, `register:${user.id}`, options.challenge);
  return options as unknown as CreationOptions;
}

/** Verifies the new credential and stores it as a key of the user; null when it does not verify. */
export async function completeRegistration(
  instance: InstanceContext,
  userId: string,
  name: string,
  response: RegistrationResponseJSON,
): Promise<SecurityKeyRow | null> {
  const taken = takeChallenge(instance, `register:${userId}`);
  if (!taken.ok) return null;
  const challenge = taken.challenge;
  const rp = relyingParty(instance);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
  }).catch(() => null);
  if (!result?.verified) return null;
  const credential = result.registrationInfo.credential;
  if (findKey(instance.db, credential.id)) return null;
  const now = new Date().toISOString();
  const row: SecurityKeyRow = {
    id: credential.id,
    userId,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    name,
    transports: credential.transports ?? response.response.transports ?? null,
    lastUsed: now,
    createdAt: now,
  };
  instance.db
    .prepare(
      `INSERT INTO user_security_keys (id, user_id, public_key, counter, name, transports, last_used, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      row.id,
      userId,
      row.publicKey,
      row.counter,
      name,
      row.transports ? JSON.stringify(row.transports) : null,
      now,
      now,
    );
  return row;
}

/** Options for a second factor after the password: any of the user's keys. */
export async function initiateAuthentication(
  instance: InstanceContext,
  userId: string,
): Promise<RequestOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(instance).rpID,
    allowCredentials: keysOf(instance.db, userId).map((k) => ({
      id: k.id,
      transports: k.transports ?? undefined,
    })),
    userVerification: 'preferred',
  });
  keepChallenge(instance, `authenticate:${userId}`, options.challenge);
  return options as unknown as RequestOptions;
}

/** Options for password-less sign-in; `context` ties the answer to this challenge. */
export async function initiatePasskeySignin(
  instance: InstanceContext,
): Promise<{ option: RequestOptions; context: string }> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(instance).rpID,
    userVerification: 'preferred',
  });
  const context = randomUUID();
  keepChallenge(instance, `passkey:${context}`, options.challenge);
  return { option: options as unknown as RequestOptions, context };
}

/** Checks an assertion against the stored key and moves its counter; the key's owner, or null. */
async function verifyAssertion(
  instance: InstanceContext,
  challenge: string,
  response: AuthenticationResponseJSON,
): Promise<string | null> {
  if (typeof response?.id !== 'string') return null;
  const key = findKey(instance.db, response.id);
  if (!key) return null;
  const rp = relyingParty(instance);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: key.id,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
      counter: key.counter,
      transports: key.transports ?? undefined,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  instance.db
    .prepare('UPDATE user_security_keys SET counter = ?, last_used = ? WHERE id = ?')
    .run(result.authenticationInfo.newCounter, new Date().toISOString(), key.id);
  return key.userId;
}

export async function verifySecondFactor(
  instance: InstanceContext,
  userId: string,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const taken = takeChallenge(instance, `authenticate:${userId}`);
  if (!taken.ok) return false;
  return (await verifyAssertion(instance, taken.challenge, response)) === userId;
}

/**
 * The user a password-less assertion signs in, or null (also when the account has not allowed
 * it); `challenge-not-found` when the context names no live challenge (unknown, used or expired),
 * which Misskey answers with its own error.
 */
export async function verifyPasskeySignin(
  instance: InstanceContext,
  context: string,
  response: AuthenticationResponseJSON,
): Promise<string | null | 'challenge-not-found'> {
  const taken = takeChallenge(instance, `passkey:${context}`);
  if (!taken.ok) return 'challenge-not-found';
  const owner = await verifyAssertion(instance, taken.challenge, response);
  return owner && usesPasswordLess(instance.db, owner) ? owner : null;
}
