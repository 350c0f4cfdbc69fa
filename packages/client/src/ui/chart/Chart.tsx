import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useI18n } from '@/i18n';
import styles from './Chart.module.css';
import { chartTable, timeFormatter } from './table';
import type { ChartProps } from './types';

// uPlot and its drawing load with the first chart shown, never with the app.
const ChartView = lazy(() => import('./ChartView'));

/**
 * A chart of series over time with its text alternative: the drawing is hidden from assistive
 * tech, and a data table (captioned with the title) is always in the document, read by screen
 * readers and shown to everyone with the Show data button.
 */
export function Chart(props: ChartProps) {
  const { title, span, times, series, hideTitle = false, height = 160 } = props;
  const i18n = useI18n();
  const [tableShown, setTableShown] = useState(false);
  const [readout, setReadout] = useState<string | null>(null);
  const tableId = useId();
  const numbers = useCallback((value: number) => i18n.number(value), [i18n]);
  const formatValue = props.formatValue ?? numbers;
  const table = useMemo(
    () => chartTable(i18n.ts.chart.time, times, series, timeFormatter(i18n.lang, span, true), formatValue),
    [i18n, times, series, span, formatValue],
  );
  return (
    <figure className={styles.figure} aria-label={title}>
      {!hideTitle && <figcaption className={styles.title}>{title}</figcaption>}
      <Suspense fallback={<div style={{ height }} aria-hidden="true" />}>
        <ChartView
          {...props}
          height={height}
          lang={i18n.lang}
          formatValue={formatValue}
          onHover={setReadout}
        />
      </Suspense>
      <div className={styles.footer}>
        <span className={styles.readout} aria-hidden="true">
          {readout}
        </span>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? i18n.ts.chart.hideData : i18n.ts.chart.showData}
        </button>
      </div>
      {/* Shown, it scrolls when long: focusable, so the keyboard can scroll it too. */}
      <div
        id={tableId}
        className={tableShown ? styles.tableBox : 'visually-hidden'}
        tabIndex={tableShown ? 0 : undefined}
      >
        <table className={styles.table}>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.cells[0]}</th>
                {row.cells.slice(1).map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are one per series, in order
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
