import type * as Misskey from 'misskey-js';

export type GalleryPost = Misskey.entities.GalleryPost;
export type DriveFile = Misskey.entities.DriveFile;

/** gallery/posts/create and update take 1 to 32 files (Misskey's fileIds: minItems 1, maxItems 32). */
export const GALLERY_MAX_FILES = 32;

/** What the form holds; the files are the drive files chosen, in the order they will show. */
export interface GalleryFields {
  title: string;
  description: string;
  files: DriveFile[];
  isSensitive: boolean;
}

export const EMPTY_FIELDS: GalleryFields = { title: '', description: '', files: [], isSensitive: false };

export type GalleryProblem = 'noTitle' | 'noFiles' | 'tooManyFiles';

/**
 * What stops the form from being sent, in the order the form shows its fields. The server
 * refuses an empty title and a list of no or more than 32 files; a title of spaces would be
 * kept as spaces, which no list can show, so it counts as empty too.
 */
export function galleryProblems(fields: GalleryFields): GalleryProblem[] {
  const problems: GalleryProblem[] = [];
  if (fields.title.trim() === '') problems.push('noTitle');
  if (fields.files.length === 0) problems.push('noFiles');
  if (fields.files.length > GALLERY_MAX_FILES) problems.push('tooManyFiles');
  return problems;
}

/** The body of gallery/posts/create (and, with postId, update): an empty description is none. */
export function galleryRequest(fields: GalleryFields) {
  return {
    title: fields.title.trim(),
    description: fields.description.trim() === '' ? null : fields.description,
    fileIds: fields.files.map((file) => file.id),
    isSensitive: fields.isSensitive,
  };
}

/** Adds files picked from the drive after those already chosen, skipping any already there. */
export function addFiles(current: readonly DriveFile[], picked: readonly DriveFile[]): DriveFile[] {
  const have = new Set(current.map((file) => file.id));
  return [...current, ...picked.filter((file) => !have.has(file.id) && have.add(file.id))];
}

/** Moves the file at `from` by `step` places (−1 earlier, +1 later); out of range changes nothing. */
export function moveFile(files: readonly DriveFile[], from: number, step: -1 | 1): DriveFile[] {
  const to = from + step;
  if (from < 0 || from >= files.length || to < 0 || to >= files.length) return [...files];
  const next = [...files];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/**
 * Whether a post's pictures start covered: the post or any of its files is marked sensitive
 * and the `nsfw` setting respects marks, or the setting (force) or the data saver covers all.
 */
export function coveredAtFirst(
  post: Pick<GalleryPost, 'isSensitive' | 'files'>,
  nsfw: string,
  dataSaverMedia: boolean,
): boolean {
  if (nsfw === 'force' || dataSaverMedia) return true;
  if (nsfw === 'ignore') return false;
  return isSensitivePost(post);
}

/** Whether the post or any of its files carries the sensitive mark. */
export function isSensitivePost(post: Pick<GalleryPost, 'isSensitive' | 'files'>): boolean {
  return post.isSensitive || (post.files ?? []).some((file) => file.isSensitive);
}

/** The in-app path of a post. */
export function galleryPostPath(postId: string): string {
  return `/gallery/${postId}`;
}

/** The full address of a post, as shared or copied (under the build's base path). */
export function galleryPostUrl(postId: string, origin = window.location.origin): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return new URL(`${base}${galleryPostPath(postId)}`, origin).href;
}
