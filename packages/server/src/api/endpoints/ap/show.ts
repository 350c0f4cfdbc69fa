import type { entities } from 'misskey-js';
import type { UserRow } from '../../../db/users.js';
import { packNoteFor } from '../../../services/notes/pack.js';
import { findVisibleNote } from '../../../services/notes/visibility.js';
import { isNoteHiddenByRelations } from '../../../services/relations/index.js';
import { packUserDetailed } from '../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

// Misskey's ap/show, for an instance that does not federate: it resolves this instance's own
// addresses and answers NO_SUCH_OBJECT for every other one, without fetching anything.
export const meta = {
  requireCredential: true,
  kind: 'read:account',
  limit: { duration: 60 * 60 * 1000, max: 30 },
  errors: {
    uriInvalid: {
      message: 'URI is invalid.',
      code: 'URI_INVALID',
      id: '1a5eab56-e47b-48c2-8d5e-217b897d70db',
    },
    noSuchObject: {
      message: 'No such object.',
      code: 'NO_SUCH_OBJECT',
      id: 'dc94d745-1262-4e63-a17d-fecaa57efc82',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { uri: { type: 'string' } },
  required: ['uri'],
} as const satisfies ParamDef;

/** What an address names on this instance; null when it names nothing here. */
export type OwnObject =
  | { kind: 'note'; id: string }
  | { kind: 'user'; id: string }
  | { kind: 'username'; username: string };

const USERNAME = /^[A-Za-z0-9_]+$/;
// `@alice`, `@alice@host`, `acct:alice@host` (WebFinger's form, which remote follow buttons send).
const ACCT = /^(?:acct:)?@?([^@\s/]+)(?:@([^@\s/]+))?$/i;

/**
 * Reads `uri` as an address of this instance (`ownUrl`): `/notes/{id}`, `/users/{id}`,
 * `/@user`, or a handle without a host or with this host. Throws URI_INVALID for something that
 * is neither a handle nor an http(s) URL.
 */
export function parseOwnObject(uri: string, ownUrl: string): OwnObject | null {
  const own = new URL(ownUrl);
  const text = uri.trim();
  const acct = /^(?:@|acct:)/i.test(text) ? ACCT.exec(text) : null;
  if (acct) {
    const [, username = '', host] = acct;
    if (host !== undefined && host.toLowerCase() !== own.host.toLowerCase()) return null;
    return USERNAME.test(username) ? { kind: 'username', username } : null;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ApiError(meta.errors.uriInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ApiError(meta.errors.uriInvalid);
  if (url.origin !== own.origin) return null;
  const parts = url.pathname.split('/').filter((part) => part !== '');
  if (parts.length === 2 && parts[0] === 'notes') return { kind: 'note', id: decodeSegment(parts[1]) };
  if (parts.length === 2 && parts[0] === 'users') return { kind: 'user', id: decodeSegment(parts[1]) };
  if (parts.length === 1 && parts[0]?.startsWith('@')) return parseOwnObject(decodeSegment(parts[0]), ownUrl);
  return null;
}

function decodeSegment(part: string | undefined): string {
  try {
    return decodeURIComponent(part ?? '');
  } catch {
    return '';
  }
}

type Answer = { type: 'User'; object: entities.UserDetailed } | { type: 'Note'; object: entities.Note };

export const handler: SignedInHandler<'ap/show', Answer> = (ps, { instance, user: viewer }) => {
  const target = parseOwnObject(ps.uri, instance.config.url);
  if (target?.kind === 'note') {
    // A note the viewer may not see, or would not be shown (mutes, blocks), is not there for them.
    const note = findVisibleNote(instance.db, viewer, target.id);
    const packed =
      note && !isNoteHiddenByRelations(instance.db, viewer.id, note)
        ? packNoteFor(instance, note, viewer)
        : null;
    if (packed) return { type: 'Note', object: packed };
  } else if (target) {
    const found =
      target.kind === 'user'
        ? instance.users.findById(target.id)
        : instance.users.findLocalByUsername(target.username);
    // Found as users/show finds users: the profile itself then shows mutes and blocks.
    if (isShown(found, viewer)) return { type: 'User', object: packUserDetailed(instance, found, viewer) };
  }
  throw new ApiError(meta.errors.noSuchObject);
};

function isShown(user: UserRow | null, viewer: UserRow): user is UserRow {
  if (!user || user.host !== null) return false;
  return !user.isSuspended || viewer.isAdmin || viewer.isModerator;
}
