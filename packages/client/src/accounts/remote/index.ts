export {
  CLIENT_PERMISSIONS,
  checkMiAuth,
  MIAUTH_CALLBACK_PATH,
  MIAUTH_PENDING_KEY,
  MiAuthRefused,
  miAuthUrl,
  type PendingMiAuth,
  savePending,
  startMiAuth,
  takePending,
} from './miauth';
export { type RemoteSignIn, RemoteSignInBody } from './RemoteSignInStep';
export {
  type AddressProblem,
  type ParsedServer,
  parseServerAddress,
  parseSignInTarget,
  type ResolvedSignIn,
  resolveSignIn,
  type SignInTarget,
} from './serverAddress';
