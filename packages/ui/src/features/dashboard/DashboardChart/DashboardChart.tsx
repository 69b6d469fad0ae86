import type { DashboardTimeTotals } from '@kwartier/api';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useLocale } from '../../../i18n/I18nProvider';
import { formatDuration } from '../../../i18n/formatDuration';
import { useMessages } from '../../../i18n/useMessages';
import { vars } from '../../../theme/contract.css';
import {
  chartDays,
  dayLabelFormatter,
  dayLabelStyle,
  dayNameFormatter,
  dayTicks,
  hasTime,
  hourSplits,
  memberColors,
  stackedSeries,
  type ChartDay,
} from './chartModel';
import { messages } from './DashboardChart.messages';
import * as styles from './DashboardChart.css';

/** Props of {@link DashboardChart}. */
export interface DashboardChartProps {
  /**
   * Minutes per day of the period (`POST /api/dashboard/timetotals`), the first on `startdate`;
   * with scope `team` also per member (`members`), drawn as stacked bars with a legend.
   */
  timeTotals: DashboardTimeTotals;
  /** The period's label for the caption, e.g. 'March 2026' (`Period.label`). */
  periodLabel: string;
}

/** Whether uPlot (loaded on first use) has drawn the chart, is still loading, or could not be loaded. */
type ChartState = 'loading' | 'drawn' | 'failed';

/** The theme's colours for the canvas, read from the CSS variables when the chart draws. */
interface Palette {
  bar: string;
  text: string;
  grid: string;
  /** One colour per member of a team chart, in the members' order. */
  members: string[];
}

/** The value of a theme contract variable (`var(--name)`) as computed on `element`. */
function themeValue(element: Element, reference: string): string {
  const name = /^var\((--[^,)]+)/.exec(reference)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : reference;
}

/** The theme's colours a team chart's members take, in this order (see `memberColors`). */
const MEMBER_COLOR_ROLES = [
  vars.color.primary,
  vars.color.secondary,
  vars.color.accent,
  vars.color.success,
  vars.color.warning,
  vars.color.danger,
];

function readPalette(element: Element, memberCount: number): Palette {
  return {
    bar: themeValue(element, vars.color.primary),
    text: themeValue(element, vars.color.muted),
    grid: themeValue(element, vars.color.border),
    members: memberColors(
      MEMBER_COLOR_ROLES.map((role) => themeValue(element, role)),
      themeValue(element, vars.color.surface),
      memberCount,
    ),
  };
}

/** The member colours as a string, to tell whether they changed (a theme applied while shown). */
const colorsKey = (colors: readonly string[]) => colors.join(' ');

/** uPlot's options for one bar per day, hour labels on the value axis, colours from the theme. */
function chartOptions(
  UPlot: typeof uPlot,
  element: HTMLElement,
  days: readonly ChartDay[],
  locale: string,
  width: number,
  memberCount: number,
  onMemberColors: (colors: string[]) => void,
): uPlot.Options {
  let palette = readPalette(element, memberCount);
  const computed = getComputedStyle(element);
  const font = `${computed.fontSize} ${computed.fontFamily}`;
  const fontPx = Number.parseFloat(computed.fontSize) || 12;
  const maxMinutes = Math.max(0, ...days.map((day) => day.minutes));
  const ySplits = hourSplits(maxMinutes);
  const dayLabel = dayLabelFormatter(dayLabelStyle(days.length), locale);
  const hourLabels = ySplits.map((minutes) => formatDuration(minutes, 'clock'));
  const longestHourLabel = Math.max(...hourLabels.map((label) => label.length));
  return {
    width,
    height: styles.CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false, drag: { x: false, y: false } },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false, range: () => [-0.5, days.length - 0.5] },
      y: { range: () => [0, ySplits[ySplits.length - 1]!] },
    },
    axes: [
      {
        font,
        stroke: () => palette.text,
        grid: { show: false },
        ticks: { stroke: () => palette.grid, width: 1, size: 4 },
        gap: 4,
        size: Math.ceil(fontPx * 1.5) + 10,
        // uPlot's bounding box is in device pixels.
        splits: (self) => dayTicks(days, self.bbox.width / UPlot.pxRatio),
        values: (_self, splits) => splits.map((index) => dayLabel(days[index]!.utc)),
      },
      {
        font,
        stroke: () => palette.text,
        grid: { stroke: () => palette.grid, width: 1 },
        ticks: { show: false },
        gap: 6,
        size: Math.ceil(longestHourLabel * fontPx * 0.62) + 12,
        splits: () => ySplits,
        values: (_self, splits) => splits.map((minutes) => formatDuration(minutes, 'clock')),
      },
    ],
    series: [
      {},
      ...(memberCount === 0
        ? [bars(UPlot, () => palette.bar)]
        : // Stacked, the top first (stackedSeries): the last member's colour at the top.
          Array.from({ length: memberCount }, (_, top) => bars(UPlot, () => palette.members[memberCount - 1 - top]!))),
    ],
    hooks: {
      // Colours are read at draw time, so the organisation's theme applies (the legend too).
      drawClear: [
        () => {
          palette = readPalette(element, memberCount);
          onMemberColors(palette.members);
        },
      ],
    },
  };
}

