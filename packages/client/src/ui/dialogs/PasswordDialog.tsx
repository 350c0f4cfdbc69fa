import { useState } from 'react';
import { useI18n } from '@/i18n';
import { Button } from '../Button';
import { DialogFrame } from '../modal/DialogFrame';
import { useCurrentDialog } from '../modal/ModalContext';
import type { DialogResult, ModalController } from '../modal/modalController';
import { TextField } from '../TextField';
import { isValidTwoFactorCode, normalizeTwoFactorCode } from './twoFactorCode';

export interface PasswordResult {
  password: string;
  /** The two-factor code, or null when the account does not use two-factor sign-in. */
  token: string | null;
}

export interface PasswordDialogOptions {
  /** The account's `twoFactorEnabled`: a code is asked for too. */
  twoFactorEnabled: boolean;
  title?: string;
  text?: string;
}

function PasswordDialog({ twoFactorEnabled, title, text }: PasswordDialogOptions) {
  const i18n = useI18n();
  const { done, cancel } = useCurrentDialog<PasswordResult>();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const codeOk = !twoFactorEnabled || isValidTwoFactorCode(code);
  const ready = password !== '' && codeOk;
  return (
    <DialogFrame
      title={title ?? i18n.ts.dialogs.passwordTitle}
      description={text ?? i18n.ts.dialogs.passwordIntro}
      onSubmit={() => {
        if (ready) done({ password, token: twoFactorEnabled ? normalizeTwoFactorCode(code) : null });
      }}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={!ready}>
            {i18n.ts.continue}
          </Button>
        </>
      }
    >
      <TextField
        label={i18n.ts.password}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
        initialFocus
      />
      {twoFactorEnabled && (
        <TextField
          label={i18n.ts.dialogs.twoFactorCode}
          value={code}
          onChange={setCode}
          hint={i18n.ts.dialogs.twoFactorHint}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
      )}
    </DialogFrame>
  );
}

/**
 * Asks for the account's password before a sensitive change (spec 000 §5), and for a
 * two-factor code (6 digits, or a 32-character backup code) when the account uses one.
 */
export function openPasswordDialog(
  modals: ModalController,
  options: PasswordDialogOptions,
): Promise<DialogResult<PasswordResult>> {
  return modals.open<PasswordResult>(() => <PasswordDialog {...options} />);
}
