import type { AdminMeta } from './useAdminMetaForm';
import { isHttpUrlOrEmpty } from './useAdminMetaForm';

/** Who checks a mail address when active validation is on: the domain's DNS, or a service. */
export type MailChecker = 'dns' | 'verifymail' | 'truemail';

export const MAIL_CHECKERS: readonly MailChecker[] = ['dns', 'verifymail', 'truemail'];

export interface AddressDraft {
  enableIpLogging: boolean;
  enableActiveEmailValidation: boolean;
  checker: MailChecker;
  verifymailAuthKey: string;
  truemailInstance: string;
  truemailAuthKey: string;
}

/**
 * Misskey keeps one switch per service and asks verifymail.io first, then Truemail, then DNS;
 * the page offers them as one choice, starting from the one the server would use.
 */
export function addressDraftOf(meta: AdminMeta): AddressDraft {
  return {
    enableIpLogging: meta.enableIpLogging === true,
    enableActiveEmailValidation: meta.enableActiveEmailValidation === true,
    checker: meta.enableVerifymailApi ? 'verifymail' : meta.enableTruemailApi ? 'truemail' : 'dns',
    verifymailAuthKey: meta.verifymailAuthKey ?? '',
    truemailInstance: meta.truemailInstance ?? '',
    truemailAuthKey: meta.truemailAuthKey ?? '',
  };
}

export type AddressProblem = 'verifymailAuthKey' | 'truemailInstance' | 'truemailAuthKey';

/** The field that keeps the chosen service from working (the server would fall back silently). */
export function addressProblemOf(draft: AddressDraft): AddressProblem | null {
  if (draft.checker === 'verifymail' && draft.verifymailAuthKey.trim() === '') return 'verifymailAuthKey';
  if (draft.checker === 'truemail') {
    const url = draft.truemailInstance.trim();
    if (url === '' || !isHttpUrlOrEmpty(url)) return 'truemailInstance';
    if (draft.truemailAuthKey.trim() === '') return 'truemailAuthKey';
  }
  return null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** admin/update-meta's patch: the choice as Misskey's two switches, keys kept for later. */
export function addressPatchOf(draft: AddressDraft): Record<string, unknown> {
  return {
    enableIpLogging: draft.enableIpLogging,
    enableActiveEmailValidation: draft.enableActiveEmailValidation,
    enableVerifymailApi: draft.checker === 'verifymail',
    verifymailAuthKey: orNull(draft.verifymailAuthKey),
    enableTruemailApi: draft.checker === 'truemail',
    truemailInstance: orNull(draft.truemailInstance),
    truemailAuthKey: orNull(draft.truemailAuthKey),
  };
}
