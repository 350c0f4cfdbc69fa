import { lazy } from 'react';
import type { I18n } from '@/i18n';
import { atLeast, defineWidget, type WidgetForm } from '../types';
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

/** The face's looks, with Misskey's names and values, so a clock set up there looks alike here. */
export interface AnalogClockSettings extends ClockSettings {
  transparent: boolean;
  size: 'small' | 'medium' | 'large';
  /** The hands' thickness: 0.1 thin, 0.2 medium, 0.3 thick. */
  thickness: number;
  graduations: 'none' | 'dots' | 'numbers';
  /** Marks the second hand passed long ago are fainter. */
  fadeGraduations: boolean;
  /** How the second hand moves to its next place. */
  sAnimation: 'none' | 'elastic' | 'easeOut';
  /** The hour hand goes round once a day. */
  twentyFour: boolean;
}

/** The face's width and height in pixels for each of Misskey's sizes. */
export const CLOCK_FACES = { small: 100, medium: 140, large: 200 } as const;
/** The body's padding above and below the face. */
const BODY_PADDING = 24;

/** An analogue clock face. */
export const clock = defineWidget<AnalogClockSettings>({
  name: 'clock',
  title: (i18n) => i18n.ts.widgets.names.clock,
  defaults: {
    ...clockSettings.defaults,
    transparent: false,
    size: 'medium',
    thickness: 0.2,
    graduations: 'numbers',
    fadeGraduations: true,
    sAnimation: 'elastic',
    twentyFour: false,
  },
  size: (data) => atLeast((CLOCK_FACES[data.size] ?? CLOCK_FACES.medium) + BODY_PADDING),
  form: (i18n) => {
    const f = i18n.ts.widgets.fields;
    const c = i18n.ts.widgets.choices;
    return {
      ...clockSettings.form(i18n),
      size: {
        type: 'select',
        label: f.faceSize,
        options: [
          { value: 'small', label: c.small },
          { value: 'medium', label: c.medium },
          { value: 'large', label: c.large },
        ],
      },
      thickness: {
        type: 'select',
        label: f.thickness,
        options: [
          { value: 0.1, label: c.thin },
          { value: 0.2, label: c.medium },
          { value: 0.3, label: c.thick },
        ],
      },
      graduations: {
        type: 'select',
        label: f.graduations,
        options: [
          { value: 'none', label: c.none },
          { value: 'dots', label: c.dots },
          { value: 'numbers', label: c.numbers },
        ],
      },
      fadeGraduations: { type: 'boolean', label: f.fadeGraduations },
      sAnimation: {
        type: 'select',
        label: f.secondHand,
        options: [
          { value: 'elastic', label: c.elastic },
          { value: 'easeOut', label: c.easeOut },
          { value: 'none', label: c.ticking },
        ],
      },
      twentyFour: { type: 'boolean', label: f.twentyFour },
      transparent: { type: 'boolean', label: f.transparent },
    };
  },
  component: lazy(() => import('./Clock')),
});

/** The time in digits. */
export const digitalClock = defineWidget<ClockSettings>({
  name: 'digitalClock',
  title: (i18n) => i18n.ts.widgets.names.digitalClock,
  ...clockSettings,
  size: atLeast(89),
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
  size: atLeast(67),
  form: (i18n) => ({
    showMilliseconds: { type: 'boolean', label: i18n.ts.widgets.fields.showMilliseconds },
  }),
  component: lazy(() => import('./UnixClock')),
});
