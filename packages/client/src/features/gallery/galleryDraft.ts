import type { DriveFile, GalleryFields } from './galleryRules';

/**
 * What the gallery form holds, kept in localStorage on every change, the way the composer
 * keeps its drafts: localStorage writes are synchronous, so a reload or a closed tab right
 * after a keystroke loses nothing. One draft per account and per post (`new` for a new one);
 * it is dropped once the server has the post, or when the user discards it.
 */
export interface GalleryDraftKey {
  accountId: string;
  origin: string;
  /** The post being edited, or null for /gallery/new. */
  postId: string | null;
}

export function galleryDraftStorageKey({ accountId, origin, postId }: GalleryDraftKey): string {
  return `shiori:gallery-draft:${accountId}@${new URL(origin).host}:${postId ?? 'new'}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the form still works, without drafts
  }
}

function isFile(value: unknown): value is DriveFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.id === 'string' && typeof file.type === 'string' && typeof file.name === 'string';
}

/** The kept draft, or null when there is none or it cannot be read (damaged text is dropped). */
export function readGalleryDraft(key: GalleryDraftKey): GalleryFields | null {
  const store = storage();
  const text = store?.getItem(galleryDraftStorageKey(key)) ?? null;
  if (text === null) return null;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    return {
      title: typeof raw.title === 'string' ? raw.title : '',
      description: typeof raw.description === 'string' ? raw.description : '',
      files: Array.isArray(raw.files) ? raw.files.filter(isFile) : [],
      isSensitive: raw.isSensitive === true,
    };
  } catch {
    store?.removeItem(galleryDraftStorageKey(key));
    return null;
  }
}

export function writeGalleryDraft(key: GalleryDraftKey, fields: GalleryFields): void {
  try {
    storage()?.setItem(galleryDraftStorageKey(key), JSON.stringify(fields));
  } catch {
    // Full or blocked: the form keeps working; only the copy across reloads is lost.
  }
}

export function dropGalleryDraft(key: GalleryDraftKey): void {
  storage()?.removeItem(galleryDraftStorageKey(key));
}
