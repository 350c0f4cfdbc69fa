import { lazy } from 'react';
import type { I18n } from '@/i18n';
import { defineWidget, type WidgetForm } from '../types';
import { timeZoneChoices } from './time';

export interface ClockSettings extends Record<string, unknown> {
  timeZone: string;
  showSeconds: boolean;
  showZone: boolean;
}

/** The analogue and the digital clock are set up alike. */
const clockSettings = {
  defaults: { timeZone: '', showSeconds: true, showZone: true },
  form: (i18n: I18n): WidgetForm<ClockSettings> => ({
    timeZone: { type: 'select', label: i18n.ts.widgets.fields.timeZone, options: timeZoneChoices(i18n) },
    showSeconds: { type: 'boolean', label: i18n.ts.widgets.fields.showSeconds },
    showZone: { type: 'boolean', label: i18n.ts.widgets.fields.showZone },
  }),
};

/** An analogue clock face. */
export const clock = defineWidget<ClockSettings>({
  name: 'clock',
  title: (i18n) => i18n.ts.widgets.names.clock,
  ...clockSettings,
  component: lazy(() => import('./Clock')),
});

/** The time in digits. */
export const digitalClock = defineWidget<ClockSettings>({
  name: 'digitalClock',
  title: (i18n) => i18n.ts.widgets.names.digitalClock,
  ...clockSettings,
  component: lazy(() => import('./DigitalClock')),
});

export interface UnixClockSettings extends Record<string, unknown> {
  showMilliseconds: boolean;
}

/** Seconds since 1970 (UTC), as programmers read time. */
export const unixClock = defineWidget<UnixClockSettings>({
  name: 'unixClock',
  title: (i18n) => i18n.ts.widgets.names.unixClock,
  defaults: { showMilliseconds: false },
  form: (i18n) => ({
    showMilliseconds: { type: 'boolean', label: i18n.ts.widgets.fields.showMilliseconds },
  }),
  component: lazy(() => import('./UnixClock')),
});
