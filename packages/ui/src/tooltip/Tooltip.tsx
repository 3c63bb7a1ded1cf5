import { createContext, useContext, useEffect, useId, useRef, type HTMLAttributes, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { usePortalThemeAttributes } from '../theme/ThemeProvider';
import { useControllableState } from '../utils/controllable';
import { cx } from '../utils/cx';
import { useLayer } from '../utils/layers';
import { useIsomorphicLayoutEffect } from '../utils/layoutEffect';
import { hideFromTopLayer, showInTopLayer, useAnchoredPosition, type PlacementOptions } from '../utils/position';
import { slot } from '../utils/slot';
import * as styles from './Tooltip.css';

export type TooltipSlots = 'content' | 'arrow';

// A tooltip on hover (after a delay) and on keyboard focus (at once), describing its trigger through
// aria-describedby; Escape closes it; the pointer may move onto it (WCAG 1.4.13). The bubble is a top-layer
// `popover` placed by our own positioning, rendered next to its trigger.

interface TooltipConfig {
  delayDuration?: number;
  skipDelayDuration: number;
  disableHoverableContent: boolean;
}
const TooltipConfigContext = createContext<TooltipConfig>({ skipDelayDuration: 300, disableHoverableContent: false });

/** When a tooltip last closed: the next one within skipDelayDuration opens at once (moving along a toolbar). */
let lastClosedAt = 0;

export interface TooltipProviderProps {
  children?: ReactNode;
  /** Hover delay for the tooltips inside (a Tooltip's own delayDuration wins). */
  delayDuration?: number;
  /** After a tooltip closes, others open without delay for this long (ms). */
  skipDelayDuration?: number;
  /** Close as soon as the pointer leaves the trigger, even towards the tooltip. */
  disableHoverableContent?: boolean;
}

/** Shares delay settings between tooltips; only hosts with many tooltips need this. */
export function TooltipProvider({ children, delayDuration, skipDelayDuration = 300, disableHoverableContent = false }: TooltipProviderProps) {
  return <TooltipConfigContext.Provider value={{ delayDuration, skipDelayDuration, disableHoverableContent }}>{children}</TooltipConfigContext.Provider>;
}

export interface TooltipProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content' | 'children'>, PlacementOptions {
  /** What the tooltip says. It supplements the trigger's own accessible name; it is not a replacement for it. */
  content: ReactNode;
  /** One focusable element (a button, a link) that opens the tooltip on hover and focus. */
  children: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  delayDuration?: number;
  withArrow?: boolean;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  classNames?: Partial<Record<TooltipSlots, string>>;
}

const LEAVE_GRACE_MS = 120;

export function Tooltip({
  content,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  delayDuration,
  withArrow = true,
  side = 'top',
  align = 'center',
  sideOffset = 4,
  alignOffset,
  avoidCollisions,
  collisionPadding,
  onEscapeKeyDown,
  className,
  classNames,
  id: idProp,
  onPointerEnter,
  onPointerLeave,
  ...rest
}: TooltipProps) {
  const config = useContext(TooltipConfigContext);
  const delay = delayDuration ?? config.delayDuration ?? 300;
  const themeAttributes = usePortalThemeAttributes();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const id = idProp ?? `od-tooltip-${useId().replace(/:/g, '')}`;
  const triggerRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDown = useRef(false);

  const clear = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (run: () => void, ms: number) => {
    clear();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      run();
    }, ms);
  };
  const show = (now: boolean) => {
    clear();
    if (now || delay <= 0 || Date.now() - lastClosedAt < config.skipDelayDuration) setOpen(true);
    else later(() => setOpen(true), delay);
  };
  const hide = () => {
    clear();
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };
  const hideSoon = () => (config.disableHoverableContent ? hide() : later(hide, LEAVE_GRACE_MS));

  useLayer(open, {
    passive: true,
    inside: (node) => Boolean(contentRef.current?.contains(node)),
    onEscape: (event) => {
      onEscapeKeyDown?.(event);
      if (!event.defaultPrevented) hide();
    },
  });

  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    const element = contentRef.current;
    showInTopLayer(element);
    return () => hideFromTopLayer(element);
  }, [open]);
  useAnchoredPosition(open, contentRef, () => triggerRef.current, { side, align, sideOffset, alignOffset, avoidCollisions, collisionPadding });

  const trigger = slot(children, {
    'aria-describedby': open ? id : undefined,
    'data-state': open ? 'delayed-open' : 'closed',
    onPointerMove: (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      if (open) clear();
      else if (timer.current === undefined) show(false);
    },
    onPointerLeave: hideSoon,
    onPointerDown: () => {
      pointerDown.current = true;
      hide();
    },
    onPointerUp: () => {
      pointerDown.current = false;
    },
    onFocus: () => {
      // Keyboard focus opens at once; the focus a click gives does not.
      if (!pointerDown.current) show(true);
    },
    onBlur: hide,
    onClick: hide,
    ref: triggerRef,
  });

  return (
    <>
      {trigger}
      {open ? (
        <div
          ref={contentRef}
          id={id}
          role="tooltip"
          data-state="delayed-open"
          className={cx(styles.content, classNames?.content, className)}
          onPointerEnter={(event) => {
            onPointerEnter?.(event);
            clear();
          }}
          onPointerLeave={(event) => {
            onPointerLeave?.(event);
            hideSoon();
          }}
          {...themeAttributes}
          {...rest}
        >
          {content}
          {withArrow ? (
            <svg className={cx(styles.arrow, classNames?.arrow)} width={10} height={5} viewBox="0 0 30 10" preserveAspectRatio="none" aria-hidden="true">
              <polygon points="0,0 30,0 15,10" />
            </svg>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
