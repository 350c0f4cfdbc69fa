import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { RegistryRepository } from '../db/registry.js';
import { SwSubscriptionRepository } from '../db/sw-subscriptions.js';
import { TokenRepository } from '../db/tokens.js';
import { UserRepository } from '../db/users.js';
import { EventBus } from './event-bus.js';
import { PasswordHasher, type ScryptParams } from './passwords.js';
import { RateLimiter } from './rate-limiter.js';

/** Everything an endpoint or channel may use; one per app, passed explicitly (no singletons). */
export interface InstanceContext {
  config: Config;
  db: Database;
  events: EventBus;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
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
  return {
    config,
    db,
    events: new EventBus(),
    passwords: new PasswordHasher(options.scrypt),
    rateLimiter: options.rateLimiter ?? new RateLimiter(),
    users: new UserRepository(db),
    tokens: new TokenRepository(db),
    registry: new RegistryRepository(db),
    swSubscriptions: new SwSubscriptionRepository(db),
  };
}
