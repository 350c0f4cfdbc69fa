import { open } from 'node:fs/promises';
import type { FileProperties } from './repository.js';

/** The most icon entries read: the ICO format allows 65,535; real icons have a handful. */
const MAX_ICON_ENTRIES = 64;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** BMP: BITMAPCOREHEADER (16-bit sizes) or any later header (32-bit, height negative when top-down). */
function bmpSize(head: Buffer): FileProperties {
  if (head.length < 26 || head.toString('latin1', 0, 2) !== 'BM') return {};
  const dibSize = head.readUInt32LE(14);
  if (dibSize === 12) return { width: head.readUInt16LE(18), height: head.readUInt16LE(20) };
  return { width: Math.abs(head.readInt32LE(18)), height: Math.abs(head.readInt32LE(22)) };
}

/**
 * ICO: the largest entry. An entry may hold a whole PNG, whose own header can claim far more
 * than the directory's 256 pixels (a browser decodes that PNG), so its IHDR is what counts.
 */
async function icoSize(path: string): Promise<FileProperties> {
  const head = await readAt(path, 0, 6);
  if (head.length < 6 || head.readUInt16LE(0) !== 0 || head.readUInt16LE(2) !== 1) return {};
  const count = Math.min(head.readUInt16LE(4), MAX_ICON_ENTRIES);
  const directory = await readAt(path, 6, count * 16);
  let best: Required<Pick<FileProperties, 'width' | 'height'>> | null = null;
  for (let i = 0; i + 16 <= directory.length; i += 16) {
    let width = directory[i] || 256;
    let height = directory[i + 1] || 256;
    const embedded = await readAt(path, directory.readUInt32LE(i + 12), 24);
    if (embedded.length === 24 && embedded.subarray(0, 8).equals(PNG_SIGNATURE)) {
      width = embedded.readUInt32BE(16);
      height = embedded.readUInt32BE(20);
    }
    if (!best || width * height > best.width * best.height) best = { width, height };
  }
  return best ?? {};
}

/**
 * Width and height of the image types sharp does not read (BMP, ICO), from their headers, so
 * clients can tell a small icon they may show from a huge bitmap they must not decode.
 * Empty when the header is not understood (clients then treat the size as unknown).
 */
export async function headerSizeOf(path: string, mime: string): Promise<FileProperties> {
  try {
    if (mime === 'image/bmp') return bmpSize(await readAt(path, 0, 26));
    if (mime === 'image/x-icon') return await icoSize(path);
  } catch {
    // An unreadable header is an unknown size, not a failed upload.
  }
  return {};
}
