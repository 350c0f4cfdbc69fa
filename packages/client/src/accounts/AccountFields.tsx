import { useI18n } from '@/i18n';
import { TextField } from '@/ui';
import styles from './AuthDialog.module.css';
import { UsernameField } from './UsernameField';

export interface AccountFieldsProps {
  username: string;
  password: string;
  confirmation: string;
  onUsername(value: string): void;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  usernameError: string | null;
  mismatch: boolean;
}

/** Username, password and its confirmation: shared by sign-up and the first-run page. */
export function AccountFields(props: AccountFieldsProps) {
  const i18n = useI18n();
  return (
    <div className={styles.fields}>
      <UsernameField
        hint={i18n.ts.signup.usernameHint}
        error={props.usernameError}
        value={props.username}
        onChange={props.onUsername}
      />
      <TextField
        label={i18n.ts.password}
        type="password"
        value={props.password}
        onChange={props.onPassword}
        autoComplete="new-password"
      />
      <TextField
        label={i18n.ts.confirmPassword}
        type="password"
        value={props.confirmation}
        onChange={props.onConfirmation}
        autoComplete="new-password"
        error={props.mismatch ? i18n.ts.signup.passwordMismatch : null}
      />
    </div>
  );
}
