import { useId, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatFilterLabel, nextTristate, type TristateValue } from '@opsdeck/api';
import * as styles from './HealthDashboard.css';
import * as filterStyles from './HealthDashboardLabelFilter.css';
import type { HealthDashboardMessages } from './healthDashboardMessages';

/** The states of one key's values: value -> 1 (include) or -1 (exclude); absent is none. */
export type LabelValueStates = ReadonlyMap<string, 1 | -1>;

export interface LabelFilterControlProps {
  labelKey: string;
  values: readonly string[];
  states: LabelValueStates | undefined;
  onChange: (labelKey: string, value: string, state: TristateValue) => void;
  messages: HealthDashboardMessages;
}

/**
 * A label whose values are only 'true'/'false': one three-way control on the value 'true' (exclude, any, include);
 * pressing the chosen one again goes back to any.
 */
export function BooleanLabelFilter({ labelKey, states, onChange, messages }: LabelFilterControlProps) {
  const state: TristateValue = states?.get('true') ?? 0;
  const choices: readonly [TristateValue, string][] = [
    [-1, messages.labelExclude],
    [0, messages.labelAny],
    [1, messages.labelInclude],
  ];
  return (
    <div className={filterStyles.column}>
      <span className={filterStyles.key} title={labelKey}>
        {labelKey}
      </span>
      <div className={`${styles.segmented} ${filterStyles.tristate}`} role="group" aria-label={labelKey}>
        {choices.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={`${styles.segment} ${filterStyles.tristateSegment}`}
            aria-pressed={state === value}
            onClick={() => onChange(labelKey, 'true', state === value ? 0 : value)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

const OPTION_HEIGHT = 30;
const WINDOWED_ABOVE = 40;

/**
 * A label with other values: a multi-select whose values each cycle none -> include -> exclude -> none (spec 001
 * section 2.12). Excluded values show with a leading '!'; four or more chosen read 'including N labels'. The values
 * open below the trigger inside the sidebar (a disclosure, not a floating popover: no positioning engine to ship).
 */
export function LabelValuesFilter({ labelKey, values, states, onChange, messages }: LabelFilterControlProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const panelId = `${useId()}-values`.replace(/:/g, '');
  const chosen = states ? [...states] : [];
  const summary =
    chosen.length === 0
      ? messages.labelAny
      : chosen.length >= 4
        ? messages.includingLabels(chosen.length)
        : chosen.map(([value, state]) => formatFilterLabel(value, state)).join(', ');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? values.filter((value) => value.toLowerCase().includes(needle)) : values;
  }, [values, search]);

  return (
    <div className={filterStyles.column}>
      <span className={filterStyles.key} title={labelKey}>
        {labelKey}
      </span>
      <button
        type="button"
        className={filterStyles.trigger}
        aria-label={`${labelKey}: ${summary}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-active={chosen.length > 0 || undefined}
        onClick={() => {
          setOpen(!open);
          setSearch('');
        }}
      >
        <span className={filterStyles.summary}>{summary}</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className={filterStyles.panel}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setOpen(false);
            }
          }}
        >
          {values.length > 8 ? (
            <input
              type="search"
              className={filterStyles.search}
              placeholder={messages.labelSearch}
              aria-label={messages.labelSearch}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          ) : null}
          {shown.length === 0 ? (
            <p className={styles.muted}>{messages.labelNoValues}</p>
          ) : (
            <ValueList labelKey={labelKey} values={shown} states={states} onChange={onChange} messages={messages} />
          )}
        </div>
      ) : null}
    </div>
  );
}

function ValueList({ labelKey, values, states, onChange, messages }: LabelFilterControlProps) {
  'use no memo';
  const scrollerRef = useRef<HTMLDivElement>(null);
  const windowed = values.length > WINDOWED_ABOVE;
  const virtualizer = useVirtualizer({
    count: windowed ? values.length : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => OPTION_HEIGHT,
    overscan: 6,
    initialRect: { width: 0, height: 280 },
  });
  const option = (value: string, top?: number) => {
    const state: TristateValue = states?.get(value) ?? 0;
    return (
      <button
        key={value}
        type="button"
        className={filterStyles.option}
        data-state={state}
        aria-label={messages.labelValueState(value, state)}
        style={top === undefined ? undefined : { position: 'absolute', top, left: 0, right: 0 }}
        onClick={() => onChange(labelKey, value, nextTristate(state))}
      >
        <span className={filterStyles.mark} aria-hidden="true">
          {state === 1 ? '+' : state === -1 ? '−' : ''}
        </span>
        <span className={filterStyles.value}>{state === 0 ? value : formatFilterLabel(value, state)}</span>
      </button>
    );
  };
  return (
    <div ref={scrollerRef} className={filterStyles.list} role="group" aria-label={labelKey}>
      {windowed ? (
        <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => option(values[item.index]!, item.start))}
        </div>
      ) : (
        values.map((value) => option(value))
      )}
    </div>
  );
}
