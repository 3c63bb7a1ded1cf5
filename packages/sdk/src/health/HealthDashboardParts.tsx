import { useEffect, useRef, useState, type RefCallback, type SVGProps } from 'react';
import { EmptyState } from '@opsdeck/ui/empty-state';
import { useMessages } from '@opsdeck/ui/messages';
import type { GroupStatus } from '@opsdeck/api';
import * as styles from './HealthDashboardList.css';
import { defaultHealthDashboardMessages, type HealthDashboardMessages } from './healthDashboardMessages';
import { checkTypeGlyph } from './checkTypeGlyphs';

// Small pieces every view of the dashboard shares. Rows render many of these at once, so each is a span or two:
// no per-row tooltip, popover or portal.

/** A check's icon: a glyph for the common kinds (http, tcp, dns, databases, ...), else a two-letter monogram; '⋯' for 'multiple'. */
export function CheckIconBadge({ icon, type, multipleLabel }: { icon?: string | null; type?: string | null; multipleLabel: string }) {
  const name = icon || type || '';
  if (name === 'multiple') {
    return (
      <span className={styles.icon} title={multipleLabel} aria-hidden="true">
        ⋯
      </span>
    );
  }
  const glyph = checkTypeGlyph(name) ?? (type ? checkTypeGlyph(type) : undefined);
  if (glyph) {
    return (
      <span className={styles.icon} title={name} aria-hidden="true">
        <Svg width={14} height={14} style={{ width: 14, height: 14 }}>
          {glyph}
        </Svg>
      </span>
    );
  }
  const letters = name.replace(/[^a-z0-9]/gi, '').slice(0, 2) || '?';
  return (
    <span className={styles.icon} title={name || undefined} aria-hidden="true">
      {letters}
    </span>
  );
}

export function StatusText({ status, label }: { status: 'healthy' | 'unhealthy' | GroupStatus; label: string }) {
  return (
    <span className={styles.status}>
      <span className={styles.dot} data-status={status} aria-hidden="true" />
      {label}
    </span>
  );
}

type IconProps = SVGProps<SVGSVGElement>;

// The size is set inline too: a host's `svg { width: ... }` rule would beat the attributes.
function Svg({ children, style, ...props }: IconProps) {
  return (
    <svg
      width="16"
      height="16"
      style={{ width: 16, height: 16, ...style }}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const FilterIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.5 3.5h11l-4.2 5v4l-2.6 1v-5z" />
  </Svg>
);
export const RefreshIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M13 8a5 5 0 1 1-1.5-3.6M13 2.5v3h-3" />
  </Svg>
);
export const ChevronIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 4l4 4-4 4" />
  </Svg>
);
export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Svg>
);
export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 3.5v9l7-4.5z" />
  </Svg>
);

/**
 * The dashboard's strings (prop over provider over defaults), the same object from render to render while they do
 * not change, so memoised rows are not re-rendered by a new but equal messages object.
 */
export function useHealthDashboardMessages(overrides?: Partial<HealthDashboardMessages>): HealthDashboardMessages {
  const merged = useMessages('healthDashboard', defaultHealthDashboardMessages, overrides);
  const [stable, setStable] = useState(merged);
  if (stable !== merged && !shallowEqual(stable, merged)) {
    setStable(merged);
    return merged;
  }
  return stable;
}

function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * The size of an element, kept current with a ResizeObserver. Undefined until measured (and on a server render, and
 * where there is no ResizeObserver: then the size is read once after mount).
 */
export function useElementSize<T extends HTMLElement>(): [RefCallback<T>, ElementSize | undefined] {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState<ElementSize>();
  useEffect(() => {
    if (!element) return;
    const read = () =>
      setSize((current) => {
        const next = { width: element.clientWidth, height: element.clientHeight };
        return current && current.width === next.width && current.height === next.height ? current : next;
      });
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, size];
}

/** The current time, renewed every `intervalMs`, for relative times ('5m ago') that must not go stale on screen. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** A callback whose identity never changes and that always runs the latest function given. */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  const [stable] = useState(() => (...args: A) => ref.current(...args));
  return stable;
}

/** The one row of an empty windowed table: 'No data available' across every column. */
export function EmptyTableRow({ columnCount, title }: { columnCount: number; title: string }) {
  return (
    <tr>
      <td colSpan={columnCount} className={styles.spacer}>
        <EmptyState className={styles.empty} title={title} />
      </td>
    </tr>
  );
}

/** Stands in for the rows above or below the rendered window, so the scrollbar matches the whole list. */
export function WindowSpacerRow({ columnCount, height }: { columnCount: number; height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount} className={styles.spacer} style={{ height }} />
    </tr>
  );
}
