import { useEffect, useMemo, useRef, useState } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { Circle, LinePath } from '@visx/shape';
import { EmptyState } from '@opsdeck/ui/empty-state';
import { formatDateTime, formatLatency, type TimeseriesPoint } from '@opsdeck/api';
import type { CheckDetailMessages } from '../checkDetailMessages';
import { chartPoints, type ChartPoint } from '../checkDetailRules';
import { visuallyHidden } from '../CheckDetail.css';
import * as styles from './checkHealthChart.css';

export interface CheckHealthChartProps {
  /** The graph response's buckets (time ascending; a missing status is a failure). */
  status: readonly Partial<TimeseriesPoint>[] | null | undefined;
  messages: CheckDetailMessages;
  height?: number;
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 60 };
const DEFAULT_WIDTH = 640;
const HOUR_MS = 3_600_000;

/** The chart follows its container's width; without ResizeObserver (a server, old test DOMs) it keeps the default. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function tickFormatter(spanMs: number) {
  const format = new Intl.DateTimeFormat(
    undefined,
    spanMs <= 2 * 24 * HOUR_MS ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric' },
  );
  return (value: Date | { valueOf(): number }) => format.format(new Date(value.valueOf()));
}

function summarise(points: readonly ChartPoint[], messages: CheckDetailMessages): string {
  const passed = points.filter((point) => point.passed).length;
  const durations = points.map((point) => point.duration);
  return messages.chartSummary({
    points: points.length,
    passed,
    failed: points.length - passed,
    minLatency: durations.length ? formatLatency(Math.min(...durations)) : '',
    maxLatency: durations.length ? formatLatency(Math.max(...durations)) : '',
  });
}

/**
 * 'Health Overview': every bucket of the time range as a point at its latency, green when it passed and red when it
 * failed, over a latency line. The SVG is one image with a summary for screen readers; the points are also in a
 * visually hidden table. Loaded lazily (visx): the entry stays small.
 */
export default function CheckHealthChart({ status, messages, height = 240 }: CheckHealthChartProps) {
  const points = useMemo(() => chartPoints(status), [status]);
  const [ref, width] = useWidth();

  if (points.length === 0) {
    return (
      <div ref={ref} className={styles.chart}>
        <EmptyState title={messages.noData} />
      </div>
    );
  }

  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(10, height - MARGIN.top - MARGIN.bottom);
  let start = points[0]!.time.getTime();
  let end = points[points.length - 1]!.time.getTime();
  if (start === end) {
    start -= HOUR_MS / 2;
    end += HOUR_MS / 2;
  }
  const x = scaleTime({ domain: [new Date(start), new Date(end)], range: [0, innerWidth] });
  const maxDuration = Math.max(1, ...points.map((point) => point.duration));
  const y = scaleLinear({ domain: [0, maxDuration * 1.1], range: [innerHeight, 0], nice: true });
  const formatTick = tickFormatter(end - start);
  const summary = summarise(points, messages);
  const tickLabel = { fill: 'currentColor', fontSize: 11 } as const;

  return (
    <div ref={ref} className={styles.chart}>
      <svg width={width} height={height} role="img" aria-label={summary} className={styles.svg}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <LinePath<ChartPoint> data={points} x={(point) => x(point.time)} y={(point) => y(point.duration)} className={styles.latencyLine} />
          {points.map((point, index) => (
            <Circle
              key={index}
              cx={x(point.time)}
              cy={y(point.duration)}
              r={3.5}
              className={styles.point}
              data-status={point.passed ? 'pass' : 'fail'}
            />
          ))}
          <AxisLeft
            scale={y}
            numTicks={4}
            stroke="currentColor"
            tickStroke="currentColor"
            tickFormat={(value) => formatLatency(Number(value))}
            tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: '-0.25em', dy: '0.33em' }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            numTicks={width > 520 ? 6 : 3}
            stroke="currentColor"
            tickStroke="currentColor"
            tickFormat={(value) => formatTick(value)}
            tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendItem}>
          <span className={styles.swatch} data-status="pass" />
          {messages.healthy}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch} data-status="fail" />
          {messages.unhealthy}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch} data-status="latency" />
          {messages.chartLatency}
        </li>
      </ul>
      <table className={visuallyHidden}>
        <caption>{messages.healthOverview}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.chartTime}</th>
            <th scope="col">{messages.chartStatus}</th>
            <th scope="col">{messages.chartLatency}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={index}>
              <td>{formatDateTime(point.time, 'timestamp')}</td>
              <td>{point.passed ? messages.healthy : messages.unhealthy}</td>
              <td>{formatLatency(point.duration) || messages.noValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
