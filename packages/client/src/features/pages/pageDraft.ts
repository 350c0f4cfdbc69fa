import { type PageBlock, sanitizeBlocks } from './blocks';

// What the page editor holds, kept on the device as the user types, so a reload, a crash or a
// closed tab loses nothing (as the composer's drafts: localStorage, synchronous, per account).
// One draft per page being edited (`new` for a page not yet created); saving the page drops it.

export interface PageFields {
  title: string;
  name: string;
  summary: string;
  font: 'serif' | 'sans-serif';
  alignCenter: boolean;
  hideTitleWhenPinned: boolean;
  eyeCatchingImage: { id: string; url: string | null; name: string } | null;
  content: PageBlock[];
  /** The pictures the image blocks show, by drive file id (so a restored draft shows them too). */
  files: Record<string, PickedFile>;
}

export interface PickedFile {
  url: string | null;
  name: string;
}

export interface PageDraftAccount {
  id: string;
  origin: string;
}

export function pageDraftKey(account: PageDraftAccount, pageId: string | null): string {
  return `shiori:pageDraft:${account.id}@${new URL(account.origin).host}:${pageId ?? 'new'}`;
}

export function emptyPageFields(name: string = Date.now().toString()): PageFields {
  // Misskey's editor also starts a new page with the time as its name, so it is unique at once.
  return {
    title: '',
    name,
    summary: '',
    font: 'sans-serif',
    alignCenter: false,
    hideTitleWhenPinned: false,
    eyeCatchingImage: null,
    content: [],
    files: {},
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fills in what a damaged or older record lacks; null when there is no usable draft. */
export function normalizePageFields(raw: unknown): PageFields | null {
  if (!isRecord(raw)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const image = isRecord(raw.eyeCatchingImage) ? raw.eyeCatchingImage : null;
  return {
    title: text(raw.title),
    name: text(raw.name),
    summary: text(raw.summary),
    font: raw.font === 'serif' ? 'serif' : 'sans-serif',
    alignCenter: raw.alignCenter === true,
    hideTitleWhenPinned: raw.hideTitleWhenPinned === true,
    eyeCatchingImage:
      image && typeof image.id === 'string'
        ? { id: image.id, url: typeof image.url === 'string' ? image.url : null, name: text(image.name) }
        : null,
    content: sanitizeBlocks(raw.content),
    files: pickedFiles(raw.files),
  };
}

function pickedFiles(raw: unknown): Record<string, PickedFile> {
  if (!isRecord(raw)) return {};
  const files: Record<string, PickedFile> = {};
  for (const [id, value] of Object.entries(raw)) {
    if (!isRecord(value)) continue;
    files[id] = {
      url: typeof value.url === 'string' ? value.url : null,
      name: typeof value.name === 'string' ? value.name : '',
    };
  }
  return files;
}

export function readPageDraft(storage: Storage, key: string): PageFields | null {
  try {
    const text = storage.getItem(key);
    return text === null ? null : normalizePageFields(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Writes the draft; a full storage only means the draft is not kept (the editor still works). */
export function writePageDraft(storage: Storage, key: string, fields: PageFields): void {
  try {
    storage.setItem(key, JSON.stringify(fields));
  } catch {
    // Quota exceeded or storage disabled: nothing to do but go on.
  }
}

export function dropPageDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // As above.
  }
}

/** The create/update body from the fields (Misskey's shape; no variables or script any more). */
export function pageRequestBody(fields: PageFields) {
  return {
    title: fields.title.trim(),
    name: fields.name.trim(),
    summary: fields.summary.trim() === '' ? null : fields.summary,
    content: fields.content,
    variables: [],
    script: '',
    eyeCatchingImageId: fields.eyeCatchingImage?.id ?? null,
    font: fields.font,
    alignCenter: fields.alignCenter,
    hideTitleWhenPinned: fields.hideTitleWhenPinned,
  };
}

/** The fields of a page loaded for editing. */
export function fieldsOfPage(page: {
  title: string;
  name: string;
  summary: string | null;
  font: 'serif' | 'sans-serif';
  alignCenter: boolean;
  hideTitleWhenPinned: boolean;
  eyeCatchingImage: { id: string; url: string; name: string } | null;
  content: unknown;
  attachedFiles: { id: string; url: string; name: string }[];
}): PageFields {
  return {
    title: page.title,
    name: page.name,
    summary: page.summary ?? '',
    font: page.font,
    alignCenter: page.alignCenter,
    hideTitleWhenPinned: page.hideTitleWhenPinned,
    eyeCatchingImage: page.eyeCatchingImage
      ? { id: page.eyeCatchingImage.id, url: page.eyeCatchingImage.url, name: page.eyeCatchingImage.name }
      : null,
    content: sanitizeBlocks(page.content),
    files: Object.fromEntries(page.attachedFiles.map((f) => [f.id, { url: f.url, name: f.name }])),
  };
}
