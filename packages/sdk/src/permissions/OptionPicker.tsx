import { useEffect, useId, useState, forwardRef, type SelectHTMLAttributes } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useOpsdeckQueryContext } from '../provider/useOpsdeckQuery';
import type { PermissionOption } from './permissionsApi';
import * as styles from './PermissionEditor.css';

/** Resource selector search debounce (spec 001 section 5). */
export const PICKER_SEARCH_DEBOUNCE_MS = 300;

export interface OptionPickerProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  searchLabel: string;
  placeholder: string;
  /** What the query is about (part of its key): a subject type or a resource scope. */
  queryKey: readonly unknown[];
  load: (search: string, signal: AbortSignal) => Promise<PermissionOption[]>;
  /** The value's label when it is not among the loaded options (an existing permission's subject). */
  currentOption?: PermissionOption | null;
  value: string;
  error?: string | undefined;
}

/**
 * A labelled native <select> of subjects or resources with a search box above it that narrows the list on the server:
 * keyboard and screen-reader use come from the platform, and it stays small.
 */
export const OptionPicker = forwardRef<HTMLSelectElement, OptionPickerProps>(function OptionPicker(
  { label, searchLabel, placeholder, queryKey, load, currentOption, value, error, disabled, ...select },
  ref,
) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), PICKER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const { queryClient } = useOpsdeckQueryContext();
  const options = useQuery(
    {
      queryKey: [...queryKey, debounced],
      queryFn: ({ signal }) => load(debounced, signal),
      placeholderData: keepPreviousData,
      enabled: !disabled,
    },
    queryClient,
  );
  const list = options.data ?? [];
  const missing = value && !list.some((o) => o.id === value) ? (currentOption ?? { id: value, name: value }) : null;
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.pickerRow}>
        <input
          type="search"
          aria-label={`${searchLabel}: ${label}`}
          placeholder={searchLabel}
          className={styles.control}
          value={search}
          disabled={disabled}
          onChange={(event) => setSearch(event.target.value)}
        />
        <select
          ref={ref}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-busy={options.isFetching || undefined}
          className={styles.control}
          value={value}
          disabled={disabled}
          {...select}
        >
          <option value="">{placeholder}</option>
          {missing ? <option value={missing.id}>{missing.name}</option> : null}
          {list.map((option) => (
            <option key={option.id} value={option.id}>
              {option.detail ? `${option.name} (${option.detail})` : option.name}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
