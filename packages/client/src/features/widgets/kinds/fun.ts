import { lazy } from 'react';
import { atLeast, defineWidget } from '../types';

type NoSettings = Record<string, never>;

export interface TransparentSettings extends Record<string, unknown> {
  transparent: boolean;
}

/** The clicker game's counter, the same save as the /clicker page and Misskey Web's. */
export const clicker = defineWidget<NoSettings>({
  name: 'clicker',
  title: (i18n) => i18n.ts.widgets.names.clicker,
  defaults: {},
  size: atLeast(188),
  component: lazy(() => import('./Clicker')),
});

/** Our own mascot, watching the pointer (Misskey's `aichan` widget, drawn anew). */
export const aichan = defineWidget<TransparentSettings>({
  name: 'aichan',
  title: (i18n) => i18n.ts.widgets.names.aichan,
  defaults: { transparent: false },
  size: atLeast(288),
  form: (i18n) => ({ transparent: { type: 'boolean', label: i18n.ts.widgets.fields.transparent } }),
  component: lazy(() => import('./Mascot')),
});

/** Switches gaming mode (accent colours cycling through the rainbow) and shows whether it is on. */
export const gamingMode = defineWidget<NoSettings>({
  name: 'gamingMode',
  title: (i18n) => i18n.ts.widgets.names.gamingMode,
  defaults: {},
  size: atLeast(94),
  component: lazy(() => import('./GamingModeSwitch')),
});

/** Switches contrarian mode (reactions listed least-given first) and shows whether it is on. */
export const gyakubariMode = defineWidget<NoSettings>({
  name: 'gyakubariMode',
  title: (i18n) => i18n.ts.widgets.names.gyakubariMode,
  defaults: {},
  size: atLeast(94),
  component: lazy(() => import('./GyakubariModeSwitch')),
});
