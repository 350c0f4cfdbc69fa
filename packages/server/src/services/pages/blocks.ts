/**
 * The block content of a page, checked before it is stored. Misskey takes any objects here and
 * its client renders four types; storing only those four, in their misskey-js shapes, keeps a
 * page written by one client readable by every other and keeps a page's size bounded.
 */

/** Blocks in the whole tree, sections' children included. */
export const MAX_PAGE_BLOCKS = 1000;
/** Sections within sections. */
export const MAX_SECTION_DEPTH = 8;
/** Characters of one text block or section title. */
export const MAX_BLOCK_TEXT = 32_768;
/** Characters of the stored JSON of all blocks. */
export const MAX_CONTENT_CHARS = 512 * 1024;

const ID_MAX = 64;

export interface BlockProblem {
  /** Where in the tree, e.g. `content[2].children[0].text`. */
  path: string;
  reason: string;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkString(
  block: Json,
  key: string,
  path: string,
  max: number,
  nullable = false,
): BlockProblem | null {
  const v = block[key];
  if (v === null && nullable) return null;
  if (typeof v !== 'string')
    return { path: `${path}.${key}`, reason: nullable ? 'string or null' : 'string' };
  if (v.length > max) return { path: `${path}.${key}`, reason: `at most ${max} characters` };
  return null;
}

/**
 * The first problem of `content`, or null when every block is one of Misskey's four with its
 * fields: text {text}, section {title, children}, image {fileId}, note {note, detailed}.
 * Each also needs an `id` (the editor's key for it). Other fields are dropped by `cleanBlocks`.
 */
export function checkBlocks(content: unknown[]): BlockProblem | null {
  let count = 0;
  const walk = (blocks: unknown[], base: string, depth: number): BlockProblem | null => {
    for (const [i, block] of blocks.entries()) {
      const path = `${base}[${i}]`;
      count += 1;
      if (count > MAX_PAGE_BLOCKS) return { path, reason: `at most ${MAX_PAGE_BLOCKS} blocks` };
      if (!isObject(block)) return { path, reason: 'object' };
      const problem = checkString(block, 'id', path, ID_MAX);
      if (problem) return problem;
      switch (block.type) {
        case 'text': {
          const p = checkString(block, 'text', path, MAX_BLOCK_TEXT);
          if (p) return p;
          break;
        }
        case 'section': {
          const p = checkString(block, 'title', path, MAX_BLOCK_TEXT);
          if (p) return p;
          if (!Array.isArray(block.children)) return { path: `${path}.children`, reason: 'array' };
          if (depth >= MAX_SECTION_DEPTH)
            return { path, reason: `sections at most ${MAX_SECTION_DEPTH} deep` };
          const inner = walk(block.children, `${path}.children`, depth + 1);
          if (inner) return inner;
          break;
        }
        case 'image': {
          const p = checkString(block, 'fileId', path, ID_MAX, true);
          if (p) return p;
          break;
        }
        case 'note': {
          const p = checkString(block, 'note', path, ID_MAX, true);
          if (p) return p;
          if (block.detailed !== undefined && typeof block.detailed !== 'boolean') {
            return { path: `${path}.detailed`, reason: 'boolean' };
          }
          break;
        }
        default:
          return { path: `${path}.type`, reason: 'one of text, section, image, note' };
      }
    }
    return null;
  };
  const problem = walk(content, 'content', 1);
  if (problem) return problem;
  if (JSON.stringify(content).length > MAX_CONTENT_CHARS) {
    return { path: 'content', reason: `at most ${MAX_CONTENT_CHARS} characters of JSON` };
  }
  return null;
}

/** Checked blocks reduced to their misskey-js fields (nothing else a client sent is kept). */
export function cleanBlocks(content: unknown[]): unknown[] {
  return content.map((raw) => {
    const block = raw as Json;
    const id = block.id as string;
    switch (block.type) {
      case 'text':
        return { id, type: 'text', text: block.text };
      case 'section':
        return {
          id,
          type: 'section',
          title: block.title,
          children: cleanBlocks(block.children as unknown[]),
        };
      case 'image':
        return { id, type: 'image', fileId: block.fileId };
      default:
        return { id, type: 'note', detailed: block.detailed === true, note: block.note };
    }
  });
}

/** The file ids of every image block, in reading order (null ones skipped). */
export function imageFileIds(content: readonly unknown[]): string[] {
  const out: string[] = [];
  const walk = (blocks: readonly unknown[]) => {
    for (const raw of blocks) {
      const block = raw as Json;
      if (block.type === 'image' && typeof block.fileId === 'string') out.push(block.fileId);
      if (Array.isArray(block.children)) walk(block.children);
    }
  };
  walk(content);
  return out;
}
