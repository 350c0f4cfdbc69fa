import type { UserRow, UserSecrets } from '../db/users.js';
import type { InstanceContext } from '../services/context.js';
import { checkSecondFactor } from '../services/two-factor.js';
import { ApiError, type ApiErrorDef, commonErrors } from './errors.js';

/** Checks the user's password; answers `incorrectPassword` when it is wrong. */
export async function confirmPassword(
  instance: InstanceContext,
  user: UserRow,
  password: string,
  incorrectPassword: ApiErrorDef,
): Promise<UserSecrets> {
  const secrets = instance.users.getSecrets(user.id);
  if (!secrets || !(await instance.passwords.verify(password, secrets.passwordHash))) {
    throw new ApiError(incorrectPassword);
  }
  return secrets;
}

/**
 * Re-authentication for sensitive account changes: the password, then (when two-factor is
 * on) a current code or an unused backup code. The password comes first so a wrong one does
 * not use up a backup code.
 */
export async function confirmIdentity(
  instance: InstanceContext,
  user: UserRow,
  input: { password: string; token?: string | null },
  incorrectPassword: ApiErrorDef,
): Promise<void> {
  const secrets = await confirmPassword(instance, user, input.password, incorrectPassword);
  if (secrets.twoFactorEnabled && secrets.twoFactorSecret) {
    const token = input.token ?? '';
    if (token === '' || !checkSecondFactor(instance.users, user.id, secrets.twoFactorSecret, token)) {
      throw new ApiError(commonErrors.incorrectTwoFactorCode);
    }
  }
}
