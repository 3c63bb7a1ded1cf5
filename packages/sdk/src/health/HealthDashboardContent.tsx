import { Suspense, useCallback, useId, useMemo, useState } from 'react';
import { toast } from '@opsdeck/ui/toast';
import {
  canRunChecks,
  checkTabs,
  groupChecks,
  healthCounts,
  parseRefreshRate,
  type LabelFilter,
  type TimeRangeValue,
  type TristateValue,
} from '@opsdeck/api';
import { useAuthorizer } from '../auth/useAuthorizer';
import { useOpsdeckMode } from '../navigation/useOpsdeckMode';
import { useOpsdeckNavigate } from '../navigation/useOpsdeckNavigate';
import { useApi } from '../provider/useApi';
import * as styles from './HealthDashboard.css';
import type { HealthDashboardProps } from './HealthDashboard';
import { HealthDashboardCards, CARD_WIDTH } from './HealthDashboardCards';
import { defaultRenderCheckDetail } from './HealthDashboardCheckDetail';
import { useElementSize, useNow, useStableCallback } from './HealthDashboardParts';
import { HealthDashboardPivot } from './HealthDashboardPivot';
import { HealthDashboardSidebar } from './HealthDashboardSidebar';
import { HealthDashboardTable } from './HealthDashboardTable';
import { HealthDashboardTabs } from './HealthDashboardTabs';
import { HealthDashboardToolbar } from './HealthDashboardToolbar';
import { LOCAL_AGENT_ID, createHealthApi, healthApiRef } from './healthApi';
import type { HealthDashboardMessages } from './healthDashboardMessages';
import {
  activeFilterCount,
  buildPivot,
  compareText,
  filterIndexedChecks,
  flattenRows,
  indexHealthChecks,
  pivotDimension,
  sortChecks,
  sortGroups,
  withoutPassing,
  type HealthCheck,
} from './healthDashboardModel';
import { nextSort, type HealthSortColumn } from './healthDashboardParams';
import { useHealthDashboardState } from './useHealthDashboardState';
import { useHealthAgentNames, useHealthSummary } from './useHealthSummary';

/** Below this container width the filter sidebar folds behind a toggle. */
export const NARROW_WIDTH = 900;
/** A toolbar taller than one line of controls has wrapped (the list then leaves 14rem instead of 10rem). */
const ONE_LINE_TOOLBAR = 52;

const NO_IDS: readonly string[] = [];
const NO_CHECKS: readonly HealthCheck[] = [];
const identity = (name: string) => name;

