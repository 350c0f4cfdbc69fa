import type { ApiErrorDef } from '../../../errors.js';

/**
 * Misskey's NO_SUCH_ROLE ids differ per endpoint; each endpoint names its own. These are the
 * ones shared in shape.
 */
export function noSuchRole(id: string): ApiErrorDef {
  return { message: 'No such role.', code: 'NO_SUCH_ROLE', id };
}

export function noSuchUser(id: string): ApiErrorDef {
  return { message: 'No such user.', code: 'NO_SUCH_USER', id };
}
