import { ENDPOINT_KINDS, PUBLIC_READS, SECURE_ENDPOINTS } from './endpointKinds';

/**
 * What a script may do, as data: the one place the widgets, Play and plugins hand their rules to.
 * A plugin passes the permissions its header declared; a widget or a play passes none, so every
 * write asks the user.
 */
export interface ScriptPermissions {
  /** May the script call the API at all (a signed-out page: no). */
  api: boolean;
  /** Write kinds granted up front (a plugin's declared `write:notes`…): those calls do not ask. */
  granted: readonly string[];
  /**
   * Steps one activation may take (the run, or one button press or input): a runaway loop is
   * stopped after this many, in about three seconds at the interpreter's pace.
   */
  stepBudget: number;
}

export const DEFAULT_STEP_BUDGET = 100_000;

export const DEFAULT_PERMISSIONS: ScriptPermissions = {
  api: true,
  granted: [],
  stepBudget: DEFAULT_STEP_BUDGET,
};

/** allow: call it; ask: the user confirms first; deny: refused without asking. */
export type ApiDecision = 'allow' | 'ask' | 'deny';

const KIND_OF = new Map<string, string>();
for (const [kind, endpoints] of Object.entries(ENDPOINT_KINDS)) {
  for (const endpoint of endpoints) KIND_OF.set(endpoint, kind);
}
const READS = new Set(PUBLIC_READS);
const SECURE = new Set(SECURE_ENDPOINTS);

/** Misskey's declared kind of an endpoint (`read:…`, `write:…`), or null when it has none. */
export function endpointKind(endpoint: string): string | null {
  return KIND_OF.get(endpoint) ?? null;
}

/**
 * Decides one `Mk:api` call. Reads pass; writes ask unless their kind was granted; endpoints
 * Misskey keeps to its own client (passwords, 2FA, tokens, exports) are refused; anything this
 * table does not know is treated as a write, so a new endpoint can never slip through unasked.
 */
export function decideApiCall(endpoint: string, permissions: ScriptPermissions): ApiDecision {
  if (!permissions.api || SECURE.has(endpoint)) return 'deny';
  if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/i.test(endpoint)) return 'deny';
  if (READS.has(endpoint)) return 'allow';
  const kind = KIND_OF.get(endpoint);
  if (kind?.startsWith('read:')) return 'allow';
  if (kind && permissions.granted.includes(kind)) return 'allow';
  return 'ask';
}
