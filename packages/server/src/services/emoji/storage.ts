import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Config } from '../../config.js';

/** Emoji are shown at text size; 128 px high is sharp on any screen at any emoji scale. */
export const EMOJI_MAX_HEIGHT = 128;
/** A very wide banner-like emoji still stays a reasonable file. */
export const EMOJI_MAX_WIDTH = 1024;

/** Ids are made by genId (base36); checked again before any path is built from one. */
const ID_RE = /^[0-9a-z]{10,32}$/;

export function emojiDir(config: Config): string {
  return join(config.dataDir, 'emoji');
}

export function emojiPath(config: Config, id: string): string {
  if (!ID_RE.test(id)) throw new Error('not an emoji id');
  return join(emojiDir(config), `${id}.webp`);
}

export interface ConvertedEmoji {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Reads a drive image (a path, or the bytes of a zip's entry) and makes the emoji's WebP: frames kept (animated GIF, APNG and WebP
 * stay animated), at most EMOJI_MAX_HEIGHT high with the aspect ratio kept, never enlarged.
 * Null when sharp cannot decode the bytes (nothing can be shown then).
 */
export async function convertToEmoji(sourcePath: string | Buffer): Promise<ConvertedEmoji | null> {
  // The pixel limit guards against decompression bombs, as the drive does.
  const options = { animated: true, failOn: 'error', limitInputPixels: 16384 * 16384 } as const;
  try {
    const input = await sharp(sourcePath, options).metadata();
    const animated = (input.pages ?? 1) > 1;
    let pipeline = sharp(sourcePath, options);
    // EXIF orientation exists only on still photos; rotating a multi-frame image would stack frames.
    if (!animated) pipeline = pipeline.rotate();
    const bytes = await pipeline
      .resize(EMOJI_MAX_WIDTH, EMOJI_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, effort: 4 })
      .toBuffer();
    const output = await sharp(bytes, { animated: true }).metadata();
    const width = output.width;
    // For animations sharp reports the whole strip as height; one frame is pageHeight.
    const height = output.pageHeight ?? output.height;
    if (!width || !height) return null;
    return { bytes, width, height };
  } catch {
    return null;
  }
}

/**
 * Writes the image beside the emoji folder's final names; `commitEmojiImage` then renames it
 * into place. Two steps so the database row can be written in between: a failed write leaves
 * the old image (or none) untouched, and a reader never sees a half-written file.
 */
export async function stageEmojiImage(config: Config, bytes: Buffer): Promise<string> {
  mkdirSync(emojiDir(config), { recursive: true });
  const temp = join(emojiDir(config), `.tmp-${randomBytes(8).toString('hex')}`);
  await writeFile(temp, bytes);
  return temp;
}

export async function commitEmojiImage(config: Config, staged: string, id: string): Promise<void> {
  await rename(staged, emojiPath(config, id));
}

export async function discardStagedImage(staged: string): Promise<void> {
  await rm(staged, { force: true });
}

/**
 * Puts a new emoji's image in place (staged, then renamed; the staged copy is removed if the
 * rename fails). Before the emoji's row is written: a crash in between leaves an image without
 * a row, which the start-up sweep removes, never a row without its image. The id is new, so
 * nothing is overwritten.
 */
export async function placeNewEmojiImage(config: Config, bytes: Buffer, id: string): Promise<void> {
  const staged = await stageEmojiImage(config, bytes);
  try {
    await commitEmojiImage(config, staged, id);
  } catch (err) {
    await discardStagedImage(staged);
    throw err;
  }
}

/** Removes the image; one already gone is fine (deleting twice must not fail). */
export async function removeEmojiImage(config: Config, id: string): Promise<void> {
  await rm(emojiPath(config, id), { force: true });
}

export async function readEmojiImage(config: Config, id: string): Promise<Buffer | null> {
  try {
    return await readFile(emojiPath(config, id));
  } catch {
    return null;
  }
}
