import { Suspense, useId, useRef, useState } from 'react';
import { localTimeZone, TIME_RANGE_PARAM_NAMES, timeRangeFromParams, timeRangeToParams, type TimeRange } from '@opsdeck/api';
import { Button } from '@opsdeck/ui/button';
import { useMessages } from '@opsdeck/ui/messages';
import { useUrlParams, type UrlParamsPatch, type UrlStateAdapter } from '../url-state/urlState';
import { lazyPart, LazyPartBoundary } from './lazyPart';
import { DEFAULT_RECENT_STORAGE_KEY } from './recentRanges';
import { timeRangeText, usableTimeRange } from './timeRangeFormat';
import { defaultTimeRangePickerMessages, type TimeRangePickerMessages } from './timeRangeMessages';
import * as styles from './TimeRangePicker.css';

export interface TimeRangePickerProps {
  /** The range shown (controlled); null for none ("Indefinitely"). The picker then only reports changes. */
  value?: TimeRange | null;
  /** The first range when uncontrolled, and the range of a URL that holds none. */
  defaultValue?: TimeRange;
  /** A range was chosen: relative and quick ones from their lists, absolute ones with Submit. */
  onValueChange?: (value: TimeRange) => void;
  /**
   * The host's URL (its search params and a setter): the range is read from and written to the parameters
   * rangeType, display, range (relative), timeRange (quick: its name), from and to (absolute). Without `value` and
   * without `urlState` the picker keeps the range itself.
   */
  urlState?: UrlStateAdapter;
  /** Prefix of those parameters, for several pickers on one page ('jobs.' -> jobs.rangeType, ...). */
  paramPrefix?: string;
  /** Also list future ranges ("Indefinitely", then 5 minutes to 5 years ahead), e.g. for silences. */
  showFutureRanges?: boolean;
  /** IANA zone of the dates shown and typed; default the browser's. Set it for identical server and client HTML. */
  timeZone?: string;
  /** localStorage key of the recently used absolute ranges. */
  recentStorageKey?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  messages?: Partial<TimeRangePickerMessages>;
}

const panel = lazyPart(() => import('./TimeRangePanel').then((module) => module.TimeRangePanel));

function readUrlRange(values: Record<string, string | undefined>, prefix: string): TimeRange | null {
  return usableTimeRange(timeRangeFromParams(values, prefix));
}

/** Every range parameter removed, then the new range's written (the other parameters of the page are kept). */
function urlPatch(value: TimeRange, prefix: string): UrlParamsPatch {
  const cleared = Object.fromEntries(TIME_RANGE_PARAM_NAMES.map((name) => [`${prefix}${name}`, null]));
  return { ...cleared, ...timeRangeToParams(value, prefix) };
}

function CalendarIcon() {
  return (
    <svg className={styles.icon} width={16} height={16} style={{ width: 16, height: 16 }} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
    </svg>
  );
}

/**
 * A button showing the current time range that opens a popover with three tabs: an absolute range (From, To and
 * the recently used ones), relative ranges and quick ranges. The popover's code loads on first use.
 */
export function TimeRangePicker(props: TimeRangePickerProps) {
  const { value: controlled, defaultValue, onValueChange, urlState, paramPrefix = '', disabled, id, className } = props;
  const messages = useMessages('timeRangePicker', defaultTimeRangePickerMessages, props.messages);
  const url = useUrlParams(urlState);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = `${useId()}-time-range`;
  const [open, setOpen] = useState(false);
  // The popover's part mounts on first open and stays, so that Radix runs its own close (focus, exit) afterwards.
  const [mounted, setMounted] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const value = controlled !== undefined ? controlled : (readUrlRange(url.values, paramPrefix) ?? defaultValue ?? null);
  const timeZone = props.timeZone ?? localTimeZone();
  const text = timeRangeText(value, messages, timeZone);

  const setOpenState = (next: boolean) => {
    if (next && !mounted) setMounted(true);
    setOpen(next);
  };

  const select = (next: TimeRange) => {
    if (controlled === undefined) url.update(urlPatch(next, paramPrefix), { replace: false });
    onValueChange?.(next);
    setOpen(false);
  };

  const Panel = panel.get();

  return (
    <>
      <Button
        ref={triggerRef}
        id={id}
        variant="secondary"
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        disabled={disabled}
        aria-label={`${messages.label}: ${text}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        leftSection={<CalendarIcon />}
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        onClick={() => setOpenState(!open)}
      >
        <span className={styles.triggerText}>{text}</span>
      </Button>
      {mounted ? (
        <LazyPartBoundary
          key={attempt}
          onError={() => {
            // The popover could not load: close, and let the next click try again.
            setOpen(false);
            setMounted(false);
            setAttempt((n) => n + 1);
          }}
        >
          <Suspense fallback={null}>
            <Panel
              open={open}
              onOpenChange={setOpenState}
              triggerRef={triggerRef}
              contentId={contentId}
              value={value}
              onSelect={select}
              showFutureRanges={props.showFutureRanges ?? false}
              timeZone={timeZone}
              recentStorageKey={props.recentStorageKey ?? DEFAULT_RECENT_STORAGE_KEY}
              messages={messages}
            />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
    </>
  );
}
