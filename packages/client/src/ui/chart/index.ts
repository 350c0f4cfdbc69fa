/**
 * Charts of series over time. Import from '@/ui/chart' only in code that is itself loaded
 * lazily: the drawing (uPlot) is a chunk of its own, but keep even this wrapper out of start-up.
 */
export { Chart } from './Chart';
export { type ChartTable, chartTable, stackValues, timeFormatter } from './table';
export type { ChartColor, ChartKind, ChartProps, ChartSeries, ChartSpan } from './types';
