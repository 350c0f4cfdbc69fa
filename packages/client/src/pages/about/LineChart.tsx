import styles from './About.module.css';

const WIDTH = 300;
const HEIGHT = 100;

/** SVG points of a series (oldest first) scaled into the chart's box; a flat series sits on the floor. */
export function chartPoints(values: readonly number[]): string {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values
    .map(
      (value, index) =>
        `${(index * step).toFixed(1)},${(HEIGHT - (value / max) * (HEIGHT - 4) - 2).toFixed(1)}`,
    )
    .join(' ');
}

/**
 * A small line chart drawn as SVG by hand: no chart library (uPlot alone is ~50 KB minified)
 * for two lines. The picture is decorative; `summary` says what it shows in words, and the
 * axis ends name the first and last period.
 */
export function LineChart({
  title,
  summary,
  values,
  from,
  to,
}: {
  title: string;
  summary: string;
  /** Oldest first. */
  values: readonly number[];
  from: string;
  to: string;
}) {
  return (
    <figure className={styles.chartFigure}>
      <figcaption>{title}</figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <polyline
          points={chartPoints(values)}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className={styles.chartAxis} aria-hidden="true">
        <span>{from}</span>
        <span>{to}</span>
      </div>
      <p className={styles.muted}>{summary}</p>
    </figure>
  );
}
