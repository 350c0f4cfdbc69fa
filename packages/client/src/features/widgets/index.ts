export {
  addWidget,
  moveWidget,
  moveWidgetTo,
  newWidgetId,
  removeWidget,
  settingsOf,
  updateWidgetData,
} from './model';
export { findWidget, WIDGETS } from './registry';
export type { StackWidget, WidgetData, WidgetDefinition, WidgetField, WidgetProps } from './types';
export { WidgetStack, type WidgetStackProps } from './WidgetStack';
