import { createAnnouncement } from '../announcements.js';
import type { InstanceContext } from '../context.js';
import { registrationDisabled, setRegistrationDisabled } from '../invites.js';
import { emailOf, sendMail } from '../mail/index.js';
import { enqueueSystemWebhooks } from '../system-webhooks/index.js';
import {
  evaluateInactivity,
  INACTIVITY_LIMIT_DAYS,
  listModerators,
  type Moderator,
  type RemainingTime,
  WARNING_INTERVAL_HOURS,
  WARNING_REMAINING_DAYS,
} from './evaluate.js';

export { evaluateInactivity, listModerators } from './evaluate.js';

export type ModeratorActivityOutcome = 'registrationClosed' | 'inactive' | 'warned' | 'switched' | 'active';

/**
 * Misskey's checkModeratorsActivity job (hourly): while anyone may sign up, an instance whose
 * moderators have all been away for 7 days becomes invitation only — the moderators get a
 * personal announcement and a mail (verified addresses) and `inactiveModeratorsInvitationOnlyChanged`
 * goes to the system webhooks. From 2 days before, every 6th hour, they get a mail and
 * `inactiveModeratorsWarning` carries the time left. Deviation: when no moderator was ever seen
 * active nothing is judged (Misskey's lastActiveDate is set by any signed-in request; the signs
 * of activity kept here may be missing for an account that only ever read).
 */
export function checkModeratorsActivity(ctx: InstanceContext, now = Date.now()): ModeratorActivityOutcome {
  if (registrationDisabled(ctx)) return 'registrationClosed';
  const moderators = listModerators(ctx, now);
  if (!moderators.some((m) => m.lastActive !== null)) return 'active';
  const result = evaluateInactivity(moderators, now);
  if (result.isModeratorsInactive) {
    setRegistrationDisabled(ctx, true);
    notifyInvitationOnly(ctx, moderators);
    return 'switched';
  }
  const left = result.remainingTime;
  if (left.asDays > WARNING_REMAINING_DAYS) return 'active';
  if (left.asHours % WARNING_INTERVAL_HOURS !== 0) return 'inactive';
  notifyWarning(ctx, moderators, left);
  return 'warned';
}

function mailModerators(
  ctx: InstanceContext,
  moderators: readonly Moderator[],
  subject: string,
  text: string,
) {
  for (const moderator of moderators) {
    const address = emailOf(ctx, moderator.id);
    if (address?.verified) sendMail(ctx, { to: address.email, subject, text });
  }
}

function notifyWarning(ctx: InstanceContext, moderators: readonly Moderator[], left: RemainingTime): void {
  const span = left.asDays === 0 ? `${left.asHours} hours` : `${left.asDays} days`;
  mailModerators(
    ctx,
    moderators,
    'No moderator has been active lately',
    `No moderator of ${ctx.config.url} has been active for a while. If none is active within ${span}, ` +
      'sign-up will need an invitation. Sign in to keep it open.\n',
  );
  enqueueSystemWebhooks(ctx, 'inactiveModeratorsWarning', () => ({ remainingTime: left }));
}

function notifyInvitationOnly(ctx: InstanceContext, moderators: readonly Moderator[]): void {
  const title = 'Sign-up now needs an invitation';
  const text =
    `No moderator was active for ${INACTIVITY_LIMIT_DAYS} days, so sign-up now needs an invitation. ` +
    `To open it again, turn off "Sign-up by invitation only" in the control panel (${ctx.config.url}/admin/moderation).\n`;
  for (const moderator of moderators) {
    createAnnouncement(ctx, {
      title,
      text,
      forExistingUsers: true,
      needConfirmationToRead: true,
      userId: moderator.id,
    });
  }
  mailModerators(ctx, moderators, title, text);
  enqueueSystemWebhooks(ctx, 'inactiveModeratorsInvitationOnlyChanged', () => ({}));
}

/** When the next run is due: minute 30 of the hour, as Misskey's cron pattern `30 * * * *`. */
export function nextCheckAt(now: number): number {
  const hour = 60 * 60 * 1000;
  const half = Math.floor(now / hour) * hour + hour / 2;
  return half > now ? half : half + hour;
}

const timers = new WeakMap<InstanceContext, NodeJS.Timeout>();

/** Runs the check at every half past the hour until stopped. */
export function startModeratorActivityCheck(ctx: InstanceContext, onError: (err: unknown) => void): void {
  stopModeratorActivityCheck(ctx);
  const arm = () => {
    const timer = setTimeout(() => {
      try {
        checkModeratorsActivity(ctx);
      } catch (err) {
        onError(err);
      }
      arm();
    }, nextCheckAt(Date.now()) - Date.now());
    // The server's socket keeps the process alive; this timer alone should not.
    timer.unref();
    timers.set(ctx, timer);
  };
  arm();
}

export function stopModeratorActivityCheck(ctx: InstanceContext): void {
  const timer = timers.get(ctx);
  if (timer) clearTimeout(timer);
  timers.delete(ctx);
}
