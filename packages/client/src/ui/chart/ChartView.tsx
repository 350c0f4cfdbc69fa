import { colord } from 'colord';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './Chart.module.css';
import { stackValues, timeFormatter } from './table';
import type { ChartColor, ChartProps } from './types';

/** The drawing itself, its own lazy chunk with uPlot: canvas, so it is hidden from assistive tech. */

const COLOR_VARS: Record<ChartColor, string> = {
  accent: '--accent',
  success: '--success',
  danger: '--danger',
  link: '--link',
  muted: '--fg-muted',
};
const CYCLE: ChartColor[] = ['accent', 'success', 'danger', 'link', 'muted'];

interface Palette {
  series: string[];
  axis: string;
  grid: string;
  font: string;
}

/**
 * Series colours apart: a theme's roles are often shades of one hue (a green accent, link and
 * success), so a colour too close in hue to an earlier series is turned round the colour wheel.
 */
function distinct(colors: string[]): string[] {
  const used: number[] = [];
  return colors.map((color) => {
    let c = colord(color);
    const near = (hue: number) => used.some((h) => Math.min(Math.abs(h - hue), 360 - Math.abs(h - hue)) < 40);
    for (let turn = 1; turn < 6 && c.toHsl().s > 15 && near(c.hue()); turn++)
      c = colord(color).rotate(turn * 75);
    used.push(c.hue());
    return c.toRgbString();
  });
}

function readPalette(element: HTMLElement, colors: readonly (ChartColor | undefined)[]): Palette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    series: distinct(
      colors.map((color, i) => read(COLOR_VARS[color ?? CYCLE[i % CYCLE.length] ?? 'accent'], '#888')),
    ),
    axis: read('--fg-muted', '#888'),
    grid: read('--divider', 'rgba(128,128,128,0.2)'),
    font: `11px ${read('--font', 'sans-serif')}`,
  };
}

/** Changes the theme makes: its variables and colour scheme on the root element, or the OS scheme. */
function onThemeChange(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['style', 'class', 'data-color-scheme'],
  });
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', listener);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', listener);
  };
}

export interface ChartViewProps extends Omit<ChartProps, 'title' | 'hideTitle'> {
  lang: string;
  formatValue: (value: number) => string;
  /** Called with the readout of the point under the pointer, or null when it leaves. */
  onHover(readout: string | null): void;
}

export default function ChartView(props: ChartViewProps) {
  const { kind, span, times, series, stacked = false, height = 160, lang, formatValue, onHover } = props;
  const box = useRef<HTMLDivElement>(null);
  const [themeVersion, setThemeVersion] = useState(0);
  const [legend, setLegend] = useState<string[]>([]);
  const hover = useRef(onHover);
  hover.current = onHover;

  useEffect(() => onThemeChange(() => setThemeVersion((v) => v + 1)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new themeVersion redraws in the new theme's colours
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const palette = readPalette(
      element,
      series.map((s) => s.color),
    );
    setLegend(palette.series);
    const drawn = stacked ? stackValues(series, times.length) : series.map((s) => [...s.values]);
    // uPlot paints series in order: with stacking the tallest (last) goes first, the rest over it.
    const order = stacked ? series.map((_, i) => series.length - 1 - i) : series.map((_, i) => i);
    const tick = timeFormatter(lang, span, false);
    const full = timeFormatter(lang, span, true);
    const step = times.length > 1 ? (times[1] ?? 0) - (times[0] ?? 0) : 3_600_000;
    const bars = uPlot.paths.bars?.({ size: [0.7, 24], align: 0 });
    const axis = {
      stroke: palette.axis,
      font: palette.font,
      grid: { stroke: palette.grid, width: 1 },
      ticks: { show: false },
    };
    const plot = new uPlot(
      {
        width: Math.max(120, element.clientWidth),
        height,
        ms: 1,
        // Whole UTC days: ticks at UTC midnights, as the table reads them.
        ...(span === 'day' ? { tzDate: (ms: number) => uPlot.tzDate(new Date(ms), 'Etc/UTC') } : {}),
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 6 } },
        scales: {
          // Bars sit on their time, so the ends get half a step of room.
          x: {
            time: true,
            range: (_u, min, max) => (kind === 'bar' ? [min - step / 2, max + step / 2] : [min, max]),
          },
          y: { range: (_u, min, max) => [Math.min(0, min), Math.max(1, max)] },
        },
        axes: [
          { ...axis, values: (_u, splits) => splits.map((ms) => tick(ms)) },
          {
            ...axis,
            size: 44,
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatValue(v) : '')),
          },
        ],
        series: [
          {},
          ...order.map((i) => {
            const color = palette.series[i] ?? palette.axis;
            return {
              label: series[i]?.label ?? '',
              stroke: color,
              width: kind === 'bar' ? 0 : 2,
              points: { show: false },
              fill:
                kind === 'line'
                  ? undefined
                  : colord(color)
                      .alpha(kind === 'bar' ? 0.85 : 0.25)
                      .toRgbString(),
              ...(kind === 'bar' && bars ? { paths: bars } : {}),
            };
          }),
        ],
        hooks: {
          setCursor: [
            (u) => {
              const index = u.cursor.idx;
              const time = index === null || index === undefined ? undefined : times[index];
              if (time === undefined || index === null || index === undefined) return hover.current(null);
              const values = series.map((s) => `${s.label} ${formatValue(s.values[index] ?? 0)}`);
              hover.current(`${full(time)}: ${values.join(', ')}`);
            },
          ],
        },
      },
      [[...times], ...order.map((i) => drawn[i] ?? [])] as uPlot.AlignedData,
      element,
    );
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => plot.setSize({ width: Math.max(120, element.clientWidth), height }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      plot.destroy();
    };
  }, [kind, span, times, series, stacked, height, lang, formatValue, themeVersion]);

  // The legend and the drawing are hidden from assistive tech: the data table says it all.
  return (
    <div aria-hidden="true">
      {series.length > 1 && (
        <ul className={styles.legend}>
          {series.map((s, i) => (
            <li key={s.label}>
              <span className={styles.swatch} style={{ background: legend[i] }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={box} />
    </div>
  );
}
