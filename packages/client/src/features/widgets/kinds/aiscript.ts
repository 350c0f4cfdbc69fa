import { lazy } from 'react';
import type { I18n } from '@/i18n';
import { atLeast, defineWidget } from '../types';

// The script widgets run on the shared AiScript sandbox (features/aiscript). Their components are
// lazy chunks that import it, so the interpreter loads only when one of them is placed.

/** Longest script a widget keeps (its settings travel with the widget list to the registry). */
export const SCRIPT_MAX_LENGTH = 20_000;

export type ButtonColour = 'plain' | 'primary' | 'danger';

export type ButtonWidgetData = { label: string; colour: ButtonColour; script: string };

const scriptField = (i18n: I18n) =>
  ({ type: 'code', label: i18n.ts.aiscript.script, maxLength: SCRIPT_MAX_LENGTH }) as const;

/** A button that runs a script when pressed; it speaks through Mk:dialog. */
export const button = defineWidget<ButtonWidgetData>({
  name: 'button',
  title: (i18n) => i18n.ts.aiscript.buttonWidget,
  defaults: { label: '', colour: 'primary', script: '' },
  size: atLeast(115),
  form: (i18n) => ({
    label: { type: 'text', label: i18n.ts.aiscript.label, maxLength: 100 },
    colour: {
      type: 'select',
      label: i18n.ts.aiscript.colour,
      options: [
        { value: 'plain', label: i18n.ts.aiscript.colourPlain },
        { value: 'primary', label: i18n.ts.aiscript.colourAccent },
        { value: 'danger', label: i18n.ts.aiscript.colourDanger },
      ],
    },
    script: scriptField(i18n),
  }),
  component: lazy(() => import('./ScriptButton')),
});

export type ScriptWidgetData = { script: string };

/** A small console: write code, run it, read what it printed. */
export const aiscript = defineWidget<ScriptWidgetData>({
  name: 'aiscript',
  title: (i18n) => i18n.ts.aiscript.consoleWidget,
  defaults: { script: '' },
  size: atLeast(253),
  component: lazy(() => import('./ScriptConsole')),
});

/** A script's own interface (its Ui: components), as a play shows it. */
export const aiscriptApp = defineWidget<ScriptWidgetData>({
  name: 'aiscriptApp',
  title: (i18n) => i18n.ts.aiscript.appWidget,
  defaults: { script: '' },
  size: atLeast(65),
  form: (i18n) => ({ script: scriptField(i18n) }),
  component: lazy(() => import('./ScriptApp')),
});
