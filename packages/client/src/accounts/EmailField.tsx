import { useI18n } from '@/i18n';
import { TextField } from '@/ui';

export interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  hint?: string;
  /** False where an empty field means "no address" (the e-mail settings). */
  required?: boolean;
}

/** An e-mail address as account mail needs it: sign-up by mailed link, a password reset. */
export function EmailField({ value, onChange, hint, required = true }: EmailFieldProps) {
  const i18n = useI18n();
  return (
    <TextField
      label={i18n.ts.accountMail.email}
      hint={hint}
      type="email"
      value={value}
      onChange={onChange}
      autoComplete="email"
      spellCheck={false}
      required={required}
    />
  );
}
