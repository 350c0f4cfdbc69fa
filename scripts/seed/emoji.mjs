// Custom emoji for a seeded instance (issue 6): `count` emoji added through the instance's own
// `admin/emoji/add`, as a moderator would, so the image conversion and the stored rows are
// exactly the server's. A dozen small PNGs are uploaded once and reused under many names;
// categories (some nested with `/`), tags and a few sensitive ones give the picker's folder
// tree, tags tab and eligibility rules something realistic to chew on.
import { deflateSync } from 'node:zlib';
import { createRandom } from './random.mjs';

const WORDS = [
  'blob',
  'cat',
  'dog',
  'smile',
  'party',
  'heart',
  'wave',
  'star',
  'fire',
  'leaf',
  'moon',
  'sun',
  'coffee',
  'pudding',
  'thinking',
  'clap',
  'sparkle',
  'ghost',
  'rocket',
  'bread',
];
const CATEGORIES = [
  'Animals',
  'Animals/Cats',
  'Animals/Dogs',
  'Food',
  'Food/Sweets',
  'Faces',
  'Faces/Blobs',
  'Nature',
  'Reactions',
  'Reactions/Positive',
  'Reactions/Negative',
  'Symbols',
  'Games',
  'Seasonal',
  'Text',
  'Text/Japanese',
  'Memes',
  'Work',
  'Weather',
  'Misc',
];
const TAGS = ['cute', 'happy', 'sad', 'animated', 'meme', 'work', 'food', 'yes', 'no', 'love'];
const COLOURS = [
  [230, 120, 40],
  [40, 140, 230],
  [120, 200, 80],
  [220, 60, 90],
  [250, 210, 60],
  [140, 90, 220],
  [60, 200, 200],
  [90, 90, 90],
  [240, 160, 200],
  [30, 60, 120],
  [200, 100, 30],
  [100, 160, 60],
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let c = 0xffffffff;
  for (const byte of body) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A square RGB PNG: a coloured disc on transparent-looking white, 64 px. */
function discPng([r, g, b], size = 64) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((size * 3 + 1) * size, 255);
  const middle = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    rows[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      if ((x - middle) ** 2 + (y - middle) ** 2 <= (size / 2.2) ** 2)
        rows.set([r, g, b], y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function call(url, endpoint, params, token) {
  const response = await fetch(`${url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...params, i: token }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function upload(url, token, name, bytes) {
  const form = new FormData();
  form.set('i', token);
  form.set('file', new Blob([bytes], { type: 'image/png' }), name);
  const response = await fetch(`${url}/api/drive/files/create`, { method: 'POST', body: form });
  const text = await response.text();
  if (!response.ok) throw new Error(`drive/files/create answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The emoji `seedCustomEmoji` adds, deterministic for a seed: name, category, aliases, sensitivity. */
export function customEmojiPlan(count, seed = 11) {
  const random = createRandom(seed);
  const { pick, chance } = random;
  return Array.from({ length: count }, (_, i) => ({
    name: `${pick(WORDS)}_${pick(WORDS)}_${i}`,
    // One in ten uncategorised, as real servers have some.
    category: chance(0.1) ? null : pick(CATEGORIES),
    aliases: chance(0.6) ? [pick(TAGS), pick(TAGS)].filter((t, n, all) => all.indexOf(t) === n) : [],
    isSensitive: chance(0.03),
    colour: i % COLOURS.length,
  }));
}

/**
 * Adds `count` custom emoji to the running instance at `url` as the moderator `token`
 * (an admin of a seeded instance). `concurrency` requests run at once.
 */
export async function seedCustomEmoji(url, token, { count = 3000, concurrency = 6, log = () => {} } = {}) {
  const files = [];
  for (const [n, colour] of COLOURS.entries()) {
    files.push((await upload(url, token, `emoji-${n}.png`, discPng(colour))).id);
  }
  const plan = customEmojiPlan(count);
  let next = 0;
  let added = 0;
  const worker = async () => {
    while (next < plan.length) {
      const { colour, ...emoji } = plan[next++];
      await call(url, 'admin/emoji/add', { ...emoji, fileId: files[colour] }, token);
      added++;
      if (added % 500 === 0) log(`${added} custom emoji added`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return plan.map((emoji) => emoji.name);
}
