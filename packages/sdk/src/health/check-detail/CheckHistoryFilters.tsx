import { useId, useState, type ChangeEvent } from 'react';
import { Select } from '@opsdeck/ui/select';
import { toast } from '@opsdeck/ui/toast';
import { DURATION_FILTER_PRESETS, parseDurationFilter } from '@opsdeck/api';
import type { CheckDetailMessages } from '../checkDetailMessages';
import type { HistoryStatusFilter } from '../checkDetailRules';
import * as styles from './checkDetailTabs.css';

export interface CheckHistoryFiltersProps {
  status: HistoryStatusFilter;
  onStatusChange: (status: HistoryStatusFilter) => void;
  /** A valid duration was applied: the minimum in ms, or null for All. */
  onMinDurationChange: (ms: number | null) => void;
  messages: CheckDetailMessages;
}

/**
 * 'Status:' All/Healthy/Unhealthy and 'Duration:' (spec 000 section 5). The duration box is a native combobox: its
 * list offers the presets and any typed `<n>ms` or `<n>s` is accepted on Enter or on leaving the box; anything else
 * shows the spec's error toast and the box goes back to the duration in force (the filter is not applied).
 */
export function CheckHistoryFilters({ status, onStatusChange, onMinDurationChange, messages }: CheckHistoryFiltersProps) {
  const id = useId();
  const [applied, setApplied] = useState('');
  const [text, setText] = useState('');

  const apply = (value: string) => {
    const typed = value.trim();
    if (typed === applied) {
      setText(typed);
      return;
    }
    const result = parseDurationFilter(typed);
    if (!result.ok) {
      toast.error(messages.durationError);
      setText(applied);
      return;
    }
    const shown = result.ms === null ? '' : typed;
    setApplied(shown);
    setText(shown);
    if (shown !== applied) onMinDurationChange(result.ms);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    // A pick from the list (no typing involved) applies at once; typed text waits for Enter or blur.
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if ((inputType === undefined || inputType === 'insertReplacementText') && (DURATION_FILTER_PRESETS as readonly string[]).includes(value)) {
      apply(value);
    }
  };

  return (
    <div className={styles.filters}>
      <div className={styles.filter}>
        <span className={styles.filterLabel} aria-hidden="true">
          {messages.statusFilter}
        </span>
        <Select
          className={styles.statusSelect}
          aria-label={messages.statusFilter}
          options={[
            { value: 'all', label: messages.statusAll },
            { value: '1', label: messages.statusHealthy },
            { value: '0', label: messages.statusUnhealthy },
          ]}
          value={status}
          onValueChange={(next) => {
            const value = (next ?? 'all') as HistoryStatusFilter;
            if (value !== status) onStatusChange(value);
          }}
        />
      </div>
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={`${id}-duration`}>
          {messages.durationFilter}
        </label>
        <input
          id={`${id}-duration`}
          className={styles.durationInput}
          type="text"
          inputMode="text"
          autoComplete="off"
          list={`${id}-durations`}
          placeholder={messages.durationPlaceholder}
          value={text}
          onChange={onChange}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply(text);
            }
          }}
          onBlur={() => apply(text)}
        />
        <datalist id={`${id}-durations`}>
          {DURATION_FILTER_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {preset === 'All' ? messages.durationAll : preset}
            </option>
          ))}
        </datalist>
      </div>
    </div>
  );
}