/** One series of bars in `color`. */
function bars(UPlot: typeof uPlot, color: () => string): uPlot.Series {
  return {
    fill: color,
    stroke: color,
    width: 0,
    points: { show: false },
    paths: UPlot.paths.bars!({ size: [0.7, 48, 1], align: 0, gap: 1 }),
  };
}

/**
 * The column chart of the dashboard: one bar per day of the period (uPlot, 180 px high), hours on
 * the value axis (`8:00`), days on the other in the interface language (months for a year). A
 * `figure` with a caption; a visually hidden table gives screen readers the same numbers (date
 * and hours per day), as the canvas has no semantics. Bars, labels and grid take the theme's
 * colours when drawn; the chart follows its container's width. uPlot is loaded on first use.
 * A period without time says so instead of drawing an empty chart. The team's chart (`members`
 * given) stacks each member's part of a day's bar in their own colour (from the theme, AA on the
 * chart's background, told apart), with a legend naming each member beside their colour; the
 * data table then has a column per member.
 */
export function DashboardChart({ timeTotals, periodLabel }: DashboardChartProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const captionId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const days = useMemo(() => chartDays(timeTotals), [timeTotals]);
  const isEmpty = !hasTime(timeTotals.timetotals);
  const total = timeTotals.timetotals.reduce((sum, minutes) => sum + minutes, 0);
  const dayName = useMemo(() => dayNameFormatter(locale), [locale]);
  const [state, setState] = useState<ChartState>('loading');
  const members = useMemo(() => timeTotals.members ?? [], [timeTotals.members]);
  const [colors, setColors] = useState<string[]>([]);

  useEffect(() => {
    const element = plotRef.current;
    if (!element || isEmpty) return;
    let cancelled = false;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    setState('loading');
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const values = members.length === 0 ? [days.map((day) => day.minutes)] : stackedSeries(members);
        const data: uPlot.AlignedData = [days.map((_, index) => index), ...values];
        const showColors = (next: string[]) =>
          setColors((current) => (colorsKey(current) === colorsKey(next) ? current : next));
        plot = new UPlot(chartOptions(UPlot, element, days, locale, element.clientWidth, members.length, showColors), data, element);
        observer = new ResizeObserver(() => {
          const width = element.clientWidth;
          if (plot && width > 0 && width !== plot.width) plot.setSize({ width, height: styles.CHART_HEIGHT });
        });
        observer.observe(element);
        setState('drawn');
      })
      .catch((error: unknown) => {
        // The chunk did not load (offline after an update) or uPlot could not draw: the data
        // table is shown instead, and the cause reported for whoever looks.
        console.error(error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days, members, locale, isEmpty]);

  const failed = state === 'failed';
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption className={styles.caption}>
        <span id={captionId}>{t('caption', { period: periodLabel })}</span>
        {!isEmpty && <span className={styles.total}>{t('total', { time: formatDuration(total, 'clock') })}</span>}
      </figcaption>
      {isEmpty ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <>
          {failed && <p className={styles.failed}>{t('failed')}</p>}
          <div ref={plotRef} className={styles.plot} hidden={failed} aria-hidden="true" data-chart-state={state} />
          {members.length > 0 && !failed && (
            <ul className={styles.legend} aria-label={t('legend')}>
              {members.map((member, index) => (
                <li key={member.user_id} className={styles.legendItem}>
                  <span className={styles.swatch} style={{ background: colors[index] }} aria-hidden="true" />
                  {member.user_name}
                </li>
              ))}
            </ul>
          )}
          {/* A table grows to fit its content: the box around it is what is hidden. */}
          <div className={failed ? undefined : styles.hidden}>
            <table className={styles.table} aria-labelledby={captionId}>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {t('dateColumn')}
                  </th>
                  <th scope="col" className={styles.timeCell}>
                    {t('timeColumn')}
                  </th>
                  {members.map((member) => (
                    <th key={member.user_id} scope="col" className={styles.timeCell}>
                      {member.user_name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day, index) => (
                  <tr key={day.date}>
                    <th scope="row" className={styles.cell}>
                      {dayName(day.utc)}
                    </th>
                    <td className={styles.timeCell}>{formatDuration(day.minutes, 'clock')}</td>
                    {members.map((member) => (
                      <td key={member.user_id} className={styles.timeCell}>
                        {formatDuration(member.timetotals[index] ?? 0, 'clock')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
