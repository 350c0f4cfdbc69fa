import type { RouteProps } from '@/router';

export type ShareVisibility = 'public' | 'home' | 'followers' | 'specified';

/** What a share link or a share target asks for (spec 000 §2, /share's query). */
export interface ShareRequest {
  text: string;
  replyId: string | null;
  renoteId: string | null;
  visibility: ShareVisibility | null;
  localOnly: boolean | null;
  fileIds: string[];
}

const VISIBILITIES: readonly string[] = ['public', 'home', 'followers', 'specified'];
const MAX_FILES = 16;

const present = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The note text from `title`, `text` and `url`, one per line. A share target often sends the
 * page title or the address inside the text as well; a part already in the text is not
 * repeated.
 */
export function shareText(title: string | null, text: string | null, url: string | null): string {
  const lines: string[] = [];
  if (title && !text?.includes(title)) lines.push(title);
  if (text) lines.push(text);
  if (url && !text?.includes(url)) lines.push(url);
  return lines.join('\n');
}

/** Reads the query; unknown visibilities and malformed switches are ignored, not guessed. */
export function shareRequestOf(params: RouteProps): ShareRequest {
  const visibility = present(params.visibility);
  const localOnly = present(params.localOnly);
  return {
    text: shareText(present(params.title), present(params.text), present(params.url)),
    replyId: present(params.replyId),
    renoteId: present(params.renoteId),
    visibility: visibility && VISIBILITIES.includes(visibility) ? (visibility as ShareVisibility) : null,
    localOnly: localOnly === 'true' ? true : localOnly === 'false' ? false : null,
    fileIds: [
      ...new Set(
        (params.fileIds ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ].slice(0, MAX_FILES),
  };
}
