import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useRef,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type MutableRefObject,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalThemeAttributes } from '../theme/ThemeProvider';
import { useControllableState } from '../utils/controllable';
import { cx } from '../utils/cx';
import { useFloatingLayer, type FloatingLayerCallbacks } from '../utils/floatingLayer';
import type { Measurable, PlacementOptions } from '../utils/position';
import { renderLayerTrigger, type LayerTriggerProps } from '../utils/layerTrigger';
import { composeRefs, slot } from '../utils/slot';
import * as styles from './Popover.css';

export type PopoverSlots = 'content' | 'arrow';

// A non-modal popover on the platform: the panel gets the `popover` attribute (the browser's top layer, so no z-index
// contest with the host page or a modal dialog it sits in), is placed by our own small function against its trigger
// or anchor, and closes on Escape, a press outside or focus moving out. It renders where it is declared (no portal):
// inside a modal <dialog> anything elsewhere in the page is inert.

interface PopoverContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  triggerRef: MutableRefObject<HTMLElement | null>;
  /** Reads the anchor at placement time (a PopoverAnchor's element or virtual box); null: the trigger. */
  anchorRef: MutableRefObject<(() => Measurable | null) | null>;
}

const PopoverContext = createContext<PopoverContextValue | null>(null);

function usePopoverContext(part: string): PopoverContextValue {
  const context = useContext(PopoverContext);
  if (!context) throw new Error(`${part} must be used within <Popover>`);
  return context;
}

/* -------------------------------------------------------------------------------------------------
 * Popover (root): open/defaultOpen/onOpenChange.
 * -----------------------------------------------------------------------------------------------*/
export interface PopoverProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accepted for compatibility; the popover is always non-modal (the page stays usable, focus is not trapped). */
  modal?: boolean;
  children?: ReactNode;
}

export function Popover({ open: openProp, defaultOpen = false, onOpenChange, children }: PopoverProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const contentId = `od-popover-${useId().replace(/:/g, '')}`;
  const triggerRef = useRef<HTMLElement | null>(null);
  const anchorRef = useRef<(() => Measurable | null) | null>(null);
  return <PopoverContext.Provider value={{ open, setOpen, contentId, triggerRef, anchorRef }}>{children}</PopoverContext.Provider>;
}

/* -------------------------------------------------------------------------------------------------
 * PopoverTrigger: a button (or, with asChild, the caller's element) that toggles the popover.
 * -----------------------------------------------------------------------------------------------*/
export type PopoverTriggerProps = LayerTriggerProps;

export const PopoverTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, PopoverTriggerProps>(function PopoverTrigger(props, ref) {
  return renderLayerTrigger(usePopoverContext('PopoverTrigger'), (open) => !open, props, ref);
});

/* -------------------------------------------------------------------------------------------------
 * PopoverAnchor: what the panel is placed against instead of the trigger; an element, or `virtualRef` to any box.
 * -----------------------------------------------------------------------------------------------*/
export interface PopoverAnchorProps extends HTMLAttributes<HTMLDivElement> {
  asChild?: boolean;
  virtualRef?: RefObject<Measurable | null>;
}

export const PopoverAnchor = /* @__PURE__ */ forwardRef<HTMLDivElement, PopoverAnchorProps>(function PopoverAnchor({ asChild, virtualRef, children, ...rest }, ref) {
  const context = usePopoverContext('PopoverAnchor');
  const element = useRef<HTMLDivElement | null>(null);
  context.anchorRef.current = virtualRef ? () => virtualRef.current : () => element.current;
  if (virtualRef) return null;
  const props = { ...rest, ref: composeRefs<HTMLDivElement>(ref, element) };
  return asChild ? slot(children, props) : <div {...props}>{children}</div>;
});

/* -------------------------------------------------------------------------------------------------
 * PopoverClose
 * -----------------------------------------------------------------------------------------------*/
export interface PopoverCloseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  asChild?: boolean;
}

export const PopoverClose = /* @__PURE__ */ forwardRef<HTMLButtonElement, PopoverCloseProps>(function PopoverClose({ asChild, children, onClick, ...rest }, ref) {
  const context = usePopoverContext('PopoverClose');
  const props = {
    type: 'button' as const,
    ...rest,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented) context.setOpen(false);
    },
    ref,
  };
  return asChild ? slot(children, props) : <button {...props}>{children}</button>;
});

/* -------------------------------------------------------------------------------------------------
 * PopoverContent: the themed panel; keeps the colour scheme of the tree that opened it.
 * -----------------------------------------------------------------------------------------------*/
export interface PopoverContentProps extends HTMLAttributes<HTMLDivElement>, PlacementOptions, FloatingLayerCallbacks {
  withArrow?: boolean;
  /** Render into this element instead of in place (note: inside a modal dialog, only its own subtree is usable). */
  container?: HTMLElement | null;
  classNames?: Partial<Record<PopoverSlots, string>>;
  /** Keep the panel in the DOM while closed (hidden). */
  forceMount?: true;
}

export const PopoverContent = /* @__PURE__ */ forwardRef<HTMLDivElement, PopoverContentProps>(function PopoverContent(
  {
    withArrow = false,
    container,
    className,
    classNames,
    forceMount,
    side = 'bottom',
    align = 'center',
    sideOffset = 6,
    alignOffset,
    avoidCollisions,
    collisionPadding,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    onPointerDownOutside,
    onFocusOutside,
    onInteractOutside,
    children,
    ...rest
  },
  ref,
) {
  const context = usePopoverContext('PopoverContent');
  const themeAttributes = usePortalThemeAttributes();
  const contentRef = useRef<HTMLDivElement | null>(null);
  const { open, setOpen, triggerRef, anchorRef } = context;
  useFloatingLayer({
    open,
    setOpen,
    content: contentRef,
    trigger: triggerRef,
    anchor: () => anchorRef.current?.(),
    side,
    align,
    sideOffset,
    alignOffset,
    avoidCollisions,
    collisionPadding,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    onPointerDownOutside,
    onFocusOutside,
    onInteractOutside,
  });

  if (!open && !forceMount) return null;
  const panel = (
    <div
      id={context.contentId}
      role="dialog"
      tabIndex={-1}
      data-state={open ? 'open' : 'closed'}
      hidden={!open || undefined}
      className={cx(styles.content, classNames?.content, className)}
      {...themeAttributes}
      {...rest}
      ref={composeRefs(ref, contentRef)}
    >
      {children}
      {withArrow ? (
        <svg className={cx(styles.arrow, classNames?.arrow)} width={10} height={5} viewBox="0 0 30 10" preserveAspectRatio="none" aria-hidden="true">
          <polygon points="0,0 30,0 15,10" />
        </svg>
      ) : null}
    </div>
  );
  return container ? createPortal(panel, container) : panel;
});

export {
  Popover as Root,
  PopoverTrigger as Trigger,
  PopoverAnchor as Anchor,
  PopoverClose as Close,
  PopoverContent as Content,
};
