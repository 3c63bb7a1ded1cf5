import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from '@opsdeck/ui/error-view';
import type { TimeRangeValue } from '@opsdeck/api';
import type { UrlStateAdapter } from '../url-state/urlState';
import { HealthDashboardContent } from './HealthDashboardContent';
import { useHealthDashboardMessages } from './HealthDashboardParts';
import type { HealthDashboardMessages } from './healthDashboardMessages';

/** What `renderCheckDetail` gets: the open check, the detail's time range, and how to change or close them. */
export interface HealthCheckDetailRenderProps {
  checkId: string;
  /**
   * The `timeRange` URL parameter, or undefined when the URL names none: the check detail then starts from the range
   * that covers the check's last run (spec 000 section 4's ladder).
   */
  timeRange: TimeRangeValue | undefined;
  /** Removes `checkId` and resets the time range to 1h (spec 001 section 2.1). */
  onClose: () => void;
  onTimeRangeChange: (timeRange: TimeRangeValue) => void;
}

export interface HealthDashboardProps {
  /**
   * The host router's search params and setter, e.g. React Router's
   * `const [params, setParams] = useSearchParams(); <HealthDashboard urlState={{ params, setParams }} />`, or
   * `useWindowUrlState()` on a page without a router. Without one the state lives in memory. Parameters: checkId,
   * timeRange, layout, query, sortBy, sortDesc, labels, hidePassing, groupBy, tabBy, tab, pivotBy, pivotCellType,
   * pivotLabel, refresh.
   */
  urlState?: UrlStateAdapter;
  /** Prefix of every parameter name ('hd.' -> `hd.query`), for two dashboards (or a host's own params) on one URL. */
  paramPrefix?: string;
  /** Starting parameters without `urlState` (`'groupBy=no-group&layout=card'`). */
  initialParams?: string;
  /**
   * Where the summary comes from, relative to the provider's API root (default `/canary/api/summary`) or absolute;
   * the public view passes '/public/health/summary'.
   */
  summaryUrl?: string;
  /** Shows the checks of this namespace only (for embedders scoping the widget to one team). */
  namespace?: string;
  /** Called with a check's id when the user opens it (click or Enter), besides setting the `checkId` parameter. */
  onCheckOpen?: (checkId: string) => void;
  /**
   * Where opening a check goes instead of the detail panel, e.g. `(id) => '/health?checkId=' + id` on a public status
   * wall that links to the console. Followed through the provider's `navigate` (a new tab in `mode="public"`).
   */
  checkHref?: (checkId: string) => string;
  /**
   * Renders the detail of the check in `checkId` (the console passes CheckDetail). Default: the CheckDetail dialog,
   * loaded lazily on first open, in `mode="app"`; nothing in `mode="public"`. `null` renders nothing.
   */
  renderCheckDetail?: ((props: HealthCheckDetailRenderProps) => ReactNode) | null;
  /** Auto-refresh rate when the URL has none: '' (none, the default), '15s', '30s', '60s', '2m' ... '15m'. */
  refreshInterval?: string;
  /** Strings to override (the `healthDashboard` group; the provider's `messages.healthDashboard` applies too). */
  messages?: Partial<HealthDashboardMessages>;
  className?: string;
  /** A render error inside the widget, after it was caught and 'Sorry.. there was an error' is shown. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/**
 * The health dashboard (spec 001 section 2.1): every check of the summary, filtered by health, labels, text and tab,
 * grouped, sorted, in a table, cards or a pivot matrix; with auto-refresh, and Run Selected for those who may run
 * checks. State lives in the host's URL through `urlState`. Rendering is windowed: 50,000 checks keep a DOM of a few
 * hundred elements. In `mode="public"` it offers no write action and opens checks only through the host's callbacks.
 */
export function HealthDashboard(props: HealthDashboardProps) {
  const messages = useHealthDashboardMessages(props.messages);
  return (
    <ErrorBoundary messages={{ title: messages.errorTitle }} onError={props.onError}>
      <HealthDashboardContent {...props} messages={messages} />
    </ErrorBoundary>
  );
}
