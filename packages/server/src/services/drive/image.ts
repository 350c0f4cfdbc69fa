import { encode } from 'blurhash';
import sharp from 'sharp';
import { headerSizeOf } from './header-size.js';
import type { FileProperties } from './repository.js';

/** Misskey's thumbnail box: large enough for a note's media grid, small enough to be cheap. */
export const THUMBNAIL_SIZE = 498;
/** Blurhash is computed from a small copy; the hash only describes colour areas. */
const BLURHASH_SOURCE_SIZE = 64;

export interface ImageInfo {
  properties: FileProperties;
  thumbnail: Buffer | null;
  blurhash: string | null;
}

/** Types sharp decodes (with the libvips build it ships); ICO, for one, it does not. */
const DECODABLE = new Set([
  'image/png',
  'image/apng',
  'image/gif',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/tiff',
]);

const NOTHING: ImageInfo = { properties: {}, thumbnail: null, blurhash: null };

/**
 * The most pixels sharp decodes for a thumbnail (a decompression bomb: a small file claiming
 * a huge canvas; a 48 KB PNG can claim 20,000 × 20,000). A larger picture is kept with its
 * size but without thumbnail or blurhash, and clients must not decode it inline: Misskey's
 * DriveFile has no flag for that, so "no thumbnail, and width × height over the limit" is the
 * mark, and our client's `inlineImageUrl` reads it.
 */
export const MAX_DECODED_PIXELS = 16384 * 16384;

/** Width and height from the file's header; sharp's metadata() reads no pixel data. */
async function headerSize(path: string): Promise<FileProperties> {
  const meta = await sharp(path, { limitInputPixels: false }).metadata();
  const properties: FileProperties = {};
  if (meta.width) properties.width = meta.width;
  // For an animated image sharp reports the height of one frame as pageHeight.
  const height = meta.pageHeight ?? meta.height;
  if (height) properties.height = height;
  if (meta.orientation) properties.orientation = meta.orientation;
  return properties;
}

/**
 * Size, orientation, a WebP thumbnail and a blurhash of an image. A picture sharp cannot
 * decode is still kept (a browser may show it), just without these extras, as Misskey does.
 */
export async function describeImage(path: string, mime: string): Promise<ImageInfo> {
  // Kept without extras, but with the size from the header, which clients need (see above).
  if (!DECODABLE.has(mime)) return { ...NOTHING, properties: await headerSizeOf(path, mime) };
  let properties: FileProperties;
  try {
    properties = await headerSize(path);
  } catch {
    return NOTHING;
  }
  const { width, height } = properties;
  if (!width || !height || width * height > MAX_DECODED_PIXELS) {
    return { properties, thumbnail: null, blurhash: null };
  }
  try {
    const options = { failOn: 'error', limitInputPixels: MAX_DECODED_PIXELS } as const;
    const thumbnail = await sharp(path, options)
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();

    const { data, info } = await sharp(path, options)
      .rotate()
      .resize(BLURHASH_SOURCE_SIZE, BLURHASH_SOURCE_SIZE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const blurhash = encode(new Uint8ClampedArray(data), info.width, info.height, 5, 5);
    return { properties, thumbnail, blurhash };
  } catch {
    // Damaged pixel data behind a readable header: the size is still worth keeping.
    return { properties, thumbnail: null, blurhash: null };
  }
}
