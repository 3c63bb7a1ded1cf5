import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable, createColumnHelper } from '@opsdeck/ui/data-table';
import { EmptyState } from '@opsdeck/ui/empty-state';
import { ErrorView } from '@opsdeck/ui/error-view';
import {
  formatDateTime,
  formatDuration,
  formatRelativeTime,
  timeRangeStart,
  type CheckStatusRow,
  type TimeRangeValue,
} from '@opsdeck/api';
import { CHECK_HISTORY_STALE_TIME_MS } from '../../provider/queryDefaults';
import { useOpsdeckQueryContext } from '../../provider/useOpsdeckQuery';
import { CHECK_HISTORY_PAGE_SIZE, type HealthApi } from '../healthApi';
import { healthKeys } from '../healthKeys';
import type { CheckDetailMessages } from '../checkDetailMessages';
import { historyStatusParam, type HistoryStatusFilter } from '../checkDetailRules';
import { statusIcon, visuallyHidden } from '../CheckDetail.css';
import { CheckHistoryFilters } from './CheckHistoryFilters';
import { FailIcon, PassIcon } from './checkDetailIcons';
import * as styles from './checkDetailTabs.css';

export interface CheckHistoryProps {
  api: HealthApi;
  checkId: string;
  timeRange: TimeRangeValue;
  messages: CheckDetailMessages;
}

interface Paging {
  pageIndex: number;
  pageSize: number;
  /** The time range the page belongs to: a new range starts again at the first page. */
  timeRange: TimeRangeValue;
}

const column = createColumnHelper<CheckStatusRow>();

/**
 * The check's status history (contract 2(b) step 3): server-paged rows of check_statuses newer than now minus the
 * time range, newest first, with the Status and Duration filters. Any filter change goes back to the first page.
 */
export function CheckHistory({ api, checkId, timeRange, messages }: CheckHistoryProps) {
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const [status, setStatus] = useState<HistoryStatusFilter>('all');
  const [minDurationMs, setMinDurationMs] = useState<number | null>(null);
  const [paging, setPaging] = useState<Paging>({ pageIndex: 0, pageSize: CHECK_HISTORY_PAGE_SIZE, timeRange });
  const pageIndex = paging.timeRange === timeRange ? paging.pageIndex : 0;
  const pageSize = paging.pageSize;
  const setPage = (next: Partial<Omit<Paging, 'timeRange'>>) =>
    setPaging((previous) => ({
      pageIndex: previous.timeRange === timeRange ? previous.pageIndex : 0,
      pageSize: previous.pageSize,
      ...next,
      timeRange,
    }));

  const statusParam = historyStatusParam(status);
  const query = useQuery(
    {
      queryKey: healthKeys.history(queryKeyRoot, checkId, { timeRange, status: statusParam ?? null, minDurationMs, pageIndex, pageSize }),
      // The lower bound is taken when the request is made: now minus the range, to the millisecond (the original
      // rounded to the start of the hour, contract 8.5).
      queryFn: ({ signal }) =>
        api.history(
          {
            checkId,
            since: timeRangeStart(timeRange, new Date()),
            ...(statusParam !== undefined ? { status: statusParam } : {}),
            ...(minDurationMs !== null ? { minDurationMs } : {}),
            pageIndex,
            pageSize,
          },
          { signal },
        ),
      staleTime: CHECK_HISTORY_STALE_TIME_MS,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

  const columns = useMemo(
    () => [
      column.accessor('time', {
        header: messages.columnAge,
        size: 110,
        cell: (info) => (
          <time className={styles.age} dateTime={info.getValue()} title={formatDateTime(info.getValue(), 'timestamp')}>
            {formatRelativeTime(info.getValue())}
          </time>
        ),
      }),
      column.accessor('duration', {
        header: messages.columnDuration,
        size: 110,
        cell: (info) => formatDuration(info.getValue()) || messages.noValue,
      }),
      column.display({
        id: 'message',
        header: messages.columnMessage,
        cell: ({ row }) => {
          const passed = row.original.status === true;
          return (
            <span className={styles.message}>
              <span className={statusIcon} data-status={passed ? 'pass' : 'fail'}>
                {passed ? <PassIcon /> : <FailIcon />}
                <span className={visuallyHidden}>{passed ? messages.healthy : messages.unhealthy}</span>
              </span>
              <span className={styles.messageText}>
                {row.original.message ? <span>{row.original.message}</span> : null}
                {row.original.error ? <span className={styles.errorText}>{row.original.error}</span> : null}
              </span>
            </span>
          );
        },
      }),
    ],
    [messages],
  );

  return (
    <div className={styles.panel}>
      <CheckHistoryFilters
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setPage({ pageIndex: 0 });
        }}
        onMinDurationChange={(next) => {
          setMinDurationMs(next);
          setPage({ pageIndex: 0 });
        }}
        messages={messages}
      />
      {query.isError && !query.data ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable<CheckStatusRow>
          aria-label={messages.historyLabel}
          data={query.data?.rows ?? []}
          columns={columns}
          getRowId={(row, index) => `${row.time}-${index}`}
          manualPagination
          rowCount={query.data?.total ?? 0}
          pageIndex={pageIndex}
          onPageIndexChange={(next) => setPage({ pageIndex: next })}
          pageSize={pageSize}
          onPageSizeChange={(next) => setPage({ pageSize: next, pageIndex: 0 })}
          loading={query.isFetching}
          emptyState={<EmptyState title={messages.noData} />}
        />
      )}
    </div>
  );
}
