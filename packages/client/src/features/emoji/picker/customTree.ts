import type { CustomEmoji } from '../types';

/** One folder of the custom tab: its own emoji and its subfolders (category `a/b` nests b in a). */
export interface EmojiFolder {
  /** The full category path, or null for the uncategorised folder. */
  path: string | null;
  /** The last path segment, shown as the folder's title. */
  name: string;
  emojis: CustomEmoji[];
  children: EmojiFolder[];
}

function compareNames(a: EmojiFolder, b: EmojiFolder): number {
  return a.name.localeCompare(b.name);
}

/**
 * Custom emoji as a folder tree by category: `/` separates levels, folders are sorted by
 * name, and the emoji without a category come last in a folder of their own.
 */
export function buildEmojiFolders(emojis: readonly CustomEmoji[]): EmojiFolder[] {
  const roots: EmojiFolder[] = [];
  const byPath = new Map<string, EmojiFolder>();
  const uncategorised: CustomEmoji[] = [];
  const folderAt = (path: string): EmojiFolder => {
    const known = byPath.get(path);
    if (known) return known;
    const cut = path.lastIndexOf('/');
    const folder: EmojiFolder = { path, name: path.slice(cut + 1), emojis: [], children: [] };
    byPath.set(path, folder);
    if (cut === -1) roots.push(folder);
    else folderAt(path.slice(0, cut)).children.push(folder);
    return folder;
  };
  for (const emoji of emojis) {
    // Empty segments (`a//b`, a trailing `/`) would make nameless folders: drop them.
    const path = (emoji.category ?? '')
      .split('/')
      .map((part) => part.trim())
      .filter(Boolean)
      .join('/');
    if (path) folderAt(path).emojis.push(emoji);
    else uncategorised.push(emoji);
  }
  const sortDeep = (folders: EmojiFolder[]) => {
    folders.sort(compareNames);
    for (const folder of folders) sortDeep(folder.children);
  };
  sortDeep(roots);
  if (uncategorised.length > 0) roots.push({ path: null, name: '', emojis: uncategorised, children: [] });
  return roots;
}

/** Custom emoji grouped by tag (their aliases), tags sorted by name. */
export function groupByTag(emojis: readonly CustomEmoji[]): Array<{ tag: string; emojis: CustomEmoji[] }> {
  const groups = new Map<string, CustomEmoji[]>();
  for (const emoji of emojis) {
    for (const alias of new Set(emoji.aliases ?? [])) {
      const tag = alias.trim();
      if (!tag) continue;
      const group = groups.get(tag);
      if (group) group.push(emoji);
      else groups.set(tag, [emoji]);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, list]) => ({ tag, emojis: list }));
}
