import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { type AccountApi, describeApiError, isApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, Notice, TextField } from '@/ui';
import { AccountFields } from './AccountFields';
import styles from './AuthDialog.module.css';
import { CAPTCHA_FAILED_ERROR_ID, useCaptcha } from './captcha/captcha';
import { EmailField } from './EmailField';
import { emailRefusalOf, emailRefusalText } from './emailRefusal';
import { markFreshSignup } from './freshSignup';
import { useNewAccountForm } from './useNewAccountForm';

/** The local instance's answer for a taken username. */
const USED_USERNAME_ERROR_ID = 'a6fe7464-b6cb-4b02-befa-a11acec589de';
/** The local instance's answers for a missing or unusable invitation code (ids of its own). */
const INVITATION_REQUIRED_ERROR_ID = '4b5fbcdc-ae68-4173-875c-ecc273fadd62';
const INVITATION_INVALID_ERROR_ID = 'a0ab923f-b675-426c-8f88-42a8edae0c9a';
/** The local instance's answer for an address it refuses, `info.reason` saying why (an id of its own). */
const EMAIL_UNAVAILABLE_ERROR_ID = '7395ba94-0c80-4e24-b94b-8ef03ea676ee';

export interface SignUpDialogProps {
  api: AccountApi;
  /** The server takes sign-ups by invitation code only (meta `disableRegistration`). */
  invitationRequired?: boolean;
  /**
   * Sign-up needs an address (meta `emailRequiredForSignup`): the server mails a link and the
   * account is made when it is opened, at /signup-complete/{code}.
   */
  emailRequired?: boolean;
  /**
   * Sign-up waits for a moderator (a Misskey fork's meta `approvalRequiredForSignup`): the
   * form asks why, and the account is made without a token until it is approved.
   */
  approvalRequired?: boolean;
  /** The server can send mail (meta `enableEmail`); without it a mailed link never arrives. */
  mailSetUp?: boolean;
  /** The server's meta when it asks for a CAPTCHA (captchaMetaOf), whose answer goes along. */
  captcha?: Misskey.entities.MetaLite | null;
  onSignedIn(token: string): Promise<void>;
  onCancel(): void;
  onWantsSignIn?: () => void;
}

export function SignUpDialog({
  api,
  invitationRequired = false,
  emailRequired = false,
  approvalRequired = false,
  mailSetUp = true,
  captcha = null,
  onSignedIn,
  onCancel,
  onWantsSignIn,
}: SignUpDialogProps) {
  const i18n = useI18n();
  const { username, password, fields, isValid } = useNewAccountForm();
  const [invitationCode, setInvitationCode] = useState('');
  const [email, setEmail] = useState('');
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [awaitingApproval, setAwaitingApproval] = useState(false);
  const captchaState = useCaptcha(captcha);
  const canSubmit =
    isValid &&
    captchaState.answered &&
    (!invitationRequired || invitationCode.trim() !== '') &&
    (!emailRequired || email.trim() !== '') &&
    (!approvalRequired || reason.trim() !== '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!canSubmit || busy) return;
    setBusy(true);
    setError(null);
    if (emailRequired) {
      const refusal = await emailRefusalOf(api, email.trim(), i18n);
      if (refusal) {
        setBusy(false);
        setError(refusal);
        return;
      }
    }
    try {
      const created = await api.call('signup', {
        username,
        password,
        ...(invitationRequired ? { invitationCode: invitationCode.trim() } : {}),
        ...(emailRequired ? { emailAddress: email.trim() } : {}),
        // `reason` is a fork's parameter that misskey-js's SignupRequest does not declare.
        ...(approvalRequired ? ({ reason: reason.trim() } as object) : {}),
        ...captchaState.fields,
      });
      // The answer is empty when the account waits: for a moderator, or for the mailed link.
      if (!created?.token) {
        setBusy(false);
        if (approvalRequired) setAwaitingApproval(true);
        else setLinkSentTo(email.trim());
        return;
      }
      markFreshSignup(created.id);
      await onSignedIn(created.token);
    } catch (reason) {
      setBusy(false);
      captchaState.retry();
      // The local instance's refusal says why in `info.reason` (an address taken meanwhile).
      if (isApiError(reason) && reason.id === EMAIL_UNAVAILABLE_ERROR_ID) {
        setError(emailRefusalText(i18n, reason.info?.reason));
        return;
      }
      setError(
        describeApiError(reason, i18n, {
          [USED_USERNAME_ERROR_ID]: i18n.ts.signup.usernameTaken,
          [INVITATION_REQUIRED_ERROR_ID]: i18n.ts.signup.invitationCodeRequired,
          [INVITATION_INVALID_ERROR_ID]: i18n.ts.signup.invitationCodeInvalid,
          [CAPTCHA_FAILED_ERROR_ID]: i18n.ts.captcha.failed,
        }).text,
      );
    }
  };

  if (awaitingApproval) {
    return (
      <DialogFrame title={i18n.ts.signup.title} actions={<Button onClick={onCancel}>{i18n.ts.close}</Button>}>
        <Notice tone="success">{i18n.ts.signup.awaitingApproval}</Notice>
      </DialogFrame>
    );
  }

  if (linkSentTo !== null) {
    return (
      <DialogFrame title={i18n.ts.signup.title} actions={<Button onClick={onCancel}>{i18n.ts.close}</Button>}>
        <Notice tone="success">{i18n.t('accountMail.checkMail', { email: linkSentTo })}</Notice>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      title={i18n.ts.signup.title}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onCancel}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={!canSubmit} busy={busy}>
            {i18n.ts.signup.submit}
          </Button>
        </>
      }
    >
      {error && <Notice tone="error">{error}</Notice>}
      {invitationRequired && (
        <TextField
          label={i18n.ts.signup.invitationCode}
          hint={i18n.ts.signup.invitationCodeHint}
          value={invitationCode}
          onChange={setInvitationCode}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          required
        />
      )}
      <AccountFields {...fields} />
      {emailRequired && (
        <>
          {!mailSetUp && <Notice tone="info">{i18n.ts.accountMail.notSetUp}</Notice>}
          <EmailField value={email} onChange={setEmail} hint={i18n.ts.accountMail.emailHint} />
        </>
      )}
      {approvalRequired && (
        <TextField
          label={i18n.ts.signup.reason}
          hint={i18n.ts.signup.reasonHint}
          value={reason}
          onChange={setReason}
          multiline
          maxLength={1000}
          required
        />
      )}
      {captchaState.widget}
      {onWantsSignIn && (
        <p className={styles.switch}>
          {i18n.ts.signup.haveAccount}
          <Button variant="ghost" size="small" onClick={onWantsSignIn}>
            {i18n.ts.signIn}
          </Button>
        </p>
      )}
    </DialogFrame>
  );
}
