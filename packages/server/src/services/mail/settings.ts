import type { InstanceContext } from '../context.js';
import { instanceFlag, setInstanceFlag } from '../instance-flags.js';

/** Whether sign-up needs an address proved by a mailed link (Misskey's `emailRequiredForSignup`). */
export function emailRequiredForSignup(instance: InstanceContext): boolean {
  return instanceFlag(instance.db, 'emailRequiredForSignup');
}

export function setEmailRequiredForSignup(instance: InstanceContext, required: boolean): void {
  setInstanceFlag(instance.db, 'emailRequiredForSignup', required);
}
