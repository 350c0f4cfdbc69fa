import { useState } from 'react';
import { useI18n } from '@/i18n';
import { TextField } from '@/ui';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import styles from '../settings/ServerSettings.module.css';
import { AdminMetaForm } from './AdminMetaForm';
import {
  type AddressDraft,
  type AddressProblem,
  addressDraftOf,
  addressPatchOf,
  addressProblemOf,
  MAIL_CHECKERS,
} from './addressSettings';
import local from './Security.module.css';
import { useAdminMetaForm } from './useAdminMetaForm';

const CHECKER_LABEL = {
  dns: 'checkerDns',
  verifymail: 'checkerVerifymail',
  truemail: 'checkerTruemail',
} as const;

/**
 * The security page's second form: per-request IP logging and active mail validation (DNS,
 * verifymail.io or a Truemail server), saved with admin/update-meta.
 */
export function AddressSettings() {
  const i18n = useI18n();
  const t = i18n.ts.adminSecurity;
  const form = useAdminMetaForm(addressDraftOf);
  const [checked, setChecked] = useState(false);

  const fields = (draft: AddressDraft) => {
    const set = (patch: Partial<AddressDraft>) => form.setDraft({ ...draft, ...patch });
    const problem = checked ? addressProblemOf(draft) : null;
    const text = (key: AddressProblem, label: string) => (
      <TextField
        label={label}
        type={key === 'truemailInstance' ? 'url' : 'text'}
        value={draft[key]}
        onChange={(value) => set({ [key]: value })}
        error={problem === key ? (key === 'truemailInstance' ? t.urlProblem : t.required) : null}
        autoComplete="off"
        spellCheck={false}
      />
    );
    const check = (key: 'enableIpLogging' | 'enableActiveEmailValidation', label: string, hint: string) => (
      <>
        <label className={styles.check}>
          <input type="checkbox" checked={draft[key]} onChange={(e) => set({ [key]: e.target.checked })} />
          {label}
        </label>
        <p className={styles.hint}>{hint}</p>
      </>
    );
    return (
      <>
        <h3 className={local.subheading}>{t.ipTitle}</h3>
        {check('enableIpLogging', t.ipLogging, t.ipLoggingHint)}
        <h3 className={local.subheading}>{t.mailTitle}</h3>
        {check('enableActiveEmailValidation', t.activeEmailValidation, t.activeEmailValidationHint)}
        <ChoiceGroup
          legend={t.checker}
          choices={MAIL_CHECKERS.map((choice) => ({ value: choice, label: t[CHECKER_LABEL[choice]] }))}
          value={draft.checker}
          onChange={(checker) => set({ checker })}
          disabled={!draft.enableActiveEmailValidation}
        />
        {draft.checker === 'verifymail' && text('verifymailAuthKey', t.verifymailAuthKey)}
        {draft.checker === 'truemail' && (
          <>
            {text('truemailInstance', t.truemailInstance)}
            {text('truemailAuthKey', t.truemailAuthKey)}
          </>
        )}
      </>
    );
  };

  return (
    <>
      <h2 id="admin-security-addresses" className={local.heading}>
        {t.addressesTitle}
      </h2>
      <AdminMetaForm
        form={form}
        labelledBy="admin-security-addresses"
        submit={(draft) => {
          setChecked(true);
          // A service without its key or address is refused only while validation is on.
          return draft.enableActiveEmailValidation && addressProblemOf(draft) ? null : addressPatchOf(draft);
        }}
      >
        {fields}
      </AdminMetaForm>
    </>
  );
}
