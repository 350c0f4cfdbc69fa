/**
 * Tells animated images from still ones by their bytes, so animations are never flattened to
 * one frame by the canvas (spec 001 §9). Only the first bytes needed are inspected.
 */

function byte(bytes: Uint8Array, at: number): number {
  return bytes[at] ?? 0;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** A PNG is an APNG when an `acTL` chunk comes before the first `IDAT`. */
export function isAnimatedPng(bytes: Uint8Array): boolean {
  if (bytes.length < 8 || ascii(bytes, 1, 3) !== 'PNG') return false;
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = new DataView(bytes.buffer, bytes.byteOffset + offset, 4).getUint32(0);
    const type = ascii(bytes, offset + 4, 4);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    offset += 12 + length;
  }
  return false;
}

/** A WebP is animated when its RIFF container holds an `ANIM` chunk. */
export function isAnimatedWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return false;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const type = ascii(bytes, offset, 4);
    if (type === 'ANIM' || type === 'ANMF') return true;
    const size = new DataView(bytes.buffer, bytes.byteOffset + offset + 4, 4).getUint32(0, true);
    // Chunks are padded to an even size.
    offset += 8 + size + (size % 2);
  }
  return false;
}

function skipSubBlocks(bytes: Uint8Array, offset: number): number {
  let at = offset;
  while (at < bytes.length) {
    const size = byte(bytes, at);
    at += 1;
    if (size === 0) return at;
    at += size;
  }
  return at;
}

/** A GIF is animated when it holds more than one image frame. */
export function isAnimatedGif(bytes: Uint8Array): boolean {
  if (bytes.length < 13 || ascii(bytes, 0, 3) !== 'GIF') return false;
  const flags = byte(bytes, 10);
  let offset = 13;
  if (flags & 0x80) offset += 3 * 2 ** ((flags & 0x07) + 1);
  let frames = 0;
  while (offset < bytes.length) {
    const block = byte(bytes, offset);
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      // Extension: label, then data sub-blocks.
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (block === 0x2c) {
      frames += 1;
      if (frames > 1) return true;
      const imageFlags = byte(bytes, offset + 9);
      offset += 10;
      if (imageFlags & 0x80) offset += 3 * 2 ** ((imageFlags & 0x07) + 1);
      offset = skipSubBlocks(bytes, offset + 1); // LZW minimum code size, then data
    } else {
      break;
    }
  }
  return false;
}

/** Whether a file of this type with these bytes is an animation. */
export function isAnimatedImage(type: string, bytes: Uint8Array): boolean {
  if (type === 'image/gif') return isAnimatedGif(bytes);
  if (type === 'image/png' || type === 'image/apng') return isAnimatedPng(bytes);
  if (type === 'image/webp') return isAnimatedWebp(bytes);
  return false;
}
