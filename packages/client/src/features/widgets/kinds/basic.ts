import { lazy } from 'react';
import { atLeast, defineWidget } from '../types';

type NoSettings = Record<string, never>;

/** The signed-in account at a glance: avatar, name, counts. */
export const profile = defineWidget<NoSettings>({
  name: 'profile',
  title: (i18n) => i18n.ts.widgets.names.profile,
  defaults: {},
  size: atLeast(136),
  component: lazy(() => import('./Profile')),
});

/** The server the account lives on: icon, name, description, version. */
export const instanceInfo = defineWidget<NoSettings>({
  name: 'instanceInfo',
  title: (i18n) => i18n.ts.widgets.names.instanceInfo,
  defaults: {},
  size: atLeast(96),
  component: lazy(() => import('./InstanceInfo')),
});

/** A note to oneself, kept in the account's `memo` setting (one memo, whichever widget shows it). */
export const memo = defineWidget<NoSettings>({
  name: 'memo',
  title: (i18n) => i18n.ts.widgets.names.memo,
  defaults: {},
  size: atLeast(160),
  component: lazy(() => import('./Memo')),
});

/** Today's date and how much of the day, month and year has gone. */
export const calendar = defineWidget<NoSettings>({
  name: 'calendar',
  title: (i18n) => i18n.ts.widgets.names.calendar,
  defaults: {},
  size: atLeast(145),
  component: lazy(() => import('./Calendar')),
});

/** The composer, inline. */
export const postForm = defineWidget<NoSettings>({
  name: 'postForm',
  title: (i18n) => i18n.ts.widgets.names.postForm,
  defaults: {},
  size: atLeast(274),
  component: lazy(() => import('./PostFormWidget')),
});