export function HealthDashboardContent(props: HealthDashboardProps & { messages: HealthDashboardMessages }) {
  const { messages, namespace, onCheckOpen } = props;
  const mode = useOpsdeckMode();
  const api = useApi(healthApiRef, createHealthApi);
  const { state, update } = useHealthDashboardState(props.urlState, {
    prefix: props.paramPrefix,
    initialParams: props.initialParams,
    refreshDefault: props.refreshInterval ?? '',
  });

  const summary = useHealthSummary({
    path: props.summaryUrl,
    timeRange: state.timeRange,
    refreshInterval: parseRefreshRate(state.refresh),
  });
  const checks = summary.data?.checks_summary;
  const loading = summary.isPending;
  const index = useMemo(() => (checks ? indexHealthChecks(checks, namespace) : undefined), [checks, namespace]);
  const agentNames = useHealthAgentNames(index?.agentIds ?? NO_IDS, mode === 'app');

  // Each step is memoised on what it reads: a keystroke or a tab re-filters; a sort or an expanded group does not.
  const { query, labels, tab, tabBy, hidePassing, groupBy, sort, layout } = state;
  const scoped = useMemo(
    () => (index ? filterIndexedChecks(index, { query, labels, tab, tabBy }) : (NO_CHECKS as HealthCheck[])),
    [index, query, labels, tab, tabBy],
  );
  const counts = useMemo(() => healthCounts(scoped), [scoped]);
  const visible = useMemo(() => withoutPassing(scoped, hidePassing), [scoped, hidePassing]);
  const dimension = pivotDimension(state.pivotBy, state.pivotLabel);
  const grouped = layout === 'table' || dimension !== undefined;
  const groups = useMemo(() => (grouped ? groupChecks(visible, groupBy) : []), [grouped, visible, groupBy]);
  const sortedGroups = useMemo(() => sortGroups(groups, sort), [groups, sort]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(
    () => (layout === 'table' && !dimension ? flattenRows(sortedGroups, expanded) : []),
    [layout, dimension, sortedGroups, expanded],
  );
  const cards = useMemo(() => (layout === 'card' && !dimension ? sortChecks(visible, sort) : []), [layout, dimension, visible, sort]);
  const matrix = useMemo(() => (dimension ? buildPivot(sortedGroups, dimension) : undefined), [dimension, sortedGroups]);

  // Rendered text: a new function when the names arrive, so memoised rows show them.
  const agentLabel = useCallback(
    (id: string) => agentNames.get(id) ?? (id === LOCAL_AGENT_ID ? messages.localAgent : id),
    [agentNames, messages],
  );
  const groupLabel = groupBy === 'agent' ? agentLabel : identity;
  const tabLabel = tabBy === 'agent' ? agentLabel : identity;
  // 'All' first, then alphabetically by what the tab shows (agent names, not ids).
  const tabs = useMemo(() => {
    const values = index ? checkTabs(index.checks, tabBy) : ['All'];
    if (tabBy !== 'agent' && tabBy !== 'agent_id') return values;
    const [all, ...rest] = values;
    return [all!, ...rest.sort((a, b) => compareText(tabLabel(a), tabLabel(b)))];
  }, [index, tabBy, tabLabel]);
  const now = useNow();

  // Selection and Run Selected: only where the user may run checks, and never in a public embed.
  const authorizer = useAuthorizer();
  const canRun = mode === 'app' && authorizer.status === 'success' && canRunChecks(authorizer.can);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [running, setRunning] = useState(false);
  const onSelect = useStableCallback((ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    }),
  );
  const runSelected = async () => {
    const ids = [...selected];
    if (!ids.length) return;
    setRunning(true);
    const results = await Promise.allSettled(ids.map((id) => api.runCheck(id)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    const succeeded = ids.length - failed;
    if (failed === 0) toast.success(messages.runSucceeded(succeeded));
    else if (succeeded === 0) toast.error(messages.runAllFailed(failed));
    else toast.error(messages.runPartlyFailed(succeeded, failed));
    setRunning(false);
    setSelected(new Set());
    void summary.refetch();
  };

  // Opening a check: the `checkId` parameter (a history entry, so Back closes it) and the host's callback, or the
  // host's `checkHref` through its router. A public embed opens nothing of its own: only what the host gave.
  const renderDetail = props.renderCheckDetail === undefined ? (mode === 'app' ? defaultRenderCheckDetail : undefined) : props.renderCheckDetail;
  const opensInUrl = mode === 'app' || Boolean(renderDetail);
  const navigate = useOpsdeckNavigate();
  const { checkHref } = props;
  const onOpenCheck = useStableCallback((check: HealthCheck) => {
    onCheckOpen?.(check.id);
    if (checkHref) navigate(checkHref(check.id));
    else if (opensInUrl) update({ checkId: check.id }, { replace: false });
  });
  const closeDetail = useStableCallback(() => update({ checkId: undefined, timeRange: undefined }));
  const changeDetailRange = useStableCallback((timeRange: TimeRangeValue) => update({ timeRange }));

  const onToggleGroup = useStableCallback((key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    }),
  );
  const onSortClick = useStableCallback((column: HealthSortColumn) => update({ sort: nextSort(sort, column) }));
  const onHidePassingChange = useStableCallback((value: boolean) => update({ hidePassing: value }));
  const onLabelChange = useStableCallback((key: string, value: string, next: TristateValue) => {
    const rest = labels.filter((filter) => !(filter.key === key && filter.value === value));
    update({ labels: next === 0 ? rest : [...rest, { key, value, state: next } satisfies LabelFilter] });
  });

  // Narrow containers fold the sidebar behind a toggle; a wrapped toolbar leaves the list less height.
  const [rootRef, rootSize] = useElementSize<HTMLElement>();
  const [toolbarRef, toolbarSize] = useElementSize<HTMLDivElement>();
  const narrow = rootSize !== undefined && rootSize.width > 0 && rootSize.width < NARROW_WIDTH;
  const toolbarWrapped = toolbarSize !== undefined && toolbarSize.height > ONE_LINE_TOOLBAR;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const baseId = useId().replace(/:/g, '');
  const sidebarId = `${baseId}-filters`;
  const [cardWidth, setCardWidth] = useState<number>(CARD_WIDTH.default);
  const labelKeys = useMemo(() => (index ? [...index.labels.keys()] : NO_IDS), [index]);

  let list;
  if (dimension && matrix) {
    list = (
      <HealthDashboardPivot
        matrix={matrix}
        cellType={state.pivotCellType}
        loading={loading}
        columnLabel={dimension === 'agent' ? agentLabel : identity}
        groupLabel={groupLabel}
        messages={messages}
      />
    );
  } else if (layout === 'card') {
    list = <HealthDashboardCards checks={cards} loading={loading} cardWidth={cardWidth} onOpenCheck={onOpenCheck} now={now} messages={messages} />;
  } else {
    list = (
      <HealthDashboardTable
        rows={rows}
        loading={loading}
        sort={sort}
        onSortClick={onSortClick}
        selectable={canRun}
        selected={selected}
        visibleChecks={visible}
        onSelect={onSelect}
        onToggleGroup={onToggleGroup}
        onOpenCheck={onOpenCheck}
        groupLabel={groupLabel}
        now={now}
        messages={messages}
      />
    );
  }

  return (
    <section
      ref={rootRef}
      className={props.className ? `${styles.root} ${props.className}` : styles.root}
      aria-label={messages.regionLabel}
      data-narrow={narrow || undefined}
      data-toolbar-wrapped={toolbarWrapped || undefined}
    >
      {!narrow || sidebarOpen ? (
        <HealthDashboardSidebar
          id={sidebarId}
          hidePassing={hidePassing}
          onHidePassingChange={onHidePassingChange}
          labels={index?.labels ?? EMPTY_LABELS}
          filters={labels}
          onLabelChange={onLabelChange}
          onClose={narrow ? () => setSidebarOpen(false) : undefined}
          messages={messages}
        />
      ) : null}
      <div className={styles.main}>
        <HealthDashboardToolbar
          toolbarRef={toolbarRef}
          state={state}
          onChange={update}
          labelKeys={labelKeys}
          counts={counts}
          filterToggle={
            narrow
              ? {
                  open: sidebarOpen,
                  activeFilters: activeFilterCount(labels, hidePassing),
                  controls: sidebarId,
                  onToggle: () => setSidebarOpen((open) => !open),
                }
              : undefined
          }
          cardWidth={cardWidth}
          onCardWidthChange={setCardWidth}
          refreshing={summary.isFetching}
          onRefresh={() => void summary.refetch()}
          run={canRun ? { selected: selected.size, running, onRun: () => void runSelected() } : undefined}
          messages={messages}
        />
        <HealthDashboardTabs
          tabs={tabs}
          value={tab}
          onValueChange={(next) => update({ tab: next })}
          label={(value) => (value === 'All' ? messages.allTab : tabLabel(value))}
          ariaLabel={messages.tabBy}
          panelId={`${baseId}-list`}
        >
          {list}
        </HealthDashboardTabs>
      </div>
      {state.checkId && renderDetail ? (
        <Suspense fallback={null}>
          {renderDetail({ checkId: state.checkId, timeRange: state.timeRangeInUrl ? state.timeRange : undefined, onClose: closeDetail, onTimeRangeChange: changeDetailRange })}
        </Suspense>
      ) : null}
    </section>
  );
}

const EMPTY_LABELS: ReadonlyMap<string, readonly string[]> = new Map();
