import { lazy } from 'react';
// The sources alone, not the timeline's code: definitions load with the side column.
import { TIMELINE_TABS } from '@/features/timelines/sources';
import { atLeast, defineWidget, exactly } from '../types';
import { fromForm, sourceChoice, type TimelineSettings, toForm } from './timelineSource';

type NoSettings = Record<string, never>;

/** The hashtags most people use right now (`hashtags/trend`), each with its sparkline. */
export const trends = defineWidget<NoSettings>({
  name: 'trends',
  title: (i18n) => i18n.ts.widgets.names.trends,
  defaults: {},
  size: atLeast(44),
  component: lazy(() => import('./Trends')),
});

/** How many users were active in the last 10 minutes (`get-online-users-count`). */
export const onlineUsers = defineWidget<NoSettings>({
  name: 'onlineUsers',
  title: (i18n) => i18n.ts.widgets.names.onlineUsers,
  defaults: {},
  size: atLeast(87),
  component: lazy(() => import('./OnlineUsers')),
});

export interface NotificationsSettings extends Record<string, unknown> {
  /** Misskey's: the widget's height in pixels; its list scrolls inside. */
  height: number;
}

/** The newest notifications, live from the main channel. */
export const notifications = defineWidget<NotificationsSettings>({
  name: 'notifications',
  title: (i18n) => i18n.ts.widgets.names.notifications,
  defaults: { height: 300 },
  size: (data) => exactly(data.height),
  form: (i18n) => ({
    height: { type: 'number', label: i18n.ts.widgets.fields.height, min: 100, max: 1200 },
  }),
  component: lazy(() => import('./Notifications')),
});

/** A live timeline of one of the four tabs, a list, an antenna or a channel, in a box of its own. */
export const timeline = defineWidget<TimelineSettings>({
  name: 'timeline',
  title: (i18n) => i18n.ts.widgets.names.timeline,
  defaults: { src: 'home', height: 300, list: null, antenna: null, channel: null },
  size: (data) => exactly(data.height),
  form: (i18n) => ({
    src: {
      type: 'select',
      label: i18n.ts.widgets.fields.source,
      // The user's lists, antennas and followed channels, asked for each time the dialog opens.
      options: async (api) => {
        const [lists, antennas, channels] = await Promise.all([
          api.call('users/lists/list', {}).catch(() => []),
          api.call('antennas/list', {}).catch(() => []),
          api.call('channels/followed', { limit: 100 }).catch(() => []),
        ]);
        return [
          ...TIMELINE_TABS.map((tab) => ({ value: tab, label: i18n.ts.timelines.sources[tab] })),
          ...lists.map((list) => ({
            value: sourceChoice('list', list),
            label: i18n.t('widgets.listSource', { name: list.name }),
          })),
          ...antennas.map((antenna) => ({
            value: sourceChoice('antenna', antenna),
            label: i18n.t('widgets.antennaSource', { name: antenna.name }),
          })),
          ...channels.map((channel) => ({
            value: sourceChoice('channel', channel),
            label: i18n.t('widgets.channelSource', { name: channel.name }),
          })),
        ];
      },
    },
    height: { type: 'number', label: i18n.ts.widgets.fields.height, min: 100, max: 1200 },
  }),
  formValues: { read: toForm, write: fromForm },
  component: lazy(() => import('./TimelineWidget')),
});

export interface UserListSettings extends Record<string, unknown> {
  listId: string;
}

/** The avatars of a list's members. */
export const userList = defineWidget<UserListSettings>({
  name: 'userList',
  title: (i18n) => i18n.ts.widgets.names.userList,
  defaults: { listId: '' },
  size: atLeast(44),
  form: (i18n) => ({
    listId: {
      type: 'select',
      label: i18n.ts.widgets.fields.list,
      options: async (api) => [
        { value: '', label: '—' },
        ...(await api.call('users/lists/list', {})).map((list) => ({ value: list.id, label: list.name })),
      ],
    },
  }),
  component: lazy(() => import('./UserList')),
});

/** The people one follows whose birthday is today (`users/get-following-users-by-birthday`). */
export const birthdayFollowings = defineWidget<NoSettings>({
  name: 'birthdayFollowings',
  title: (i18n) => i18n.ts.widgets.names.birthdayFollowings,
  defaults: {},
  size: atLeast(44),
  component: lazy(() => import('./BirthdayFollowings')),
});
