import { writeFile } from 'node:fs/promises';
import { zipSync } from 'fflate';
import { type CustomEmojiRow, type RawEmoji, toEmojiRow } from '../../db/emojis.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { addFile } from '../drive/add-file.js';
import { newUploadPath } from '../drive/storage.js';
import { stamp } from '../import-export/exports.js';
import type { JobProgress } from '../import-export/jobs.js';
import { yieldToRequests } from '../import-export/jobs.js';
import { createNotification } from '../notifications.js';
import { emojiUrl } from './pack.js';
import { readEmojiImage } from './storage.js';

/** One `emojis` record of Misskey's meta.json (metaVersion 2). */
export interface EmojiZipRecord {
  fileName: string;
  downloaded: boolean;
  emoji: ExportedEmoji;
}

/** The emoji as Misskey's export writes it: its stored entity's fields. */
export interface ExportedEmoji {
  id: string;
  updatedAt: string | null;
  name: string;
  host: null;
  category: string | null;
  originalUrl: string;
  publicUrl: string;
  uri: null;
  type: string | null;
  aliases: string[];
  license: string | null;
  localOnly: boolean;
  isSensitive: boolean;
  roleIdsThatCanBeUsedThisEmojiAsReaction: string[];
}

function exportedEmoji(ctx: InstanceContext, emoji: CustomEmojiRow): ExportedEmoji {
  const url = emojiUrl(ctx, emoji.name);
  return {
    id: emoji.id,
    updatedAt: emoji.updatedAt,
    name: emoji.name,
    host: null,
    category: emoji.category,
    originalUrl: url,
    publicUrl: url,
    uri: null,
    type: emoji.type,
    aliases: [...emoji.aliases],
    license: emoji.license,
    localOnly: emoji.localOnly,
    isSensitive: emoji.isSensitive,
    roleIdsThatCanBeUsedThisEmojiAsReaction: [...emoji.roleIdsThatCanBeUsedThisEmojiAsReaction],
  };
}

/**
 * export-custom-emojis' job, in Misskey's format: `meta.json` and each emoji's image beside it
 * (stored uncompressed, as Misskey does: the images are WebP already). An emoji whose image is
 * missing is listed with `downloaded: false`, as Misskey lists one it could not fetch. The zip
 * goes to the caller's drive and `exportCompleted` (`customEmoji`) names it.
 */
export async function runEmojiExport(
  ctx: InstanceContext,
  user: UserRow,
  progress: JobProgress,
): Promise<string> {
  const emojis = (ctx.db.prepare('SELECT * FROM custom_emojis ORDER BY id').all() as RawEmoji[]).map(
    toEmojiRow,
  );
  progress.setTotal(emojis.length);
  const files: Record<string, Uint8Array> = {};
  const records: EmojiZipRecord[] = [];
  for (const emoji of emojis) {
    const fileName = `${emoji.name}.webp`;
    const bytes = await readEmojiImage(ctx.config, emoji.id);
    if (bytes) files[fileName] = bytes;
    records.push({ fileName, downloaded: bytes !== null, emoji: exportedEmoji(ctx, emoji) });
    progress.step(bytes === null);
    await yieldToRequests();
  }
  const meta = {
    metaVersion: 2,
    host: new URL(ctx.config.url).host,
    exportedAt: new Date().toString(),
    emojis: records,
  };
  files['meta.json'] = Buffer.from(JSON.stringify(meta), 'utf8');
  const zip = zipSync(files, { level: 0 });
  const tempPath = newUploadPath(ctx.config);
  await writeFile(tempPath, zip);
  const file = await addFile(ctx, user, {
    tempPath,
    size: zip.length,
    name: `custom-emojis-${stamp()}.zip`,
    comment: null,
    folderId: null,
    isSensitive: false,
    force: true,
  });
  createNotification(ctx, user.id, 'exportCompleted', { exportedEntity: 'customEmoji', fileId: file.id });
  return file.id;
}
