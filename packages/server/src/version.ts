import { readFileSync } from 'node:fs';

// package.json sits one level above both src/ and dist/, so this works from either.
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** This server's version, which is also the product version the client compares against. */
export const VERSION: string = pkg.version;
