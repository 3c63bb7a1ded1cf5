import { memo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { EmptyState } from '@opsdeck/ui/empty-state';
import { Skeleton } from '@opsdeck/ui/skeleton';
import { formatLatency, formatRelativeTime, formatUptime, isHealthy } from '@opsdeck/api';
import * as styles from './HealthDashboardList.css';
import { CheckIconBadge, StatusText, useElementSize } from './HealthDashboardParts';
import type { HealthDashboardMessages } from './healthDashboardMessages';
import { checkLatency, type HealthCheck } from './healthDashboardModel';

/** Card width slider (spec 001 sections 5 and 9). */
export const CARD_WIDTH = { min: 250, max: 768, step: 2, default: 554 } as const;

export interface HealthDashboardCardsProps {
  checks: readonly HealthCheck[];
  loading: boolean;
  cardWidth: number;
  onOpenCheck: (check: HealthCheck) => void;
  now: number;
  messages: HealthDashboardMessages;
}

/**
 * The card layout: one button per check in a grid of `cardWidth`-wide columns, windowed by grid rows like the table
 * (only the rows on screen are in the DOM).
 */
export function HealthDashboardCards({ checks, loading, cardWidth, onOpenCheck, now, messages }: HealthDashboardCardsProps) {
  'use no memo';
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [measureRef, size] = useElementSize<HTMLDivElement>();
  const width = size?.width || 1200;
  const columns = Math.max(1, Math.floor((width - styles.CARD_GAP) / (cardWidth + styles.CARD_GAP)));
  const rowCount = Math.ceil(checks.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => styles.CARD_HEIGHT + styles.CARD_GAP,
    overscan: 3,
    initialRect: { width: 0, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const gridTemplateColumns = `repeat(${columns}, minmax(0, ${cardWidth}px))`;

  let content;
  if (loading && checks.length === 0) {
    content = (
      <div className={styles.cardRow} style={{ gridTemplateColumns, paddingTop: styles.CARD_GAP }} aria-hidden="true">
        {Array.from({ length: columns }, (_, i) => (
          <Skeleton key={i} height={styles.CARD_HEIGHT} />
        ))}
      </div>
    );
  } else if (checks.length === 0) {
    content = <EmptyState className={styles.empty} title={messages.noData} />;
  } else {
    content = (
      <div style={{ position: 'relative', height: virtualizer.getTotalSize() + styles.CARD_GAP }}>
        {items.map((item) => (
          <div
            key={item.key}
            role="presentation"
            className={styles.cardRow}
            style={{ position: 'absolute', top: item.start + styles.CARD_GAP, left: 0, right: 0, gridTemplateColumns }}
          >
            {checks.slice(item.index * columns, item.index * columns + columns).map((check) => (
              <CheckCard key={check.id} check={check} onOpenCheck={onOpenCheck} now={now} messages={messages} />
            ))}
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.frame} ref={measureRef}>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        role="group"
        aria-label={messages.checksTable}
        aria-busy={loading || undefined}
        data-od-health-scroller=""
      >
        {content}
      </div>
    </div>
  );
}

const CheckCard = memo(function CheckCard({
  check,
  onOpenCheck,
  now,
  messages,
}: {
  check: HealthCheck;
  onOpenCheck: (check: HealthCheck) => void;
  now: number;
  messages: HealthDashboardMessages;
}) {
  const healthy = isHealthy(check);
  const transition = formatRelativeTime(check.last_transition_time, new Date(now));
  return (
    <button type="button" className={styles.card} data-status={healthy ? 'healthy' : 'unhealthy'} onClick={() => onOpenCheck(check)}>
      <span className={styles.cardHeader}>
        <CheckIconBadge icon={check.icon} type={check.type} multipleLabel={messages.multiple} />
        <span className={styles.ellipsis}>{check.name}</span>
      </span>
      {check.namespace ? <span className={styles.meta}>{check.namespace}</span> : null}
      <span className={styles.cardStats}>
        <StatusText status={healthy ? 'healthy' : 'unhealthy'} label={healthy ? messages.healthy : messages.unhealthy} />
        <span className={styles.number}>
          {messages.columnUptime} {formatUptime(check.uptime) || '-'}
        </span>
        <span className={styles.number}>
          {messages.columnLatency} {formatLatency(checkLatency(check)) || '-'}
        </span>
        {transition ? <span className={styles.number}>{transition}</span> : null}
      </span>
    </button>
  );
});
