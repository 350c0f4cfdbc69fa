/** How a chart draws its series. */
export type ChartKind = 'line' | 'area' | 'bar';

/**
 * What the points of a chart are: whole days, whole hours, or moments of a live feed. It picks
 * how times read on the axis and in the data table.
 */
export type ChartSpan = 'day' | 'hour' | 'live';

/** A theme colour by role; the chart reads the theme's CSS variable, so light and dark both fit. */
export type ChartColor = 'accent' | 'success' | 'danger' | 'link' | 'muted';

export interface ChartSeries {
  label: string;
  /** One value per time; null leaves a gap. */
  values: readonly (number | null)[];
  color?: ChartColor;
}

export interface ChartProps {
  /** Names the figure and captions its data table. */
  title: string;
  kind: ChartKind;
  span: ChartSpan;
  /** Times in ms since the epoch, oldest first, one per value of every series. */
  times: readonly number[];
  series: readonly ChartSeries[];
  /** Bars or areas stacked on each other rather than overlaid (the table keeps each own value). */
  stacked?: boolean;
  /** Height of the drawing in CSS pixels (default 160); the width follows the container. */
  height?: number;
  /** Hides the figure's visible title when the surrounding region already names it. */
  hideTitle?: boolean;
  /** Overrides how a value reads (default: the interface language's number format). */
  formatValue?: (value: number) => string;
}
