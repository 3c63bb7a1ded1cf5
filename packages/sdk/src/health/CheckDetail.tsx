import type { CheckRelationshipHref } from './checkDetailRules';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@opsdeck/ui/error-view';
import type { Check, TimeRangeValue } from '@opsdeck/api';
import type { PlaybookRef } from './healthApi';
import { useCheckDetailMessages, type CheckDetailMessages } from './checkDetailMessages';
import { CheckDetailBody, type CheckGraphPlacement } from './check-detail/CheckDetailBody';
import { CheckDetailFooter, type CheckDetailFooterActions } from './check-detail/CheckDetailFooter';
import { cx } from './check-detail/cx';
import { useCheckDetailState } from './check-detail/useCheckDetailState';
import * as styles from './CheckDetail.css';

export type { CheckDetailFooterActions, CheckDetailFooterContext } from './check-detail/CheckDetailFooter';
export type { CheckGraphPlacement } from './check-detail/CheckDetailBody';

export interface CheckDetailProps {
  /** The check to show (`checks.id`). */
  checkId: string;
  /** Controlled time range of the stats, chart and history ('15m' .. '5y'). */
  timeRange?: TimeRangeValue;
  /** Initial range when uncontrolled; without it, the smallest range that still shows the check's last run. */
  defaultTimeRange?: TimeRangeValue;
  onTimeRangeChange?: (timeRange: TimeRangeValue) => void;
  /** Shows a Close button in the footer. */
  onClose?: () => void;
  /**
   * Runs a playbook on the check (the host opens its run dialog). The playbook menu shows only when this is given,
   * the user may run playbooks and the check has some: without it there is nothing the menu could do.
   */
  onRunPlaybook?: (playbook: PlaybookRef, check: Check) => void;
  /**
   * Where Edit leads: by default /settings/canaries/{canary id}, or the canary's source (a component or a Kubernetes
   * resource). A function picks it per check (null hides Edit for that check); `null` never shows Edit, e.g. while
   * the host has no page to edit canaries.
   */
  editHref?: ((check: Check) => string | null) | null;
  /** Where related components and configs lead (default /topology/{id}, /catalog/{id}); `null` shows names only. */
  relationshipHref?: CheckRelationshipHref;
  /** Extra footer actions (the add-to-incident action goes here); a function gets the check and the time range. */
  footerActions?: CheckDetailFooterActions;
  /** Chart above the tabs on windows at least 992 px tall ('auto', default), always ('overview'), or in a tab. */
  graphPlacement?: CheckGraphPlacement;
  /** Draws the check's icon (`check.icon`, else its type); default a generic health icon. */
  renderIcon?: (icon: string, check: Check) => ReactNode;
  /** Overrides of the `checkDetail` strings (also settable on the provider: `messages={{ checkDetail }}`). */
  messages?: Partial<CheckDetailMessages>;
  className?: string;
}

function CheckDetailContent({ onClose, onRunPlaybook, editHref, relationshipHref, footerActions, graphPlacement, renderIcon, messages: overrides, className, ...options }: CheckDetailProps) {
  const messages = useCheckDetailMessages(overrides);
  const state = useCheckDetailState(options);
  return (
    <div className={cx(styles.root, className)} data-check-id={options.checkId} aria-busy={state.check === undefined || undefined}>
      <ErrorBoundary resetKeys={[options.checkId]}>
        <CheckDetailBody state={state} messages={messages} withName graphPlacement={graphPlacement} renderIcon={renderIcon} relationshipHref={relationshipHref} />
      </ErrorBoundary>
      <CheckDetailFooter state={state} messages={messages} footerActions={footerActions} onRunPlaybook={onRunPlaybook} editHref={editHref} onClose={onClose} inline />
    </div>
  );
}

/**
 * One health check in full (spec 000 section 2, "Check detail"): header and labels, uptime and latency for the time
 * range, last and next run, the Health Overview chart, the status history, the canary spec and the relationships,
 * with Edit, Run Now and the playbooks in the footer. Read-only in `mode="public"`.
 */
export function CheckDetail(props: CheckDetailProps) {
  // A render error stays inside the widget; another check starts over (its own state and default range).
  return (
    <ErrorBoundary resetKeys={[props.checkId]}>
      <CheckDetailContent key={props.checkId} {...props} />
    </ErrorBoundary>
  );
}
