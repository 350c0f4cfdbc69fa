// Notes shaped as a real Misskey server packs them, for the fling figure. The local instance
// has only local users without avatars, files or custom emoji, so its notes are light; on a
// real server a timeline is mostly remote users whose avatars come through the media proxy
// (with a blurhash), custom emoji in texts, names and reactions, instance tickers, and files
// with thumbnails. The browser's answers from `notes/timeline` are rewritten into that shape
// (the same ids, so paging is untouched) and the pictures are answered from memory, as
// real WebP files of the sizes the proxy serves. Deterministic per note and user id.
import { createHash } from 'node:crypto';
import { encode } from 'blurhash';
import sharp from 'sharp';

const HOSTS = ['misskey.example', 'fedi.example', 'social.example', 'mk.example'];
const EMOJI_NAMES = [
  'blobcat',
  'blobcat_heart',
  'neko_wave',
  'party_parrot',
  'awesome',
  'thinking_ai',
  'ablobcatrainbow',
  'murakamisan',
];

/** A number in [0, 1) from a string, so the shape of a note depends on its id alone. */
function unit(text, salt) {
  return createHash('sha1').update(`${salt}:${text}`).digest().readUInt32BE(0) / 2 ** 32;
}

async function picture(size, hue, seed) {
  const [width, height] = size;
  const shapes = [];
  for (let i = 0; i < 6; i++) {
    const x = Math.round(unit(`${seed}${i}`, 'x') * width);
    const y = Math.round(unit(`${seed}${i}`, 'y') * height);
    const r = Math.round((0.15 + unit(`${seed}${i}`, 'r') * 0.3) * Math.min(width, height));
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 47) % 360},60%,${40 + i * 6}%)"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},45%,75%)"/>${shapes.join('')}</svg>`;
  const image = sharp(Buffer.from(svg));
  const body = await image.clone().webp({ quality: 80 }).toBuffer();
  const { data, info } = await image
    .clone()
    .resize(32, Math.max(1, Math.round((32 * height) / width)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const blurhash = encode(new Uint8ClampedArray(data), info.width, info.height, 5, 4);
  return { body, blurhash, width, height };
}

/** The pictures the routes answer with: avatars (the proxy's 320 px), thumbnails, emoji. */
export async function makeAssets() {
  const kinds = {
    avatar: [[320, 320]],
    thumb: [
      [498, 280],
      [280, 498],
      [498, 373],
      [373, 498],
    ],
    emoji: [
      [128, 128],
      [256, 128],
    ],
  };
  const assets = {};
  for (const [kind, sizes] of Object.entries(kinds)) {
    assets[kind] = [];
    for (let i = 0; i < 8; i++)
      assets[kind].push(await picture(sizes[i % sizes.length], i * 41, `${kind}${i}`));
  }
  return assets;
}

function pick(list, text, salt) {
  return list[Math.floor(unit(text, salt) * list.length)];
}

export function reshapeNotes(notes, origin, assets) {
  const proxied = (kind, remote, extra = '') =>
    `${origin}/proxy/${kind}.webp?url=${encodeURIComponent(remote)}${extra}`;
  const emojiUrl = (name, host) => proxied('emoji', `https://${host}/emoji/${name}.webp`, '&emoji=1');
  const users = new Map();
  const user = (u) => {
    if (!u || users.has(u.id)) return users.get(u?.id) ?? u;
    // A tenth of the authors are this server's, the rest remote, as on a followed timeline.
    const remote = unit(u.id, 'remote') < 0.9;
    const host = remote ? pick(HOSTS, u.id, 'host') : null;
    const avatar = pick(assets.avatar, u.id, 'avatar');
    const nameEmojis =
      unit(u.id, 'nameEmoji') < 0.4 ? [pick(EMOJI_NAMES, u.id, 'n1'), pick(EMOJI_NAMES, u.id, 'n2')] : [];
    const shaped = {
      ...u,
      host,
      name: nameEmojis.length > 0 ? `${u.name ?? u.username} :${nameEmojis[0]}: :${nameEmojis[1]}:` : u.name,
      avatarUrl: proxied('avatar', `https://${host ?? 'local.example'}/files/${u.id}.png`, '&avatar=1'),
      avatarBlurhash: avatar.blurhash,
      avatarDecorations: [],
      isBot: false,
      isCat: unit(u.id, 'cat') < 0.1,
      emojis: remote ? Object.fromEntries(nameEmojis.map((n) => [n, emojiUrl(n, host)])) : {},
      onlineStatus: 'unknown',
      badgeRoles: [],
      ...(remote
        ? {
            instance: {
              name: host,
              softwareName: 'misskey',
              softwareVersion: '2024.11.0',
              iconUrl: `https://${host}/favicon.png`,
              faviconUrl: `https://${host}/favicon.ico`,
              themeColor: `#${Math.floor(unit(host, 'color') * 0xffffff)
                .toString(16)
                .padStart(6, '0')}`,
            },
          }
        : {}),
    };
    users.set(u.id, shaped);
    return shaped;
  };
  const note = (n) => {
    if (!n) return n;
    const author = user(n.user);
    const host = author.host ?? 'local.example';
    const shaped = { ...n, user: author, userId: author.id, reply: note(n.reply), renote: note(n.renote) };
    // Custom emoji in a third of the texts (a remote note lists them in `emojis`).
    if (n.text && unit(n.id, 'textEmoji') < 0.33) {
      const names = [pick(EMOJI_NAMES, n.id, 't1'), pick(EMOJI_NAMES, n.id, 't2')];
      shaped.text = `${n.text} :${names[0]}: :${names[1]}:`;
      shaped.emojis = author.host
        ? Object.fromEntries(names.map((name) => [name, emojiUrl(name, host)]))
        : {};
    }
    // Custom emoji reactions next to the unicode ones, on half of the reacted notes.
    if (n.reactionCount > 0 && unit(n.id, 'customReaction') < 0.5) {
      const name = pick(EMOJI_NAMES, n.id, 'r1');
      const key = `:${name}@${host}:`;
      shaped.reactions = { ...n.reactions, [key]: 1 + Math.floor(unit(n.id, 'rc') * 5) };
      shaped.reactionEmojis = { ...n.reactionEmojis, [`${name}@${host}`]: emojiUrl(name, host) };
      shaped.reactionCount = n.reactionCount + shaped.reactions[key];
    }
    // Files with thumbnails on a quarter of the notes, 1-4 each.
    if (!n.renote && unit(n.id, 'files') < 0.25) {
      const count = 1 + Math.floor(unit(n.id, 'fileCount') * 4);
      shaped.files = Array.from({ length: count }, (_, i) => {
        const thumb = pick(assets.thumb, `${n.id}${i}`, 'thumb');
        const id = `${n.id}f${i}`;
        return {
          id,
          createdAt: n.createdAt,
          name: `IMG_${id}.jpg`,
          type: 'image/jpeg',
          md5: createHash('md5').update(id).digest('hex'),
          size: 180_000 + Math.floor(unit(id, 'size') * 2_000_000),
          isSensitive: unit(id, 'sensitive') < 0.05,
          blurhash: thumb.blurhash,
          properties: { width: thumb.width * 4, height: thumb.height * 4 },
          url: `https://${host}/files/${id}.jpg`,
          thumbnailUrl: proxied('static', `https://${host}/files/thumbnail-${id}.webp`, '&static=1'),
          comment: null,
          folderId: null,
          folder: null,
          userId: author.id,
          user: null,
        };
      });
      shaped.fileIds = shaped.files.map((f) => f.id);
    }
    return shaped;
  };
  return notes.map(note);
}

/** Rewrites the page's timeline answers and answers the proxy's pictures from memory. */
export async function routeRealShape(page, origin, assets) {
  await page.route('**/api/notes/timeline', async (route) => {
    const response = await route.fetch();
    const notes = await response.json();
    await route.fulfill({
      response,
      json: Array.isArray(notes) ? reshapeNotes(notes, origin, assets) : notes,
    });
  });
  await page.route('**/proxy/**', (route) => {
    const url = new URL(route.request().url());
    const kind = url.pathname.includes('/avatar')
      ? 'avatar'
      : url.pathname.includes('/emoji')
        ? 'emoji'
        : 'thumb';
    const image = pick(assets[kind], url.searchParams.get('url') ?? '', 'serve');
    return route.fulfill({
      status: 200,
      headers: { 'content-type': 'image/webp', 'cache-control': 'max-age=31536000, immutable' },
      body: image.body,
    });
  });
  // Tickers' icons and anything else on the made-up remote hosts.
  await page.route(/^https:\/\/[a-z]+\.example\//, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'image/webp' },
      body: assets.emoji[0].body,
    }),
  );
}
