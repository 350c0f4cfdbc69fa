import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { RegistryRepository } from '../db/registry.js';
import { SwSubscriptionRepository } from '../db/sw-subscriptions.js';
import { TokenRepository } from '../db/tokens.js';
import { UserRepository } from '../db/users.js';
import { EventBus } from './event-bus.js';
import { KnownDevices } from './known-devices.js';
import { PasswordHasher, type ScryptParams } from './passwords.js';
import { RateLimiter } from './rate-limiter.js';
import { SigninLocks } from './signin-locks.js';

/** Everything an endpoint or channel may use; one per app, passed explicitly (no singletons). */
export interface InstanceContext {
  config: Config;
  db: Database;
  events: EventBus;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  /** Per-account (and per-known-device) locks on failed sign-ins and two-factor codes. */
  signinLocks: SigninLocks;
  knownDevices: KnownDevices;
  users: UserRepository;
  tokens: TokenRepository;
  registry: RegistryRepository;
  swSubscriptions: SwSubscriptionRepository;
}

export interface InstanceContextOptions {
  config: Config;
  db: Database;
  scrypt?: ScryptParams;
  rateLimiter?: RateLimiter;
}

export function createInstanceContext(options: InstanceContextOptions): InstanceContext {
  const { config, db } = options;
  const rateLimiter = options.rateLimiter ?? new RateLimiter();
  return {
    config,
    db,
    events: new EventBus(),
    passwords: new PasswordHasher(options.scrypt),
    rateLimiter,
    signinLocks: new SigninLocks(rateLimiter.now),
    knownDevices: new KnownDevices(db, config.url.startsWith('https:')),
    users: new UserRepository(db),
    tokens: new TokenRepository(db),
    registry: new RegistryRepository(db),
    swSubscriptions: new SwSubscriptionRepository(db),
  };
}
