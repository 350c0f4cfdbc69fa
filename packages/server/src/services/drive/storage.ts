import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.js';

/**
 * Where drive bytes live: `<dataDir>/files/<key>`. A key is random and only ever made here,
 * so a request path can never name a file outside the folder, and a user-chosen file name
 * never reaches the file system.
 */
const KEY_RE = /^(?:o|t)-[0-9a-f]{32}$/;

export function filesDir(config: Config): string {
  return join(config.dataDir, 'files');
}

/** Uploads are streamed here first; the same file system as filesDir, so a rename moves them. */
export function uploadsDir(config: Config): string {
  return join(config.dataDir, 'files', 'incoming');
}

export function ensureDirs(config: Config): void {
  mkdirSync(uploadsDir(config), { recursive: true });
}

export function newKey(kind: 'original' | 'thumbnail'): string {
  return `${kind === 'original' ? 'o' : 't'}-${randomBytes(16).toString('hex')}`;
}

export function isValidKey(key: string): boolean {
  return KEY_RE.test(key);
}

export function pathOfKey(config: Config, key: string): string {
  if (!isValidKey(key)) throw new Error('not a drive key');
  return join(filesDir(config), key);
}

export function newUploadPath(config: Config): string {
  ensureDirs(config);
  return join(uploadsDir(config), `u-${randomBytes(16).toString('hex')}`);
}

/** Moves an uploaded temporary file into storage under `key`. */
export async function storeUploaded(config: Config, tempPath: string, key: string): Promise<void> {
  await rename(tempPath, pathOfKey(config, key));
}

export async function storeBytes(config: Config, key: string, bytes: Buffer): Promise<void> {
  await writeFile(pathOfKey(config, key), bytes);
}

/** Removes stored bytes; a file already gone is fine (deleting twice must not fail). */
export async function removeKeys(config: Config, keys: readonly (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (key !== null && isValidKey(key)) await rm(pathOfKey(config, key), { force: true });
  }
}
