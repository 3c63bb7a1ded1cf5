import { memo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Skeleton } from '@opsdeck/ui/skeleton';
import { formatLatency, formatRelativeTime, formatUptime, isHealthy, isLastRunVisible } from '@opsdeck/api';
import * as styles from './HealthDashboardList.css';
import { ChevronIcon, CheckIconBadge, EmptyTableRow, StatusText, WindowSpacerRow } from './HealthDashboardParts';
import type { HealthDashboardMessages } from './healthDashboardMessages';
import { checkLatency, fullyPassingCount, type HealthCheck, type HealthGroup, type HealthRow } from './healthDashboardModel';
import type { HealthSort, HealthSortColumn } from './healthDashboardParams';

export type SelectionState = 'none' | 'some' | 'all';

export interface HealthDashboardTableProps {
  rows: readonly HealthRow[];
  /** Skeleton rows until the first summary arrives. */
  loading: boolean;
  sort: HealthSort | null;
  onSortClick: (column: HealthSortColumn) => void;
  /** Row selection (Run Selected); off in public mode and for roles that may not run checks. */
  selectable: boolean;
  selected: ReadonlySet<string>;
  /** Every check on screen, for the header's select-all box. */
  visibleChecks: readonly HealthCheck[];
  onSelect: (checkIds: readonly string[], selected: boolean) => void;
  onToggleGroup: (rowKey: string) => void;
  onOpenCheck: (check: HealthCheck) => void;
  /** The name shown for a group (agent ids become agent names). */
  groupLabel: (name: string) => string;
  now: number;
  messages: HealthDashboardMessages;
}

const COLUMNS: readonly { id: HealthSortColumn; title: keyof HealthDashboardMessages; className?: string }[] = [
  { id: 'name', title: 'columnChecks' },
  { id: 'status', title: 'columnHealth', className: styles.statusColumn },
  { id: 'uptime', title: 'columnUptime', className: styles.numberColumn },
  { id: 'latency', title: 'columnLatency', className: styles.numberColumn },
  { id: 'transition', title: 'columnTransition', className: styles.numberColumn },
];

function selectionOf(checks: readonly HealthCheck[], selected: ReadonlySet<string>): SelectionState {
  if (selected.size === 0 || checks.length === 0) return 'none';
  let count = 0;
  for (const check of checks) if (selected.has(check.id)) count++;
  return count === 0 ? 'none' : count === checks.length ? 'all' : 'some';
}

/**
 * The checks table: expander, Checks, Health, Uptime, Latency, Transition, with group rows. Rows have one fixed
 * height and only the visible window (plus a small overscan) is rendered, so 50,000 checks cost what 50 do in the DOM.
 * A plain table on TanStack Virtual rather than TanStack Table: the row model of the latter holds ~2.7 KiB per row,
 * which at 50k checks would be most of the page's memory for sorting and expanding we do in one pass ourselves.
 */
