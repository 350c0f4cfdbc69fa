import { lazy } from 'react';
import { atLeast, defineWidget } from '../types';
import type { TransparentSettings } from './fun';

export interface ServerMetricSettings extends Record<string, unknown> {
  transparent: boolean;
  /** Misskey's numbering: 0 CPU and memory, 1 network, 2 CPU, 3 memory, 4 disk. */
  view: number;
}

/** The server machine's CPU, memory, disk and network, live from the `serverStats` channel. */
export const serverMetric = defineWidget<ServerMetricSettings>({
  name: 'serverMetric',
  title: (i18n) => i18n.ts.widgets.names.serverMetric,
  defaults: { transparent: false, view: 0 },
  size: atLeast(109),
  form: (i18n) => ({ transparent: { type: 'boolean', label: i18n.ts.widgets.fields.transparent } }),
  component: lazy(() => import('./ServerMetric')),
});

export interface JobQueueSettings extends Record<string, unknown> {
  transparent: boolean;
  /** Misskey's `sound`: an alarm while jobs wait in a queue. */
  sound: boolean;
}

/** The server's job queues, live from the `queueStats` channel. */
export const jobQueue = defineWidget<JobQueueSettings>({
  name: 'jobQueue',
  title: (i18n) => i18n.ts.widgets.names.jobQueue,
  defaults: { transparent: false, sound: false },
  size: atLeast(280),
  form: (i18n) => ({
    transparent: { type: 'boolean', label: i18n.ts.widgets.fields.transparent },
    sound: { type: 'boolean', label: i18n.ts.widgets.fields.jamSound },
  }),
  component: lazy(() => import('./JobQueue')),
});

type NoSettings = Record<string, never>;

/** The servers this one talked with most recently (`federation/instances`). */
export const federation = defineWidget<NoSettings>({
  name: 'federation',
  title: (i18n) => i18n.ts.widgets.names.federation,
  defaults: {},
  size: atLeast(65),
  component: lazy(() => import('./Federation')),
});

/** The servers this one knows, as a cloud of their icons and names (`federation/instances`). */
export const instanceCloud = defineWidget<TransparentSettings>({
  name: 'instanceCloud',
  title: (i18n) => i18n.ts.widgets.names.instanceCloud,
  defaults: { transparent: false },
  size: atLeast(65),
  form: (i18n) => ({ transparent: { type: 'boolean', label: i18n.ts.widgets.fields.transparent } }),
  component: lazy(() => import('./InstanceCloud')),
});
