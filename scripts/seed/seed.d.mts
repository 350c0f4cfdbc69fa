// Types for seed.mjs, for the TypeScript tests that call it (packages/server/test/seed.test.ts).

/** The server functions the seed writes through: the built server's, or the sources' in tests. */
export interface SeedServerModules {
  openDatabase(path: string): unknown;
  closeDatabase(db: never): void;
  PasswordHasher: new () => { hash(password: string): Promise<string> };
  UserRepository: new (db: never) => unknown;
  storeNote(db: never, note: never, derived: never): void;
  extractMentions(ctx: never, text: string | null): { id: string }[];
  extractHashtags(text: string | null): string[];
}

export interface SeedOptions {
  users?: number;
  notes?: number;
  follows?: number;
  readerName?: string;
  password?: string;
  seed?: number;
  spanDays?: number;
  log?: (line: string) => void;
  server?: SeedServerModules;
}

export interface SeededAccount {
  id: string;
  username: string;
  token: string;
}

export interface SeedResult {
  password: string;
  reader: SeededAccount;
  followed: SeededAccount[];
  accounts: SeededAccount[];
  seconds: number;
}

export declare const SEED_PASSWORD: string;
export declare function builtServerModules(): Promise<SeedServerModules>;
export declare function seedInstance(dataDir: string, options?: SeedOptions): Promise<SeedResult>;
