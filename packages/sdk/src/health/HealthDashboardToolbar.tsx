import { useEffect, useMemo, useState, type Ref } from 'react';
import { Button } from '@opsdeck/ui/button';
import { IconButton } from '@opsdeck/ui/icon-button';
import { GROUP_BY_FIXED_OPTIONS, REFRESH_RATE_OPTIONS } from '@opsdeck/api';
import * as styles from './HealthDashboard.css';
import { CARD_WIDTH } from './HealthDashboardCards';
import { FilterIcon, PlayIcon, RefreshIcon } from './HealthDashboardParts';
import type { HealthDashboardMessages } from './healthDashboardMessages';
import { PIVOT_CELL_TYPES, type HealthDashboardLayout, type HealthDashboardState, type HealthDashboardStatePatch } from './healthDashboardParams';

/** Search box input is debounced 400 ms (spec 001 section 5). */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The search box keeps what is typed to itself and commits it after a pause, so a keystroke re-renders this input
 * only, never the 50,000-row list behind it. A new value from outside (Back, the host) replaces what is typed.
 */
export function HealthDashboardSearch({ value, onCommit, messages }: { value: string; onCommit: (query: string) => void; messages: HealthDashboardMessages }) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => onCommit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, onCommit]);
  return (
    <input
      type="search"
      className={styles.search}
      placeholder={messages.searchPlaceholder}
      aria-label={messages.searchLabel}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

export interface HealthDashboardToolbarProps {
  toolbarRef: Ref<HTMLDivElement>;
  state: HealthDashboardState;
  onChange: (patch: HealthDashboardStatePatch) => void;
  labelKeys: readonly string[];
  counts: { healthy: number; unhealthy: number };
  /** Narrow containers: the filter toggle with its badge. */
  filterToggle?: { open: boolean; activeFilters: number; controls: string; onToggle: () => void };
  cardWidth: number;
  onCardWidthChange: (width: number) => void;
  refreshing: boolean;
  onRefresh: () => void;
  /** Run Selected: only when the user may run checks (and never in public mode). */
  run?: { selected: number; running: boolean; onRun: () => void };
  messages: HealthDashboardMessages;
}

interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native select. Native rather than @opsdeck/ui's Select: four of them sit in the toolbar, and the
 * popover machinery of the latter (Radix Popover, floating-ui, a scroll lock) would be a third of the entry's bytes.
 */
function InlineSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly SelectOption[]; onChange: (value: string) => void }) {
  return (
    <label className={styles.toolbarGroup}>
      <span className={styles.fieldLabel}>{label}</span>
      <select className={styles.select} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Search, Group By, Tab By, Pivot By, counts, layout, auto-refresh and refresh, Run Selected. */
export function HealthDashboardToolbar({
  toolbarRef,
  state,
  onChange,
  labelKeys,
  counts,
  filterToggle,
  cardWidth,
  onCardWidthChange,
  refreshing,
  onRefresh,
  run,
  messages,
}: HealthDashboardToolbarProps) {
  const onCommitQuery = useMemo(() => (query: string) => onChange({ query }), [onChange]);

  const groupOptions = useMemo(
    () => [...GROUP_BY_FIXED_OPTIONS, ...labelKeys].map((value) => ({ value, label: messages.dimension(value) })),
    [labelKeys, messages],
  );
  const tabOptions = useMemo(
    () => ['namespace', 'agent', ...labelKeys].map((value) => ({ value, label: messages.dimension(value) })),
    [labelKeys, messages],
  );
  const pivotOptions = useMemo(
    () => [
      { value: '', label: messages.pivotNone },
      ...['type', 'namespace', 'agent', ...labelKeys].map((value) => ({ value, label: messages.dimension(value) })),
    ],
    [labelKeys, messages],
  );
  const cellOptions = useMemo(() => PIVOT_CELL_TYPES.map((value) => ({ value, label: messages.pivotCell(value) })), [messages]);
  const refreshOptions = useMemo(
    () => REFRESH_RATE_OPTIONS.map((option) => ({ value: option.value || 'none', label: messages.refreshRate(option.value) })),
    [messages],
  );
  const pivotValue = state.pivotBy === 'label' && state.pivotLabel ? state.pivotLabel : (state.pivotBy ?? '');

  const layouts: readonly [HealthDashboardLayout, string][] = [
    ['table', messages.layoutTable],
    ['card', messages.layoutCard],
  ];

  return (
    <div ref={toolbarRef} className={styles.toolbar}>
      {filterToggle ? (
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={filterToggle.open}
          aria-controls={filterToggle.open ? filterToggle.controls : undefined}
          aria-label={messages.filtersToggle(filterToggle.activeFilters)}
          leftSection={<FilterIcon width={14} height={14} />}
          rightSection={filterToggle.activeFilters ? <span className={styles.badge}>{filterToggle.activeFilters}</span> : undefined}
          onClick={filterToggle.onToggle}
        >
          {messages.filters}
        </Button>
      ) : null}
      <HealthDashboardSearch value={state.query} onCommit={onCommitQuery} messages={messages} />
      <InlineSelect label={messages.groupBy} value={state.groupBy} options={groupOptions} onChange={(groupBy) => onChange({ groupBy })} />
      <InlineSelect label={messages.tabBy} value={state.tabBy} options={tabOptions} onChange={(tabBy) => onChange({ tabBy, tab: 'All' })} />
      <InlineSelect
        label={messages.pivotBy}
        value={pivotValue}
        options={pivotOptions}
        onChange={(pivotBy) => onChange({ pivotBy: pivotBy || undefined, pivotLabel: undefined })}
      />
      {pivotValue ? (
        <InlineSelect
          label={messages.pivotCellType}
          value={state.pivotCellType}
          options={cellOptions}
          onChange={(cell) => onChange({ pivotCellType: cell as HealthDashboardState['pivotCellType'] })}
        />
      ) : null}
      <span className={styles.counts} aria-live="polite">
        <span>{messages.healthyCount(counts.healthy)}</span>
        <span>{messages.unhealthyCount(counts.unhealthy)}</span>
      </span>
      <div className={styles.segmented} role="group" aria-label={messages.layout}>
        {layouts.map(([layout, label]) => (
          <button
            key={layout}
            type="button"
            className={styles.segment}
            aria-pressed={state.layout === layout}
            onClick={() => onChange({ layout })}
          >
            {label}
          </button>
        ))}
      </div>
      {state.layout === 'card' && !pivotValue ? (
        <label className={styles.cardWidth}>
          {messages.cardWidth}
          <input
            type="range"
            className={styles.range}
            min={CARD_WIDTH.min}
            max={CARD_WIDTH.max}
            step={CARD_WIDTH.step}
            value={cardWidth}
            onChange={(event) => onCardWidthChange(Number(event.target.value))}
          />
        </label>
      ) : null}
      <InlineSelect
        label={messages.autoRefresh}
        value={state.refresh || 'none'}
        options={refreshOptions}
        onChange={(refresh) => onChange({ refresh: refresh === 'none' ? '' : refresh })}
      />
      <IconButton label={messages.refresh} variant="secondary" size="sm" onClick={onRefresh}>
        <RefreshIcon width={14} height={14} className={refreshing ? styles.refreshing : undefined} />
      </IconButton>
      {run ? (
        <Button size="sm" leftSection={<PlayIcon width={12} height={12} />} disabled={run.selected === 0} loading={run.running} onClick={run.onRun}>
          {messages.runSelected(run.selected)}
        </Button>
      ) : null}
    </div>
  );
}
