import { lazy, Suspense, useState } from 'react';
import { SkeletonText } from '@opsdeck/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@opsdeck/ui/tabs';
import type { Check, CheckGraphResponse, TimeRangeValue } from '@opsdeck/api';
import type { HealthApi } from '../healthApi';
import type { CheckDetailMessages } from '../checkDetailMessages';
import { checkRelationships, type CheckRelationshipHref } from '../checkDetailRules';
import { CheckHistory } from './CheckHistory';
import { CheckRelationships } from './CheckRelationships';
import * as styles from './checkDetailTabs.css';

const CheckSpec = lazy(() => import('./CheckSpec'));
const CheckHealthChart = lazy(() => import('./CheckHealthChart'));

export type CheckDetailTab = 'history' | 'graph' | 'spec' | 'relationships';

export interface CheckDetailTabsProps {
  api: HealthApi;
  check: Check;
  timeRange: TimeRangeValue | undefined;
  graph: CheckGraphResponse | undefined;
  graphLoading: boolean;
  /** The chart is not shown above the tabs (a short window): it gets a Graph tab. */
  withGraphTab: boolean;
  /** Public embeds carry no specs. */
  withSpecTab: boolean;
  relationshipHref?: CheckRelationshipHref;
  messages: CheckDetailMessages;
}

/**
 * History, Graph (short windows only), Spec and Relationships with its count. Loaded lazily with what they need
 * (TanStack Table, the Select of the filters); the spec's js-yaml and the chart's visx load when their tab opens.
 */
export default function CheckDetailTabs({ api, check, timeRange, graph, graphLoading, withGraphTab, withSpecTab, relationshipHref, messages }: CheckDetailTabsProps) {
  const [chosen, setChosen] = useState<CheckDetailTab>('history');
  const tab = (chosen === 'graph' && !withGraphTab) || (chosen === 'spec' && !withSpecTab) ? 'history' : chosen;
  const relationships = checkRelationships(check);

  return (
    <Tabs value={tab} onValueChange={(value) => setChosen(value as CheckDetailTab)}>
      <TabsList aria-label={messages.tabsLabel}>
        <TabsTrigger value="history">{messages.tabHistory}</TabsTrigger>
        {withGraphTab ? <TabsTrigger value="graph">{messages.tabGraph}</TabsTrigger> : null}
        {withSpecTab ? <TabsTrigger value="spec">{messages.tabSpec}</TabsTrigger> : null}
        <TabsTrigger value="relationships">
          {messages.tabRelationships}
          <span className={styles.count}>{relationships.length}</span>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="history">
        {timeRange ? <CheckHistory api={api} checkId={check.id} timeRange={timeRange} messages={messages} /> : <SkeletonText lines={4} />}
      </TabsContent>
      {withGraphTab ? (
        <TabsContent value="graph">
          <div className={styles.panel}>
            {graphLoading && !graph ? (
              <SkeletonText lines={6} />
            ) : (
              <Suspense fallback={<SkeletonText lines={6} />}>
                <CheckHealthChart status={graph?.status} messages={messages} />
              </Suspense>
            )}
          </div>
        </TabsContent>
      ) : null}
      {withSpecTab ? (
        <TabsContent value="spec">
          <div className={styles.panel}>
            <Suspense fallback={<SkeletonText lines={6} />}>
              <CheckSpec api={api} canaryId={check.canary_id ?? check.canaries?.id} messages={messages} />
            </Suspense>
          </div>
        </TabsContent>
      ) : null}
      <TabsContent value="relationships">
        <div className={styles.panel}>
          <CheckRelationships relationships={relationships} relationshipHref={relationshipHref} messages={messages} />
        </div>
      </TabsContent>
    </Tabs>
  );
}
