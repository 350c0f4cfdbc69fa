import { removeMember } from '../../../../services/lists/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { listUserParams, noSuchList, noSuchUser, ownListAndUser } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchList: noSuchList('7f44670e-ab16-43b8-b4c1-ccd2ee89cc02'),
    noSuchUser: noSuchUser('588e7f72-c744-4a61-b180-d354e912bda2'),
  },
} satisfies EndpointMeta;

export const paramDef = listUserParams satisfies ParamDef;

/** Removing someone who is not on the list succeeds quietly, as in Misskey. */
export const handler: SignedInHandler<'users/lists/pull', void> = (ps, { instance, user }) => {
  const { list, target } = ownListAndUser(instance, user, ps, meta.errors);
  removeMember(instance, list.id, target.id);
};
