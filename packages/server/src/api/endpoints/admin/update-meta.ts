import { INSTANCE_TEXT_FIELDS, updateInstanceTexts } from '../../../services/instance-texts.js';
import { setRegistrationDisabled } from '../../../services/invites.js';
import { setEmailRequiredForSignup } from '../../../services/mail/index.js';
import { logModeration } from '../../../services/moderation/log.js';
import { setMachineStatsEnabled } from '../../../services/server-stats/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

/**
 * Misskey's instance settings. This instance keeps `disableRegistration` (sign-up by invitation
 * code), `emailRequiredForSignup` (sign-up by mailed link), `enableServerMachineStats` (the
 * machine's figures for everyone) and what the about pages show (services/instance-texts.ts); the other fields Misskey
 * takes are dropped, as undeclared parameters are.
 */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:meta',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    disableRegistration: { type: ['boolean', 'null'] },
    emailRequiredForSignup: { type: ['boolean', 'null'] },
    enableServerMachineStats: { type: 'boolean' },
    ...Object.fromEntries(INSTANCE_TEXT_FIELDS.map((field) => [field, { type: ['string', 'null'] }])),
    serverRules: { type: 'array', items: { type: 'string' } },
  },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/update-meta', void> = (ps, { instance, user: me }) => {
  if (typeof ps.disableRegistration === 'boolean') setRegistrationDisabled(instance, ps.disableRegistration);
  if (typeof ps.emailRequiredForSignup === 'boolean')
    setEmailRequiredForSignup(instance, ps.emailRequiredForSignup);
  if (typeof ps.enableServerMachineStats === 'boolean')
    setMachineStatsEnabled(instance, ps.enableServerMachineStats);
  updateInstanceTexts(instance.db, ps);
  // Misskey logs the whole meta before and after; this instance logs the fields sent.
  logModeration(instance, me, 'updateServerSettings', { before: null, after: ps });
};
