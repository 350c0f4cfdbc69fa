import { useState } from 'react';
import { useI18n } from '@/i18n';
import type { AccountFieldsProps } from './AccountFields';
import { isLongEnough } from './passwordRules';
import { isValidUsername, usernameProblem } from './validation';

/** State and validation of a new account's username and password (sign-up, first run). */
export function useNewAccountForm() {
  const i18n = useI18n();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const problem = usernameProblem(username);
  const usernameError =
    problem === 'invalidCharacters'
      ? i18n.ts.signup.usernameInvalid
      : problem === 'tooLong'
        ? i18n.ts.signup.usernameTooLong
        : null;
  const fields: AccountFieldsProps = {
    username,
    password,
    confirmation,
    onUsername: setUsername,
    onPassword: setPassword,
    onConfirmation: setConfirmation,
    usernameError,
  };
  return {
    username,
    password,
    fields,
    isValid: isValidUsername(username) && isLongEnough(password) && confirmation === password,
  };
}
