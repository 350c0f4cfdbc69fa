import { lazy } from 'react';
import { defineWidget } from '../types';

export interface ActivitySettings extends Record<string, unknown> {
  transparent: boolean;
  /** Misskey's numbering: 0 the calendar heat map, 1 the chart. Switched in the widget itself. */
  view: number;
}

/** The user's notes per day (`charts/user/notes`): a heat map of weeks, or a chart by kind. */
export const activity = defineWidget<ActivitySettings>({
  name: 'activity',
  title: (i18n) => i18n.ts.widgets.names.activity,
  defaults: { transparent: false, view: 0 },
  form: (i18n) => ({ transparent: { type: 'boolean', label: i18n.ts.widgets.fields.transparent } }),
  component: lazy(() => import('./Activity')),
});
