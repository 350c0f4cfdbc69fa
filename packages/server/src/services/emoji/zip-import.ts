import { type Unzipped, unzipSync } from 'fflate';
import { ApiError } from '../../api/errors.js';
import { type CustomEmojiRow, deleteEmojiRow, findEmojiByName, insertEmoji } from '../../db/emojis.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { readFileBytes } from '../drive/file-store.js';
import { ZIP_TYPE } from '../drive/file-types.js';
import { type DriveFileRow, findFile } from '../drive/repository.js';
import { genId } from '../ids.js';
import { type JobProgress, jobRunner, yieldToRequests } from '../import-export/jobs.js';
import { assertCanManageEmojis } from './access.js';
import { emojiErrors } from './errors.js';
import { EMOJI_NAME_MAX_LENGTH, EMOJI_NAME_RE, normalizeAliases, normalizeCategory } from './names.js';
import { packEmojiDetailed } from './pack.js';
import { convertToEmoji, placeNewEmojiImage, removeEmojiImage } from './storage.js';

/** The largest zip admin/emoji/import-zip reads (a few thousand emoji images fit easily). */
export const MAX_EMOJI_ZIP_BYTES = 64 * 1024 * 1024;
/** At most this many entries (meta.json and the images). */
export const MAX_EMOJI_ZIP_ENTRIES = 5000;
/** One entry may unpack to at most this much (an emoji image; meta.json of 5,000 records fits). */
export const MAX_EMOJI_ZIP_ENTRY_BYTES = 8 * 1024 * 1024;
/** Everything unpacked together, against a zip bomb. */
export const MAX_EMOJI_ZIP_UNPACKED_BYTES = 256 * 1024 * 1024;

/** Misskey's rule for an image's file name inside the zip (a name, then an extension; no path). */
const FILE_NAME_RE = /^[a-zA-Z0-9_+-]+(\.[a-zA-Z0-9]+)?$/;

/** Why an import job failed: its message is the job's error, shown in the queue. */
export class EmojiZipError extends Error {}

/**
 * Unpacks the zip within the limits: entry sizes are read from the zip's directory before
 * anything is inflated, and the inflater writes into buffers of exactly those sizes.
 */
export function unpackEmojiZip(bytes: Uint8Array): Unzipped {
  let entries = 0;
  let unpacked = 0;
  let tooBig = false;
  try {
    const files = unzipSync(bytes, {
      filter(entry) {
        entries++;
        unpacked += entry.originalSize;
        if (entry.originalSize > MAX_EMOJI_ZIP_ENTRY_BYTES) tooBig = true;
        // Nothing is inflated once a limit is passed; the count still runs to say so.
        return !tooBig && entries <= MAX_EMOJI_ZIP_ENTRIES && unpacked <= MAX_EMOJI_ZIP_UNPACKED_BYTES;
      },
    });
    if (entries > MAX_EMOJI_ZIP_ENTRIES)
      throw new EmojiZipError(`more than ${MAX_EMOJI_ZIP_ENTRIES} entries`);
    if (tooBig || unpacked > MAX_EMOJI_ZIP_UNPACKED_BYTES) throw new EmojiZipError('unpacks too large');
    return files;
  } catch (err) {
    if (err instanceof EmojiZipError) throw err;
    throw new EmojiZipError('not a readable zip archive');
  }
}

