import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Skeleton } from '@opsdeck/ui/skeleton';
import { formatLatency, formatUptime, healthCounts } from '@opsdeck/api';
import * as styles from './HealthDashboardList.css';
import { EmptyTableRow, StatusText, WindowSpacerRow } from './HealthDashboardParts';
import type { HealthDashboardMessages } from './healthDashboardMessages';
import type { HealthGroup, PivotMatrix } from './healthDashboardModel';
import type { HealthPivotCellType } from './healthDashboardParams';

export interface HealthDashboardPivotProps {
  matrix: PivotMatrix;
  cellType: HealthPivotCellType;
  loading: boolean;
  /** How a column value is shown (agent ids become names). */
  columnLabel: (value: string) => string;
  groupLabel: (name: string) => string;
  messages: HealthDashboardMessages;
}

function PivotCell({ cell, cellType, messages }: { cell: HealthGroup | undefined; cellType: HealthPivotCellType; messages: HealthDashboardMessages }) {
  if (!cell) return <td className={styles.cell} />;
  if (cellType === 'uptime') return <td className={`${styles.cell} ${styles.number}`}>{formatUptime(cell.uptime)}</td>;
  if (cellType === 'latency') return <td className={`${styles.cell} ${styles.number}`}>{formatLatency(cell.latency.rolling1h)}</td>;
  const { healthy } = healthCounts(cell.checks);
  return (
    <td className={`${styles.cell} ${styles.pivotCell}`} data-status={cell.status}>
      <StatusText status={cell.status} label={messages.pivotCellSummary(healthy, cell.checks.length)} />
    </td>
  );
}

/** The pivot view: groups down, the pivot dimension's values across, one cell type (status, uptime or latency). */
export function HealthDashboardPivot({ matrix, cellType, loading, columnLabel, groupLabel, messages }: HealthDashboardPivotProps) {
  'use no memo';
  const scrollerRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: matrix.rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => styles.ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 0, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const columnCount = matrix.columns.length + 1;
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  // Fixed column widths: a wide matrix scrolls sideways instead of squeezing its cells.
  const minWidth = 240 + 120 * matrix.columns.length;

  let body;
  if (loading && matrix.rows.length === 0) {
    body = Array.from({ length: 8 }, (_, i) => (
      <tr key={i} className={styles.row} aria-hidden="true">
        <td className={styles.cell}>
          <Skeleton width="60%" />
        </td>
      </tr>
    ));
  } else if (matrix.rows.length === 0) {
    body = <EmptyTableRow columnCount={columnCount} title={messages.noData} />;
  } else {
    body = (
      <>
        <WindowSpacerRow columnCount={columnCount} height={before} />
        {items.map((item) => {
          const row = matrix.rows[item.index]!;
          return (
            <tr key={item.key} className={styles.row} aria-rowindex={item.index + 2}>
              <th scope="row" className={`${styles.cell} ${styles.ellipsis}`} style={{ textAlign: 'left' }}>
                {groupLabel(row.name)}
              </th>
              {row.cells.map((cell, i) => (
                <PivotCell key={i} cell={cell} cellType={cellType} messages={messages} />
              ))}
            </tr>
          );
        })}
        <WindowSpacerRow columnCount={columnCount} height={after} />
      </>
    );
  }

  return (
    <div className={styles.frame}>
      <div ref={scrollerRef} className={styles.scroller} data-od-health-scroller="">
        <table className={styles.table} style={{ minWidth }} aria-label={messages.pivotTable} aria-rowcount={matrix.rows.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col" className={`${styles.headerCell} ${styles.pivotFirstColumn}`}>
                {messages.pivotGroup}
              </th>
              {matrix.columns.map((column) => (
                <th key={column} scope="col" className={`${styles.headerCell} ${styles.pivotColumn}`} title={columnLabel(column)}>
                  {column ? columnLabel(column) : messages.pivotNoValue}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </div>
  );
}
