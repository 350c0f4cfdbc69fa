import { lazy } from 'react';
import { atLeast, defineWidget } from '../types';

export interface ActivitySettings extends Record<string, unknown> {
  transparent: boolean;
  /**
   * Misskey's numbering: 0 the calendar heat map, 1 the chart. Chosen in the settings dialog and
   * switched in the widget itself; both save the number, so Misskey Web shows the same view.
   */
  view: number;
}

/** The activity widget's views by Misskey's numbers. */
export const ACTIVITY_VIEWS = { heatMap: 0, chart: 1 } as const;

/** The user's notes per day (`charts/user/notes`): a heat map of weeks, or a chart by kind. */
export const activity = defineWidget<ActivitySettings>({
  name: 'activity',
  title: (i18n) => i18n.ts.widgets.names.activity,
  defaults: { transparent: false, view: 0 },
  size: atLeast(130),
  form: (i18n) => ({
    view: {
      type: 'select',
      label: i18n.ts.widgets.fields.view,
      options: [
        { value: ACTIVITY_VIEWS.heatMap, label: i18n.ts.widgets.choices.heatMap },
        { value: ACTIVITY_VIEWS.chart, label: i18n.ts.widgets.choices.barChart },
      ],
    },
    transparent: { type: 'boolean', label: i18n.ts.widgets.fields.transparent },
  }),
  component: lazy(() => import('./Activity')),
});
