import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './HealthDashboard.css';

export interface HealthDashboardTabsProps {
  /** Tab values in order ('All' first). */
  tabs: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
  label: (value: string) => string;
  ariaLabel: string;
  panelId: string;
  children: ReactNode;
}

/**
 * The tabs above the list (WAI-ARIA tabs pattern: one tab stop, arrows/Home/End move focus, Enter or Space selects).
 * Only the list changes with the tab, so this is one tablist and one panel; @opsdeck/ui's Tabs (Radix, a panel per
 * tab) would cost the entry ~7 kB for the same markup.
 */
export function HealthDashboardTabs({ tabs, value, onValueChange, label, ariaLabel, panelId, children }: HealthDashboardTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.indexOf(value);
  const focusable = selectedIndex >= 0 ? selectedIndex : 0;
  const tabId = (index: number) => `${panelId}-tab-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    if (target < 0) return;
    event.preventDefault();
    (listRef.current?.children[target] as HTMLElement | undefined)?.focus();
  };

  return (
    <div>
      <div ref={listRef} role="tablist" aria-label={ariaLabel} className={styles.tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            id={tabId(index)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={index === selectedIndex}
            aria-controls={panelId}
            tabIndex={index === focusable ? 0 : -1}
            onClick={() => onValueChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label(tab)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={selectedIndex >= 0 ? tabId(selectedIndex) : undefined} className={styles.tabPanel}>
        {children}
      </div>
    </div>
  );
}
