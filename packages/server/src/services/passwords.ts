import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * New passwords (first run, sign-up, password change) need at least this many characters,
 * counted as Unicode code points as the JSON Schema `minLength` counts them. Passwords set
 * before the rule still sign in: only new ones are checked.
 */
export const MIN_PASSWORD_LENGTH = 8;

/** Memory-hard default: 16 MiB per hash (128 * N * r bytes). */
export const DEFAULT_SCRYPT: ScryptParams = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * params.N * params.r + 1024 * 1024;
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Hashes and verifies passwords. The parameters are stored with each hash
 * (`scrypt$N$r$p$salt$hash`), so raising the cost later keeps old hashes verifiable.
 */
export class PasswordHasher {
  private readonly dummy: Promise<string>;

  constructor(private readonly params: ScryptParams = DEFAULT_SCRYPT) {
    // Made up front so even the first check of an unknown user takes one hash, not two.
    this.dummy = this.hash(randomBytes(16).toString('hex'));
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.params);
    const { N, r, p } = this.params;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
    const salt = Buffer.from(parts[4] as string, 'base64');
    const expected = Buffer.from(parts[5] as string, 'base64');
    const actual = await derive(password, salt, { N, r, p });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /**
   * Spends the same time as a real check when there is no user to check against, so the
   * response time does not reveal whether a username exists. Always false.
   */
  async verifyDummy(password: string): Promise<false> {
    await this.verify(password, await this.dummy);
    return false;
  }
}
