import { memo, useMemo, type KeyboardEvent } from 'react';
import { Switch } from '@opsdeck/ui/switch';
import { IconButton } from '@opsdeck/ui/icon-button';
import { isBooleanLabel, type LabelFilter, type TristateValue } from '@opsdeck/api';
import * as styles from './HealthDashboard.css';
import { BooleanLabelFilter, LabelValuesFilter, type LabelValueStates } from './HealthDashboardLabelFilter';
import { CloseIcon } from './HealthDashboardParts';
import type { HealthDashboardMessages } from './healthDashboardMessages';

export interface HealthDashboardSidebarProps {
  id: string;
  hidePassing: boolean;
  onHidePassingChange: (hidePassing: boolean) => void;
  /** Label key -> its values (sorted), from the whole summary. */
  labels: ReadonlyMap<string, readonly string[]>;
  filters: readonly LabelFilter[];
  onLabelChange: (key: string, value: string, state: TristateValue) => void;
  /** On narrow containers the sidebar is a panel with a close button. */
  onClose?: () => void;
  messages: HealthDashboardMessages;
}

/** 'Filter by Health' and 'Filter by Label' (spec 001 section 2.1). */
export const HealthDashboardSidebar = memo(function HealthDashboardSidebar(props: HealthDashboardSidebarProps) {
  const { labels, filters, messages, onClose } = props;
  const states = useMemo(() => {
    const byKey = new Map<string, Map<string, 1 | -1>>();
    for (const filter of filters) {
      let values = byKey.get(filter.key);
      if (!values) byKey.set(filter.key, (values = new Map()));
      values.set(filter.value, filter.state);
    }
    return byKey as ReadonlyMap<string, LabelValueStates>;
  }, [filters]);
  const onKeyDown = onClose
    ? (event: KeyboardEvent) => {
        if (event.key === 'Escape') onClose();
      }
    : undefined;

  return (
    <aside id={props.id} className={styles.sidebar} aria-label={messages.filters} onKeyDown={onKeyDown}>
      {onClose ? (
        <div className={styles.sidebarHeader}>
          <h2 className={styles.sectionTitle}>{messages.filters}</h2>
          <IconButton label={messages.closeFilters} size="sm" onClick={onClose}>
            <CloseIcon width={14} height={14} />
          </IconButton>
        </div>
      ) : null}
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{messages.filterByHealth}</h3>
        <Switch label={messages.hidePassing} checked={props.hidePassing} onCheckedChange={props.onHidePassingChange} />
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{messages.filterByLabel}</h3>
        {labels.size === 0 ? <p className={styles.muted}>{messages.noLabels}</p> : null}
        {[...labels].map(([key, values]) => {
          const Control = isBooleanLabel(values) ? BooleanLabelFilter : LabelValuesFilter;
          return (
            <Control key={key} labelKey={key} values={values} states={states.get(key)} onChange={props.onLabelChange} messages={messages} />
          );
        })}
      </section>
    </aside>
  );
});
