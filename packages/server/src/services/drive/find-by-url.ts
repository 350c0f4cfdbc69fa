import type { InstanceContext } from '../context.js';
import { type DriveFileRow, findFileByKey, findFileByStoredUrl } from './repository.js';
import { isValidKey } from './storage.js';

/** The file a URL serves: its own or its thumbnail's, as this instance or object storage serves them. */
export function findFileByUrl(instance: InstanceContext, url: string): DriveFileRow | null {
  const prefix = `${instance.config.url}/files/`;
  if (!url.startsWith(prefix)) return findFileByStoredUrl(instance.db, url);
  const key = url.slice(prefix.length);
  return isValidKey(key) ? findFileByKey(instance.db, key) : null;
}
