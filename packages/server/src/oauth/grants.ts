import { createHash, timingSafeEqual } from 'node:crypto';
import { mintAppToken } from '../services/apps/index.js';
import { BoundedMap } from '../services/bounded-map.js';
import type { InstanceContext } from '../services/context.js';
import { randomString, sha256 } from '../services/secrets.js';
import type { ClientInformation } from './client-info.js';
import { OAuthError } from './errors.js';

/** Transactions and codes live five minutes, as Misskey's; RFC 6749 says at most ten. */
export const TRANSACTION_TTL_MS = 5 * 60_000;
export const CODE_TTL_MS = 5 * 60_000;
/** Pending authorizations kept at once: a flood of /oauth/authorize forgets the oldest. */
const CAPACITY = 1000;

/** A validated /oauth/authorize request waiting for the user's decision. */
export interface Transaction {
  client: ClientInformation;
  redirectUri: string;
  state: string | null;
  scopes: string[];
  codeChallenge: string;
  expiresAt: number;
}

interface CodeGrant {
  clientId: string;
  clientName: string;
  clientLogo: string | null;
  userId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: string[];
  expiresAt: number;
  used: boolean;
  /** Digest of the token this code was exchanged for, to revoke it if the code comes back. */
  tokenHash: string | null;
}

/** RFC 7636 S256: base64url(sha256(verifier)) must equal the challenge. */
export function verifyS256(verifier: string, challenge: string): boolean {
  // A verifier is 43 to 128 unreserved characters (RFC 7636 §4.1).
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/**
 * The authorization server's memory: transactions by id and codes by digest, both in memory
 * (a restart forgets them, which only makes a user start again). Codes are single-use: a second
 * use is refused and revokes the token the first one was exchanged for (RFC 6749 §4.1.2).
 */
export class OAuthGrants {
  private readonly transactions = new BoundedMap<string, Transaction>(CAPACITY);
  private readonly codes = new BoundedMap<string, CodeGrant>(CAPACITY);

  constructor(private readonly ctx: InstanceContext) {}

  open(transaction: Omit<Transaction, 'expiresAt'>): string {
    const id = randomString(64);
    this.transactions.set(id, { ...transaction, expiresAt: Date.now() + TRANSACTION_TTL_MS });
    return id;
  }

  /** The transaction, still open; throws Misskey's answer for a missing or unknown id. */
  find(id: string | undefined): Transaction {
    if (!id) throw new OAuthError('invalid_request', 'Missing transaction ID');
    const transaction = this.transactions.get(id);
    if (!transaction || transaction.expiresAt <= Date.now()) {
      this.transactions.delete(id);
      throw new OAuthError('access_denied', 'Invalid or expired transaction ID', 403);
    }
    return transaction;
  }

  close(id: string): void {
    this.transactions.delete(id);
  }

  /** A new code for `userId`, carrying what the transaction asked for. */
  issueCode(transaction: Transaction, userId: string): string {
    const code = randomString(64);
    this.codes.set(sha256(code), {
      clientId: transaction.client.id,
      clientName: transaction.client.name,
      clientLogo: transaction.client.logo,
      userId,
      redirectUri: transaction.redirectUri,
      codeChallenge: transaction.codeChallenge,
      scopes: transaction.scopes,
      expiresAt: Date.now() + CODE_TTL_MS,
      used: false,
      tokenHash: null,
    });
    return code;
  }

  /**
   * `grant_type=authorization_code`: every check Misskey makes, each failing as `invalid_grant`
   * (the code is spent by the first attempt, right or wrong, as Misskey's is).
   */
  exchange(params: {
    code: string;
    clientId: string | undefined;
    redirectUri: string | undefined;
    codeVerifier: string | undefined;
  }): { token: string; scopes: string[] } {
    const key = sha256(params.code);
    const grant = this.codes.get(key);
    const invalid = new OAuthError('invalid_grant', 'Invalid authorization code', 403);
    if (!grant || grant.expiresAt <= Date.now()) {
      this.codes.delete(key);
      throw invalid;
    }
    if (grant.used) {
      this.codes.delete(key);
      if (grant.tokenHash) {
        this.ctx.db.prepare('DELETE FROM access_tokens WHERE token_hash = ?').run(grant.tokenHash);
      }
      throw invalid;
    }
    grant.used = true;
    if (params.clientId !== grant.clientId || params.redirectUri !== grant.redirectUri) throw invalid;
    if (!params.codeVerifier || !verifyS256(params.codeVerifier, grant.codeChallenge)) throw invalid;

    const token = mintAppToken(this.ctx, {
      userId: grant.userId,
      permission: grant.scopes,
      name: grant.clientName,
      iconUrl: grant.clientLogo,
    });
    grant.tokenHash = sha256(token);
    return { token, scopes: grant.scopes };
  }
}
