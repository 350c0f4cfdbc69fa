export {
  type AccountContextValue,
  AccountProvider,
  type StreamConnector,
  useAccount,
  useAccountContext,
  useAccountId,
  useSignedInAccount,
} from './AccountContext';
export { AccountFields } from './AccountFields';
export { AccountMenu } from './AccountMenu';
export { ACCOUNT_STORAGE_KEYS, AccountStore } from './accountStore';
export { EmailField } from './EmailField';
export { forgetFreshSignup, isFreshSignup, markFreshSignup } from './freshSignup';
export { type Account, acctOf, fullAcct, type Me, type SavedAccount, sameAccount, toAccount } from './model';
export { NewPasswordFields } from './NewPasswordFields';
export { isLongEnough, MIN_PASSWORD_LENGTH, type PasswordStrength, passwordStrength } from './passwordRules';
export { ServerIcon, serverGroupItems } from './ServerGroupItems';
export { groupByServer, hasUnread, hostOf, type ServerGroup, serverName, spansServers } from './serverGroups';
export {
  AccountCheckError,
  type AccountSession,
  createAccountSession,
  type SavedAccountCheck,
  type SessionEnvironment,
  type StartupCheck,
} from './session';
export { clearSessionCookie, setSessionCookie } from './sessionCookie';
export { createSigninApi } from './signinApi';
export { classifyTokenError, type TokenProblem } from './tokenCheck';
export { useAccountDialogs } from './useAccountDialogs';
export { useNewAccountForm } from './useNewAccountForm';
export { useSwitchAccount } from './useSwitchAccount';
export { isValidTwoFactorCode, isValidUsername, usernameProblem } from './validation';
