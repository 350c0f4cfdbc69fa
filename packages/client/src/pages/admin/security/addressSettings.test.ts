import { describe, expect, it } from 'vitest';
import { addressDraftOf, addressPatchOf, addressProblemOf } from './addressSettings';
import type { AdminMeta } from './useAdminMetaForm';

const meta = (fields: Record<string, unknown>) =>
  ({
    enableIpLogging: false,
    enableActiveEmailValidation: false,
    enableVerifymailApi: false,
    verifymailAuthKey: null,
    enableTruemailApi: false,
    truemailInstance: null,
    truemailAuthKey: null,
    ...fields,
  }) as unknown as AdminMeta;

describe('the address settings form', () => {
  it('starts from the service the server asks first (verifymail.io, then Truemail, then DNS)', () => {
    expect(addressDraftOf(meta({})).checker).toBe('dns');
    expect(addressDraftOf(meta({ enableTruemailApi: true })).checker).toBe('truemail');
    expect(addressDraftOf(meta({ enableTruemailApi: true, enableVerifymailApi: true })).checker).toBe(
      'verifymail',
    );
    expect(addressDraftOf(meta({ enableIpLogging: true, truemailAuthKey: 't' }))).toMatchObject({
      enableIpLogging: true,
      truemailAuthKey: 't',
      verifymailAuthKey: '',
    });
  });

  it('names the field a chosen service still needs', () => {
    const draft = addressDraftOf(meta({}));
    expect(addressProblemOf(draft)).toBeNull();
    expect(addressProblemOf({ ...draft, checker: 'verifymail' })).toBe('verifymailAuthKey');
    expect(addressProblemOf({ ...draft, checker: 'verifymail', verifymailAuthKey: 'k' })).toBeNull();
    const truemail = { ...draft, checker: 'truemail' as const, truemailAuthKey: 'k' };
    expect(addressProblemOf(truemail)).toBe('truemailInstance');
    expect(addressProblemOf({ ...truemail, truemailInstance: 'ftp://x.example' })).toBe('truemailInstance');
    expect(addressProblemOf({ ...truemail, truemailInstance: 'https://tm.example' })).toBeNull();
    expect(
      addressProblemOf({ ...truemail, truemailInstance: 'https://tm.example', truemailAuthKey: ' ' }),
    ).toBe('truemailAuthKey');
  });

  it("saves the choice as Misskey's two switches, keeping the other service's key", () => {
    const draft = {
      ...addressDraftOf(meta({ verifymailAuthKey: 'vm' })),
      enableActiveEmailValidation: true,
      checker: 'truemail' as const,
      truemailInstance: ' https://tm.example ',
      truemailAuthKey: 'tk',
    };
    expect(addressPatchOf(draft)).toEqual({
      enableIpLogging: false,
      enableActiveEmailValidation: true,
      enableVerifymailApi: false,
      verifymailAuthKey: 'vm',
      enableTruemailApi: true,
      truemailInstance: 'https://tm.example',
      truemailAuthKey: 'tk',
    });
  });
});
