import { useI18n } from '@/i18n';
import styles from './AuthDialog.module.css';
import { NewPasswordFields } from './NewPasswordFields';
import { UsernameField } from './UsernameField';

export interface AccountFieldsProps {
  username: string;
  password: string;
  confirmation: string;
  onUsername(value: string): void;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  usernameError: string | null;
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
      <NewPasswordFields
        password={props.password}
        confirmation={props.confirmation}
        onPassword={props.onPassword}
        onConfirmation={props.onConfirmation}
      />
    </div>
  );
}
