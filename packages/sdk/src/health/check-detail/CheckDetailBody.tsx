import type { CheckRelationshipHref } from '../checkDetailRules';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { EmptyState } from '@opsdeck/ui/empty-state';
import { ErrorView } from '@opsdeck/ui/error-view';
import { SkeletonText } from '@opsdeck/ui/skeleton';
import type { Check } from '@opsdeck/api';
import { useOpsdeckMode } from '../../navigation/useOpsdeckMode';
import type { CheckDetailMessages } from '../checkDetailMessages';
import * as styles from '../CheckDetail.css';
import { CheckDetailHeader } from './CheckDetailHeader';
import { CheckDetailStats } from './CheckDetailStats';
import type { CheckDetailState } from './useCheckDetailState';
import { useTallWindow } from './useTallWindow';

// Outside the entry's budget, loaded beside the data: the tabs (with the history table and its filters) and the chart.
const loadTabs = () => import('./CheckDetailTabs');
const loadChart = () => import('./CheckHealthChart');
const CheckDetailTabs = lazy(loadTabs);
const CheckHealthChart = lazy(loadChart);

/** Where the Health Overview chart goes: above the tabs on tall windows (auto), always there, or always in a tab. */
export type CheckGraphPlacement = 'auto' | 'overview' | 'tab';

export interface CheckDetailBodyProps {
  state: CheckDetailState;
  messages: CheckDetailMessages;
  /** The dialog shows the name as its title. */
  withName: boolean;
  graphPlacement?: CheckGraphPlacement;
  renderIcon?: (icon: string, check: Check) => ReactNode;
  relationshipHref?: CheckRelationshipHref;
}

/** Header, stat cards, the overview chart and the tabs; the not-found and error views in their place. */
export function CheckDetailBody({ state, messages, withName, graphPlacement = 'auto', renderIcon, relationshipHref }: CheckDetailBodyProps) {
  const mode = useOpsdeckMode();
  const tall = useTallWindow();
  const { check, checkQuery, graphQuery } = state;
  const overview = graphPlacement === 'overview' || (graphPlacement === 'auto' && tall);
  // Start fetching the code while the check itself loads, rather than after it arrived.
  useEffect(() => {
    void loadTabs();
    if (overview) void loadChart();
  }, [overview]);

  if (checkQuery.isError && check === undefined) {
    return <ErrorView title={messages.loadError} error={checkQuery.error} onRetry={() => void checkQuery.refetch()} />;
  }
  if (check === null) {
    return <EmptyState title={messages.notFound} description={messages.notFoundDescription} role="alert" />;
  }

  const graph = graphQuery.data;
  const graphLoading = graphQuery.isPending && graphQuery.fetchStatus !== 'idle';

  return (
    <>
      <CheckDetailHeader check={check} messages={messages} withName={withName} renderIcon={renderIcon} />
      <CheckDetailStats
        check={check}
        graph={graph}
        graphLoading={graphLoading || state.timeRange === undefined}
        timeRange={state.timeRange}
        onTimeRangeChange={state.setTimeRange}
        messages={messages}
      />
      {overview ? (
        <section className={styles.section} aria-label={messages.healthOverview}>
          <h3 className={styles.sectionTitle}>{messages.healthOverview}</h3>
          <div className={styles.chartSlot}>
            {graph ? (
              <Suspense fallback={<SkeletonText lines={6} />}>
                <CheckHealthChart status={graph.status} messages={messages} />
              </Suspense>
            ) : graphQuery.isError ? (
              <ErrorView error={graphQuery.error} onRetry={() => void graphQuery.refetch()} />
            ) : (
              <SkeletonText lines={6} />
            )}
          </div>
        </section>
      ) : null}
      {check ? (
        <Suspense fallback={<SkeletonText lines={5} />}>
          <CheckDetailTabs
            api={state.api}
            check={check}
            timeRange={state.timeRange}
            graph={graph}
            graphLoading={graphLoading}
            withGraphTab={!overview}
            withSpecTab={mode === 'app'}
            relationshipHref={relationshipHref}
            messages={messages}
          />
        </Suspense>
      ) : (
        <SkeletonText lines={5} />
      )}
    </>
  );
}
