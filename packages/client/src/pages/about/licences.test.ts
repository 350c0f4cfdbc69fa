import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLED_LIBRARIES, TWEMOJI } from './licences';

// Path strings: happy-dom replaces the global URL, which node:fs and node:module do not accept.
const clientDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** A package's own package.json as Node finds it from `dir` (some packages do not export it). */
function packageJsonOf(name: string, dir: string) {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return readJson(candidate);
    if (dirname(at) === at) throw new Error(`${name} is not installed`);
  }
}

describe('the licence list of /about-type4ny', () => {
  it('names every dependency of the client with the licence its package declares', () => {
    const dependencies = Object.keys(readJson(join(clientDir, 'package.json')).dependencies).sort();
    expect(BUNDLED_LIBRARIES.map((library) => library.name).sort()).toEqual(dependencies);
    for (const library of BUNDLED_LIBRARIES) {
      const declared = packageJsonOf(library.name, clientDir).license;
      expect([library.name, library.licence]).toEqual([library.name, declared]);
    }
  });

  it('gives Twemoji the licence of the package the server serves it from', () => {
    const served = packageJsonOf('@discordapp/twemoji', join(clientDir, '../server'));
    expect(served.license).toBe(TWEMOJI.licence);
  });

  it('links only to https pages', () => {
    for (const { url } of [...BUNDLED_LIBRARIES, TWEMOJI]) expect(new URL(url).protocol).toBe('https:');
  });
});