interface ImportedFields {
  name: string;
  fileName: string;
  category: string | null;
  aliases: string[];
  license: string | null;
  isSensitive: boolean;
  localOnly: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const stringOrNull = (v: unknown, max: number): string | null =>
  typeof v === 'string' ? v.slice(0, max) : null;

/** One meta.json record as this instance will take it, or null (skipped) when it is not usable. */
function fieldsOf(record: unknown): ImportedFields | null {
  if (!isRecord(record) || record.downloaded !== true || !isRecord(record.emoji)) return null;
  const { fileName } = record;
  const emoji = record.emoji;
  if (typeof fileName !== 'string' || !FILE_NAME_RE.test(fileName)) return null;
  const name = emoji.name;
  if (typeof name !== 'string' || name.length > EMOJI_NAME_MAX_LENGTH || !EMOJI_NAME_RE.test(name))
    return null;
  const aliases = Array.isArray(emoji.aliases)
    ? emoji.aliases
        .filter((a): a is string => typeof a === 'string')
        .slice(0, 64)
        .map((a) => a.slice(0, 128))
    : [];
  return {
    name,
    fileName,
    category: normalizeCategory(stringOrNull(emoji.category, 512)),
    aliases: normalizeAliases(aliases),
    license: stringOrNull(emoji.license, 1024),
    isSensitive: emoji.isSensitive === true,
    localOnly: emoji.localOnly === true,
  };
}

/**
 * Adds one emoji, replacing one of the same name as Misskey's import does (the old one goes,
 * the new one gets a new id). The image is in place before the rows change, and the delete and
 * insert are one transaction: a failure leaves the old emoji as it was.
 */
async function putEmoji(ctx: InstanceContext, fields: ImportedFields, image: Uint8Array): Promise<boolean> {
  const converted = await convertToEmoji(Buffer.from(image));
  if (!converted) return false;
  const now = new Date().toISOString();
  const emoji: CustomEmojiRow = {
    id: genId(),
    name: fields.name,
    category: fields.category,
    aliases: fields.aliases,
    license: fields.license,
    isSensitive: fields.isSensitive,
    localOnly: fields.localOnly,
    // Role ids belong to the exporting server: Misskey's import drops them too.
    roleIdsThatCanBeUsedThisEmojiAsReaction: [],
    type: 'image/webp',
    width: converted.width,
    height: converted.height,
    createdAt: now,
    updatedAt: now,
  };
  await placeNewEmojiImage(ctx.config, converted.bytes, emoji.id);
  let replaced: CustomEmojiRow | undefined;
  try {
    ctx.db.transaction(() => {
      replaced = findEmojiByName(ctx.db, fields.name);
      if (replaced) deleteEmojiRow(ctx.db, replaced.id);
      insertEmoji(ctx.db, emoji);
    })();
  } catch (err) {
    await removeEmojiImage(ctx.config, emoji.id);
    throw err;
  }
  if (replaced) {
    await removeEmojiImage(ctx.config, replaced.id);
    ctx.events.publishBroadcast('emojiDeleted', { emojis: [packEmojiDetailed(ctx, replaced)] });
  }
  ctx.events.publishBroadcast('emojiAdded', { emoji: packEmojiDetailed(ctx, emoji) });
  return true;
}

/**
 * admin/emoji/import-zip's job: reads a Misskey custom emoji export (meta.json and the images
 * beside it). Records that are not downloaded, have a bad name or file name, or whose image is
 * missing or not a picture are skipped (counted); a zip that cannot be read, is over the limits
 * or has no usable meta.json fails the job with the reason. An emoji that could not be stored
 * (its image or its row) does not stop the others: they are all tried, and then the job fails
 * saying how many were not stored, so the admin can retry it from the queue once the cause is
 * mended (the retry reads the zip again; the emoji already in are replaced by the same ones).
 */
export async function runEmojiImport(
  ctx: InstanceContext,
  file: DriveFileRow,
  progress: JobProgress,
): Promise<void> {
  if (file.size > MAX_EMOJI_ZIP_BYTES) throw new EmojiZipError('the zip is too large');
  const entries = unpackEmojiZip(await readFileBytes(ctx, file));
  const metaBytes = entries['meta.json'];
  let meta: unknown;
  try {
    meta = metaBytes ? JSON.parse(Buffer.from(metaBytes).toString('utf8')) : undefined;
  } catch {
    meta = undefined;
  }
  if (!isRecord(meta) || !Array.isArray(meta.emojis)) throw new EmojiZipError('no readable meta.json');
  const records = meta.emojis as unknown[];
  progress.setTotal(records.length);
  let notStored = 0;
  let firstReason = '';
  for (const record of records) {
    const fields = fieldsOf(record);
    const image = fields ? entries[fields.fileName] : undefined;
    let added = false;
    if (fields && image) {
      try {
        added = await putEmoji(ctx, fields, image);
      } catch (err) {
        notStored++;
        if (!firstReason) firstReason = `${fields.name}: ${err instanceof Error ? err.message : String(err)}`;
      }
    }
    progress.step(!added);
    await yieldToRequests();
  }
  if (notStored > 0)
    throw new EmojiZipError(`${notStored} of ${records.length} emoji could not be stored (${firstReason})`);
}

/**
 * Starts the import job of `fileId` for `user` (admin/emoji/import-zip, and a retry from the
 * admin queue, which goes through the same checks): the caller may manage emoji, the file is
 * theirs and a zip. Throws the endpoint's ApiErrors.
 */
export function startEmojiImport(ctx: InstanceContext, user: UserRow, fileId: string): void {
  assertCanManageEmojis(user, ctx);
  const file = findFile(ctx.db, fileId);
  // Someone else's file is no file: the emoji would publish pictures its owner never shared.
  if (!file || file.userId !== user.id) throw new ApiError(emojiErrors.addNoSuchFile);
  if (file.type !== ZIP_TYPE) throw new ApiError(emojiErrors.unsupportedFileType);
  jobRunner(ctx).add(
    user.id,
    'import:customEmoji',
    (progress) => runEmojiImport(ctx, file, progress),
    file.id,
  );
}
