#!/usr/bin/env node
// Draws the app's icons (packages/client/public/client-assets/icons) from the SVG below: an
// emerald tile, the splash screen's colour, with a white bookmark ribbon ("shiori" is a
// bookmark) over three text lines. Our own drawing; run again after changing it:
//   node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// sharp is a dependency of the server package.
const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
const sharp = require('sharp');
const out = fileURLToPath(new URL('../packages/client/public/client-assets/icons/', import.meta.url));
mkdirSync(out, { recursive: true });

const EMERALD = '#1f7a5c';
/** The mark on a 512 grid; `scale` shrinks it about the centre (maskable icons keep it in the safe zone). */
const mark = (scale, colour = '#ffffff') => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)" fill="${colour}">
    <rect x="118" y="150" width="190" height="30" rx="15" opacity="0.55"/>
    <rect x="118" y="226" width="150" height="30" rx="15" opacity="0.55"/>
    <rect x="118" y="302" width="120" height="30" rx="15" opacity="0.55"/>
    <path d="M300 96h96v312l-48-40-48 40z"/>
  </g>`;
const svg = ({
  rounded,
  scale,
  background = EMERALD,
  colour,
}) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img"><title>Shiori</title>
  ${background ? `<rect width="512" height="512" ${rounded ? 'rx="112"' : ''} fill="${background}"/>` : ''}${mark(scale, colour)}
</svg>
`;

const any = svg({ rounded: true, scale: 1 });
writeFileSync(`${out}icon.svg`, any);
const png = (source, size, name) =>
  sharp(Buffer.from(source)).resize(size, size).png().toFile(`${out}${name}`);
await png(any, 192, 'icon-192.png');
await png(any, 512, 'icon-512.png');
// Maskable: the platform cuts its own shape; everything that matters sits in the middle 80%.
const maskable = svg({ rounded: false, scale: 0.72 });
await png(maskable, 512, 'maskable-512.png');
await png(maskable, 180, 'apple-touch-icon.png');
// The status bar badge of a notification: white on transparent, the platform tints it.
await png(svg({ rounded: false, scale: 1.1, background: null, colour: '#ffffff' }), 96, 'badge-96.png');
console.log(`icons written to ${out}`);
