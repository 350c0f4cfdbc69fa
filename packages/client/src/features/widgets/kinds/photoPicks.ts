import type * as Misskey from 'misskey-js';

/** How many pictures the photos widget shows, as Misskey's does. */
export const PHOTOS_SHOWN = 9;

/** Images only, each once (a renoted picture comes twice), the first `PHOTOS_SHOWN` in order. */
export function newestImages<F extends Pick<Misskey.entities.DriveFile, 'id' | 'type'>>(
  files: readonly F[],
): F[] {
  const seen = new Set<string>();
  const picked: F[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/') || seen.has(file.id)) continue;
    seen.add(file.id);
    picked.push(file);
    if (picked.length === PHOTOS_SHOWN) break;
  }
  return picked;
}
