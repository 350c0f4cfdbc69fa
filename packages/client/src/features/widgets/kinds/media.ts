import { lazy } from 'react';
import { atLeast, defineWidget, exactly } from '../types';
import type { TransparentSettings } from './fun';

/** The newest pictures of the home timeline, live; each opens the media viewer. */
export const photos = defineWidget<TransparentSettings>({
  name: 'photos',
  title: (i18n) => i18n.ts.widgets.names.photos,
  defaults: { transparent: false },
  size: atLeast(44),
  form: (i18n) => ({ transparent: { type: 'boolean', label: i18n.ts.widgets.fields.transparent } }),
  component: lazy(() => import('./Photos')),
});

export interface SlideshowSettings extends Record<string, unknown> {
  /** Misskey's two fields: the box's height in pixels and the drive folder (null: none chosen). */
  height: number;
  folderId: string | null;
  /** Ours: seconds each picture stays (Misskey's is a fixed 10). */
  interval: number;
}

/** The pictures of one drive folder, one after another, cross-fading. */
export const slideshow = defineWidget<SlideshowSettings>({
  name: 'slideshow',
  title: (i18n) => i18n.ts.widgets.names.slideshow,
  defaults: { height: 300, folderId: null, interval: 10 },
  size: (data) => exactly(data.height),
  form: (i18n) => ({
    folderId: {
      type: 'select',
      label: i18n.ts.widgets.fields.folder,
      options: async (api) => [
        { value: null, label: '—' },
        ...(await api.call('drive/folders', { limit: 100 })).map((folder) => ({
          value: folder.id,
          label: folder.name,
        })),
      ],
    },
    height: { type: 'number', label: i18n.ts.widgets.fields.height, min: 100, max: 800 },
    interval: { type: 'number', label: i18n.ts.widgets.fields.interval, min: 3, max: 600 },
  }),
  component: lazy(() => import('./Slideshow')),
});
