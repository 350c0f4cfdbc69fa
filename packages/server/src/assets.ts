import { fileURLToPath } from 'node:url';

/**
 * The server package's `assets/` folder (files shipped with the server, not built). This module
 * sits one level below the package in both layouts, src/assets.ts under test and dist/main.js
 * once bundled (and dist/assets.js before bundling), so one relative URL finds it from either.
 */
export function assetPath(...parts: string[]): string {
  return fileURLToPath(new URL(['../assets', ...parts].join('/'), import.meta.url));
}
