import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

/**
 * The content types a drive file may have (spec 000: the media a browser can show safely),
 * as `file-type` names them after sniffing the bytes. Neither the file name nor the type the
 * client declared is ever trusted.
 */
const MEDIA_TYPES = new Map<string, string>([
  ['image/png', 'image/png'],
  ['image/apng', 'image/apng'],
  ['image/gif', 'image/gif'],
  ['image/jpeg', 'image/jpeg'],
  ['image/webp', 'image/webp'],
  ['image/avif', 'image/avif'],
  ['image/bmp', 'image/bmp'],
  ['image/tiff', 'image/tiff'],
  ['image/x-icon', 'image/x-icon'],
  ['audio/ogg; codecs=opus', 'audio/opus'],
  ['audio/opus', 'audio/opus'],
  ['audio/ogg', 'audio/ogg'],
  ['video/ogg', 'video/ogg'],
  ['application/ogg', 'application/ogg'],
  ['video/quicktime', 'video/quicktime'],
  ['video/mp4', 'video/mp4'],
  ['audio/mp4', 'audio/mp4'],
  ['video/x-m4v', 'video/x-m4v'],
  ['audio/x-m4a', 'audio/x-m4a'],
  ['video/3gpp', 'video/3gpp'],
  ['video/3gpp2', 'video/3gpp2'],
  ['video/mpeg', 'video/mpeg'],
  ['audio/mpeg', 'audio/mpeg'],
  ['video/webm', 'video/webm'],
  ['audio/webm', 'audio/webm'],
  ['audio/aac', 'audio/aac'],
  ['audio/flac', 'audio/flac'],
  ['audio/x-flac', 'audio/flac'],
  ['audio/wav', 'audio/wav'],
  ['audio/vnd.wave', 'audio/wav'],
]);

/**
 * Zip archives are ordinary drive files in Misskey (custom emoji exports are zips, and
 * admin/emoji/import-zip reads one from the drive). Accepting them is safe because a zip is
 * never shown: `isInlineType` is false for it, so /files serves it as an attachment with
 * `nosniff`, no thumbnail is made, and clients offer it only as a download. Only a plain
 * `application/zip` is taken: formats built on zip that file-type names otherwise (jar, apk,
 * docx, epub, xpi…) stay refused.
 */
export const ZIP_TYPE = 'application/zip';

/** Plain text is accepted too, so long pasted text can be attached as a file (spec 001 §5). */
export const TEXT_TYPE = 'text/plain';

export interface DetectedType {
  /** The MIME type stored and served. */
  mime: string;
  /** The usual extension, added to a name that lacks one. */
  ext: string;
}

/** Media a browser may show inline; everything else is served as a download. */
export function isInlineType(mime: string): boolean {
  return (
    mime.startsWith('image/') ||
    mime.startsWith('audio/') ||
    mime.startsWith('video/') ||
    mime === 'application/ogg'
  );
}

const TEXT_SAMPLE_BYTES = 64 * 1024;

/**
 * Whether the file reads as UTF-8 text: valid UTF-8 and no control characters other than
 * tab, line feed, carriage return and form feed. Checked on the first 64 KiB (a multi-byte
 * character cut at the edge is allowed).
 */
async function looksLikeText(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(TEXT_SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, TEXT_SAMPLE_BYTES, 0);
    if (bytesRead === 0) return false;
    let sample = buffer.subarray(0, bytesRead);
    // Drop a partial character at the end of a truncated sample.
    if (bytesRead === TEXT_SAMPLE_BYTES) {
      let cut = sample.length;
      for (let i = sample.length - 1; i >= Math.max(0, sample.length - 4); i--) {
        const byte = sample[i] as number;
        if ((byte & 0xc0) === 0x80) continue;
        if (byte >= 0xc0) cut = i;
        break;
      }
      sample = sample.subarray(0, cut);
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(sample);
    } catch {
      return false;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } finally {
    await handle.close();
  }
}

/** The allowed type of the file at `path`, or null when its content is not allowed. */
export async function detectAllowedType(path: string): Promise<DetectedType | null> {
  const sniffed = await fileTypeFromFile(path);
  if (sniffed) {
    if (sniffed.mime === ZIP_TYPE) return { mime: ZIP_TYPE, ext: 'zip' };
    const mime = MEDIA_TYPES.get(sniffed.mime);
    return mime ? { mime, ext: sniffed.ext } : null;
  }
  return (await looksLikeText(path)) ? { mime: TEXT_TYPE, ext: 'txt' } : null;
}
