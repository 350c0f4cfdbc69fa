import { aiscript, aiscriptApp, button } from './kinds/aiscript';
import { calendar, instanceInfo, memo, postForm, profile } from './kinds/basic';
import { activity } from './kinds/charts';
import { clock, digitalClock, unixClock } from './kinds/clock';
import { aichan, clicker, gamingMode, gyakubariMode } from './kinds/fun';
import { birthdayFollowings, notifications, onlineUsers, timeline, trends, userList } from './kinds/live';
import { photos, slideshow } from './kinds/media';
import { rss, rssTicker } from './kinds/rss';
import { federation, instanceCloud, jobQueue, serverMetric } from './kinds/server';
import type { WidgetDefinition } from './types';

/**
 * Every widget type, in the order the add menu offers them (Misskey's catalogue order). Charts,
 * AiScript, RSS and the rest of spec 000 §1's catalogue arrive in later steps.
 */
export const WIDGETS: readonly WidgetDefinition[] = [
  profile,
  instanceInfo,
  memo,
  notifications,
  gamingMode,
  gyakubariMode,
  timeline,
  calendar,
  rss,
  rssTicker,
  trends,
  clock,
  activity,
  photos,
  digitalClock,
  unixClock,
  postForm,
  slideshow,
  serverMetric,
  onlineUsers,
  jobQueue,
  button,
  aiscript,
  aiscriptApp,
  aichan,
  userList,
  clicker,
  birthdayFollowings,
  federation,
  instanceCloud,
];

const BY_NAME = new Map(WIDGETS.map((definition) => [definition.name, definition]));

/** The definition of a saved widget; undefined for a type this client does not have (yet). */
export function findWidget(name: string): WidgetDefinition | undefined {
  return BY_NAME.get(name);
}
