import { useI18n } from '@/i18n';
import { TextField, type TextFieldProps } from '@/ui';

/**
 * The username input of every account form. One place for its attributes, so no form lets a
 * phone keyboard capitalise or "correct" a username, or loses the password manager's hint.
 */
export function UsernameField(props: Omit<TextFieldProps, 'label' | 'autoComplete'>) {
  const i18n = useI18n();
  return (
    <TextField
      label={i18n.ts.username}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      initialFocus
      {...props}
    />
  );
}
