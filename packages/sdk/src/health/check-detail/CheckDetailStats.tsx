import type { ReactNode } from 'react';
import { Skeleton } from '@opsdeck/ui/skeleton';
import { StatCard } from '@opsdeck/ui/stat-card';
import { formatDateTime, formatLatency, formatRelativeTime, formatUptime, type Check, type CheckGraphResponse, type TimeRangeValue } from '@opsdeck/api';
import { TimeRangeDropdown } from '../../time-range/TimeRangeDropdown';
import type { CheckDetailMessages } from '../checkDetailMessages';
import { checkSeverity } from '../checkDetailRules';
import * as styles from '../CheckDetail.css';

export interface CheckDetailStatsProps {
  check: Check | undefined;
  graph: CheckGraphResponse | undefined;
  graphLoading: boolean;
  timeRange: TimeRangeValue | undefined;
  onTimeRangeChange: (value: TimeRangeValue) => void;
  messages: CheckDetailMessages;
}

function When({ value, messages }: { value: string | null | undefined; messages: CheckDetailMessages }) {
  const relative = formatRelativeTime(value);
  if (!relative) return <>{messages.noValue}</>;
  return (
    <time dateTime={new Date(value!).toISOString()} title={formatDateTime(value, 'timestamp')}>
      {relative}
    </time>
  );
}

/** Uptime, the three latencies, severity, last and next run, and the Time Range selector (spec 000 section 2). */
export function CheckDetailStats({ check, graph, graphLoading, timeRange, onTimeRangeChange, messages }: CheckDetailStatsProps) {
  const loadingGraph = graphLoading && !graph;
  const passed = graph?.uptime?.passed ?? 0;
  const failed = graph?.uptime?.failed ?? 0;
  const latency = (value: number | null | undefined) => formatLatency(value) || messages.noValue;
  const card = (label: string, value: ReactNode, options: { loading?: boolean; description?: ReactNode } = {}) => (
    <StatCard
      key={label}
      label={label}
      value={value}
      loading={options.loading}
      description={options.description}
      className={styles.statCard}
      classNames={{ value: styles.statValue }}
    />
  );
  const transitioned = formatRelativeTime(check?.last_transition_time);

  return (
    <div className={styles.stats}>
      {card(messages.uptime, formatUptime(graph?.uptime) || messages.noValue, {
        loading: loadingGraph,
        description: graph ? (
          <span className={styles.statSplit}>
            <span className={styles.passedText}>{messages.passed(passed)}</span>
            <span className={styles.failedText}>{messages.failed(failed)}</span>
          </span>
        ) : undefined,
      })}
      {card(messages.latency95, latency(graph?.latency?.p95), { loading: loadingGraph })}
      {card(messages.latency97, latency(graph?.latency?.p97), { loading: loadingGraph })}
      {card(messages.latency99, latency(graph?.latency?.p99), { loading: loadingGraph })}
      {card(messages.severity, checkSeverity(check) ?? messages.noValue, { loading: !check })}
      {card(messages.lastRun, <When value={check?.last_runtime} messages={messages} />, {
        loading: !check,
        description: transitioned ? (
          <time title={formatDateTime(check?.last_transition_time, 'timestamp')}>{messages.transitioned(transitioned)}</time>
        ) : undefined,
      })}
      {card(messages.nextRun, <When value={check?.next_runtime} messages={messages} />, { loading: !check })}
      <div className={styles.timeRangeCard}>
        <span className={styles.timeRangeLabel} aria-hidden="true">
          {messages.timeRange}
        </span>
        {/* The SDK's duration dropdown: a look-alike button until first used, then @opsdeck/ui's Select (lazy). */}
        {timeRange ? (
          <TimeRangeDropdown value={timeRange} onValueChange={onTimeRangeChange} label={messages.timeRange} />
        ) : (
          <Skeleton height={36} />
        )}
      </div>
    </div>
  );
}
