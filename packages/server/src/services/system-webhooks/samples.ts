import type { InstanceContext } from '../context.js';
import type { SystemWebhookEvent } from './repository.js';

/**
 * What admin/system-webhook/test sends for each event: a body of the real event's shape about
 * made-up users (ids starting with "dummy-", as Misskey's test payloads), so a receiver can be
 * built and checked before anything happens.
 */
export function sampleSystemPayload(ctx: InstanceContext, type: SystemWebhookEvent): unknown {
  const host = null;
  const user = (n: number) => ({
    id: `dummy-user-${n}`,
    name: `Sample user ${n}`,
    username: `sample${n}`,
    host,
    avatarUrl: `${ctx.config.url}/identicon/dummy-user-${n}`,
    avatarBlurhash: null,
    avatarDecorations: [],
    isBot: false,
    isCat: false,
    emojis: {},
    onlineStatus: 'unknown',
    badgeRoles: [],
  });
  const report = (resolved: boolean) => ({
    id: 'dummy-abuse-report-1',
    targetUserId: 'dummy-user-1',
    targetUser: user(1),
    targetUserHost: null,
    reporterId: 'dummy-user-2',
    reporter: user(2),
    reporterHost: null,
    assigneeId: resolved ? 'dummy-user-3' : null,
    assignee: resolved ? user(3) : null,
    resolved,
    forwarded: false,
    comment: 'This is a sample report.',
    moderationNote: '',
    resolvedAs: resolved ? 'accept' : null,
  });
  switch (type) {
    case 'abuseReport':
      return report(false);
    case 'abuseReportResolved':
      return report(true);
    case 'userCreated':
      return user(1);
    case 'inactiveModeratorsWarning':
      return { remainingTime: { time: 100000, asDays: 1, asHours: 24 } };
    case 'inactiveModeratorsInvitationOnlyChanged':
      return {};
  }
}
