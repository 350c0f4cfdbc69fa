import { useI18n } from '@/i18n';
import { TextField } from '@/ui';
import { isLongEnough, MIN_PASSWORD_LENGTH, passwordStrength } from './passwordRules';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  /** Labels for a password change ("New password"); sign-up and first run use the plain ones. */
  passwordLabel?: string;
  confirmationLabel?: string;
}

/**
 * A new password and its confirmation. The rule is said before anything is typed, a short
 * password is marked as the person types (the form's button stays off), and a long enough
 * one gets a strength hint.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const i18n = useI18n();
  const { password, confirmation } = props;
  const tooShort = password !== '' && !isLongEnough(password);
  // The rule until something is typed; then either what is wrong or how strong it is.
  const hint =
    password === ''
      ? i18n.t('passwordRules.minLength', { min: MIN_PASSWORD_LENGTH })
      : tooShort
        ? undefined
        : i18n.ts.passwordRules[passwordStrength(password)];
  return (
    <>
      <TextField
        label={props.passwordLabel ?? i18n.ts.password}
        type="password"
        value={password}
        onChange={props.onPassword}
        autoComplete="new-password"
        hint={hint}
        error={tooShort ? i18n.t('passwordRules.tooShort', { min: MIN_PASSWORD_LENGTH }) : null}
      />
      <TextField
        label={props.confirmationLabel ?? i18n.ts.confirmPassword}
        type="password"
        value={confirmation}
        onChange={props.onConfirmation}
        autoComplete="new-password"
        error={confirmation !== '' && confirmation !== password ? i18n.ts.signup.passwordMismatch : null}
      />
    </>
  );
}
