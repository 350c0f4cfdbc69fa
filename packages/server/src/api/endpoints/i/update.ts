import type { entities } from 'misskey-js';
import type { ProfileUpdate } from '../../../db/users.js';
import { packMe } from '../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { invalidParam } from '../../errors.js';

export const meta: EndpointMeta = {
  requireCredential: true,
  kind: 'write:account',
};

// Only the fields this instance stores; the rest of misskey-js's IUpdateRequest is accepted
// and ignored, so a client written for Misskey does not fail here.
export const paramDef = {
  type: 'object',
  properties: {
    name: { type: ['string', 'null'], maxLength: 50 },
    description: { type: ['string', 'null'], maxLength: 1500 },
    birthday: { type: ['string', 'null'], pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    isLocked: { type: 'boolean' },
  },
} as const satisfies ParamDef;

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Blank text clears a field, as in Misskey. */
function normalizeText(value: string | null | undefined, trim: boolean): string | null | undefined {
  if (value === undefined || value === null) return value;
  const text = trim ? value.trim() : value;
  return text.trim() === '' ? null : text;
}

export const handler: SignedInHandler<'i/update', entities.MeDetailed> = (ps, { instance, user }) => {
  const update: ProfileUpdate = {};
  const name = normalizeText(ps.name, true);
  if (name !== undefined) update.name = name;
  const description = normalizeText(ps.description, false);
  if (description !== undefined) update.description = description;
  if (ps.birthday !== undefined) {
    if (ps.birthday !== null && !isRealDate(ps.birthday))
      throw invalidParam('birthday', 'is not a real date');
    update.birthday = ps.birthday;
  }
  instance.users.updateProfile(user.id, update, new Date().toISOString());
  // A locked account approves each follower (follow requests); requests already made stay.
  if (ps.isLocked !== undefined)
    instance.db.prepare('UPDATE users SET is_locked = ? WHERE id = ?').run(ps.isLocked ? 1 : 0, user.id);
  const fresh = instance.users.findById(user.id) ?? user;
  const me = packMe(instance, fresh);
  instance.events.publishMainStream(user.id, 'meUpdated', me);
  return me;
};
