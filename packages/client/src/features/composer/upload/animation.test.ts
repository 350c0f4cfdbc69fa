import { describe, expect, it } from 'vitest';
import { isAnimatedGif, isAnimatedImage, isAnimatedPng, isAnimatedWebp } from './animation';

const text = (value: string) => [...value].map((c) => c.charCodeAt(0));

function pngChunk(type: string, data: number[] = []): number[] {
  const length = data.length;
  return [
    (length >>> 24) & 255,
    (length >>> 16) & 255,
    (length >>> 8) & 255,
    length & 255,
    ...text(type),
    ...data,
    0,
    0,
    0,
    0,
  ];
}

function png(...chunks: number[][]): Uint8Array {
  return new Uint8Array([0x89, ...text('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, ...chunks.flat()]);
}

function webpChunk(type: string, data: number[]): number[] {
  const size = data.length;
  return [...text(type), size & 255, (size >>> 8) & 255, 0, 0, ...data, ...(size % 2 ? [0] : [])];
}

function webp(...chunks: number[][]): Uint8Array {
  const body = [...text('WEBP'), ...chunks.flat()];
  return new Uint8Array([...text('RIFF'), body.length & 255, (body.length >>> 8) & 255, 0, 0, ...body]);
}

/** A GIF with a global palette of 2 colours and `frames` 1×1 images, each after a control block. */
function gif(frames: number): Uint8Array {
  const header = [...text('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const loop = [0x21, 0xff, 11, ...text('NETSCAPE2.0'), 3, 1, 0, 0, 0];
  const frame = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0];
  return new Uint8Array([...header, ...loop, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}

describe('animation sniffers (spec 001 §9)', () => {
  it('finds a second frame in an animated GIF, not in a still one', () => {
    expect(isAnimatedGif(gif(2))).toBe(true);
    expect(isAnimatedGif(gif(1))).toBe(false);
  });

  it('finds acTL before the image data in an APNG', () => {
    const ihdr = pngChunk('IHDR', new Array(13).fill(0));
    expect(isAnimatedPng(png(ihdr, pngChunk('acTL', [0, 0, 0, 2, 0, 0, 0, 0]), pngChunk('IDAT', [1])))).toBe(
      true,
    );
    expect(isAnimatedPng(png(ihdr, pngChunk('IDAT', [1]), pngChunk('IEND')))).toBe(false);
  });

  it('finds an ANIM chunk in an animated WebP', () => {
    expect(
      isAnimatedWebp(webp(webpChunk('VP8X', new Array(10).fill(0)), webpChunk('ANIM', [0, 0, 0, 0, 0, 0]))),
    ).toBe(true);
    expect(isAnimatedWebp(webp(webpChunk('VP8 ', [1, 2, 3])))).toBe(false);
  });

  it('is never fooled by another format or truncated bytes', () => {
    expect(isAnimatedPng(gif(2))).toBe(false);
    expect(isAnimatedGif(new Uint8Array([0x47, 0x49]))).toBe(false);
    expect(isAnimatedWebp(new Uint8Array(4))).toBe(false);
    expect(isAnimatedImage('image/jpeg', gif(2))).toBe(false);
  });

  it('picks the sniffer from the type', () => {
    expect(isAnimatedImage('image/gif', gif(3))).toBe(true);
    expect(isAnimatedImage('image/apng', png(pngChunk('acTL', [0, 0, 0, 2, 0, 0, 0, 0])))).toBe(true);
  });
});