export function HealthDashboardTable(props: HealthDashboardTableProps) {
  // TanStack Virtual keeps its measurements in a mutable instance the React Compiler would memoise stale.
  'use no memo';
  const { rows, loading, sort, selectable, selected, visibleChecks, messages } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => styles.ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    initialRect: { width: 0, height: 600 },
  });
  const columnCount = COLUMNS.length + 1 + (selectable ? 1 : 0);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const allState = selectable ? selectionOf(visibleChecks, selected) : 'none';

  let body;
  if (loading && rows.length === 0) {
    body = Array.from({ length: 8 }, (_, i) => (
      <tr key={i} className={styles.row} aria-hidden="true">
        {Array.from({ length: columnCount }, (_, j) => (
          <td key={j} className={styles.cell}>
            <Skeleton width={j === (selectable ? 2 : 1) ? '70%' : '50%'} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = <EmptyTableRow columnCount={columnCount} title={messages.noData} />;
  } else {
    body = (
      <>
        <WindowSpacerRow columnCount={columnCount} height={before} />
        {items.map((item) => {
          const row = rows[item.index]!;
          const selection: SelectionState = !selectable
            ? 'none'
            : row.kind === 'group'
              ? selectionOf(row.group.checks, selected)
              : selected.has(row.check.id)
                ? 'all'
                : 'none';
          return (
            <TableRow
              key={row.key}
              row={row}
              rowIndex={item.index + 2}
              selectable={selectable}
              selection={selection}
              onSelect={props.onSelect}
              onToggleGroup={props.onToggleGroup}
              onOpenCheck={props.onOpenCheck}
              groupLabel={props.groupLabel}
              now={props.now}
              messages={messages}
            />
          );
        })}
        <WindowSpacerRow columnCount={columnCount} height={after} />
      </>
    );
  }

  return (
    <div className={styles.frame}>
      <div ref={scrollerRef} className={styles.scroller} data-od-health-scroller="">
        <table
          className={styles.table}
          aria-label={messages.checksTable}
          aria-rowcount={rows.length + 1}
          aria-busy={loading || undefined}
        >
          <thead>
            <tr aria-rowindex={1}>
              {selectable ? (
                <th scope="col" className={`${styles.headerCell} ${styles.narrowColumn}`}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    aria-label={messages.selectAll}
                    checked={allState === 'all'}
                    ref={(input) => {
                      if (input) input.indeterminate = allState === 'some';
                    }}
                    onChange={(event) => props.onSelect(visibleChecks.map((check) => check.id), event.target.checked)}
                  />
                </th>
              ) : null}
              <th scope="col" className={`${styles.headerCell} ${styles.narrowColumn}`}>
                <span style={visuallyHidden}>
                  {messages.columnExpand}
                </span>
              </th>
              {COLUMNS.map((column) => {
                const title = messages[column.title] as string;
                const sorted = sort?.by === column.id ? (sort.desc ? 'descending' : 'ascending') : 'none';
                return (
                  <th key={column.id} scope="col" aria-sort={sorted} className={`${styles.headerCell} ${column.className ?? ''}`}>
                    <button
                      type="button"
                      className={styles.sortButton}
                      title={messages.sortBy(title)}
                      onClick={() => props.onSortClick(column.id)}
                    >
                      {title}
                      <span className={styles.sortMark} aria-hidden="true">
                        {sorted === 'ascending' ? '↑' : sorted === 'descending' ? '↓' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </div>
  );
}

/** Hidden from sight, not from screen readers (no global utility class to rely on). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface TableRowProps {
  row: HealthRow;
  rowIndex: number;
  selectable: boolean;
  selection: SelectionState;
  onSelect: HealthDashboardTableProps['onSelect'];
  onToggleGroup: HealthDashboardTableProps['onToggleGroup'];
  onOpenCheck: HealthDashboardTableProps['onOpenCheck'];
  groupLabel: HealthDashboardTableProps['groupLabel'];
  now: number;
  messages: HealthDashboardMessages;
}

const stop = (event: MouseEvent) => event.stopPropagation();

const TableRow = memo(function TableRow(props: TableRowProps) {
  const { row, rowIndex, selectable, selection, messages } = props;
  const isGroup = row.kind === 'group';
  const activate = () => (isGroup ? props.onToggleGroup(row.key) : props.onOpenCheck(row.check));
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      activate();
    }
  };
  const name = isGroup ? props.groupLabel(row.group.name) : row.check.name;
  return (
    <tr
      className={styles.row}
      data-kind={row.kind}
      aria-rowindex={rowIndex}
      aria-selected={selectable ? selection === 'all' : undefined}
      tabIndex={0}
      onClick={activate}
      onKeyDown={onKeyDown}
    >
      {selectable ? (
        <td className={`${styles.cell} ${styles.narrowColumn}`} onClick={stop}>
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-label={isGroup ? messages.selectGroup(name) : messages.selectCheck(name)}
            checked={selection === 'all'}
            ref={(input) => {
              if (input) input.indeterminate = selection === 'some';
            }}
            onChange={(event) => props.onSelect(isGroup ? row.group.checks.map((check) => check.id) : [row.check.id], event.target.checked)}
          />
        </td>
      ) : null}
      <td className={`${styles.cell} ${styles.narrowColumn}`}>
        {isGroup ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={row.expanded}
            aria-label={row.expanded ? messages.collapseGroup(name) : messages.expandGroup(name)}
            onClick={(event) => {
              event.stopPropagation();
              props.onToggleGroup(row.key);
            }}
          >
            <ChevronIcon width={14} height={14} className={styles.chevron} />
          </button>
        ) : null}
      </td>
      {isGroup ? <GroupCells group={row.group} name={name} now={props.now} messages={messages} /> : <CheckCells check={row.check} depth={row.depth} now={props.now} messages={messages} />}
    </tr>
  );
});

function CheckCells({ check, depth, now, messages }: { check: HealthCheck; depth: 0 | 1; now: number; messages: HealthDashboardMessages }) {
  const healthy = isHealthy(check);
  const nowDate = new Date(now);
  const lastRun = isLastRunVisible(check.last_runtime, nowDate) ? messages.lastRun(formatRelativeTime(check.last_runtime, nowDate)) : undefined;
  return (
    <>
      <td className={styles.cell}>
        <span className={`${styles.nameCell} ${depth ? styles.indent : ''}`}>
          <CheckIconBadge icon={check.icon} type={check.type} multipleLabel={messages.multiple} />
          <span className={styles.nameText}>
            <span className={styles.ellipsis} data-row-name="" title={check.description ? `${check.name}\n${check.description}` : check.name}>
              {check.name}
            </span>
            {lastRun ? <span className={styles.meta}>{lastRun}</span> : null}
          </span>
        </span>
      </td>
      <td className={styles.cell}>
        <StatusText status={healthy ? 'healthy' : 'unhealthy'} label={healthy ? messages.healthy : messages.unhealthy} />
      </td>
      <td className={`${styles.cell} ${styles.number}`}>{formatUptime(check.uptime)}</td>
      <td className={`${styles.cell} ${styles.number}`}>{formatLatency(checkLatency(check))}</td>
      <td className={`${styles.cell} ${styles.number}`}>{formatRelativeTime(check.last_transition_time, nowDate)}</td>
    </>
  );
}

function latestTransition(group: HealthGroup): string | undefined {
  let latest: string | undefined;
  let latestTime = -Infinity;
  for (const check of group.checks) {
    const value = check.last_transition_time;
    const time = value ? Date.parse(value) : NaN;
    if (time > latestTime) {
      latestTime = time;
      latest = value ?? undefined;
    }
  }
  return latest;
}

function GroupCells({ group, name, now, messages }: { group: HealthGroup; name: string; now: number; messages: HealthDashboardMessages }) {
  const statusLabel = group.status === 'good' ? messages.groupGood : group.status === 'mixed' ? messages.groupMixed : messages.groupBad;
  const type = group.type === 'multiple' ? messages.multiple : group.type;
  const details = [messages.groupSize(group.checks.length), type, group.namespaces.join(', ')].filter(Boolean).join(' · ');
  return (
    <>
      <td className={styles.cell}>
        <span className={styles.nameCell}>
          <CheckIconBadge icon={group.icon} type={group.type} multipleLabel={messages.multiple} />
          <span className={styles.nameText}>
            <span className={styles.ellipsis} data-row-name="" title={name}>
              {name}
            </span>
            <span className={styles.meta} title={details}>
              {details}
            </span>
          </span>
        </span>
      </td>
      <td className={styles.cell}>
        <StatusText status={group.status} label={statusLabel} />
      </td>
      <td className={`${styles.cell} ${styles.number}`} title={formatUptime(group.uptime)}>
        {`${fullyPassingCount(group.checks)}/${group.checks.length}`}
      </td>
      <td className={`${styles.cell} ${styles.number}`}>{formatLatency(group.latency.rolling1h)}</td>
      <td className={`${styles.cell} ${styles.number}`}>{formatRelativeTime(latestTransition(group), new Date(now))}</td>
    </>
  );
}
