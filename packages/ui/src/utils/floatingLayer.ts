import { useRef, type RefObject } from 'react';
import { firstTabbable, focusElement } from './focus';
import { dismissEvent, focusEvent, useLayer, type DismissEvent } from './layers';
import { useIsomorphicLayoutEffect } from './layoutEffect';
import { hideFromTopLayer, showInTopLayer, useAnchoredPosition, type Measurable, type PlacementOptions } from './position';

export interface FloatingLayerCallbacks {
  /** Before focus moves into the panel on open; cancel it to place focus yourself. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Before focus goes back to the trigger on close; cancel it to place focus yourself. */
  onCloseAutoFocus?: (event: Event) => void;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  onPointerDownOutside?: (event: DismissEvent<PointerEvent>) => void;
  onFocusOutside?: (event: DismissEvent<FocusEvent>) => void;
  /** A press or focus outside; cancel it to stay open. */
  onInteractOutside?: (event: DismissEvent<PointerEvent | FocusEvent>) => void;
}

export interface FloatingLayerOptions extends FloatingLayerCallbacks, PlacementOptions {
  open: boolean;
  setOpen: (open: boolean) => void;
  content: RefObject<HTMLElement | null>;
  /** Part of the layer for outside presses, placed against unless `anchor` says otherwise, and focused on close. */
  trigger: RefObject<HTMLElement | null>;
  anchor?: () => Measurable | null | undefined;
}

/**
 * A non-modal floating panel (popover, select list): top layer, placed against its anchor, closed by Escape, a press
 * outside or focus leaving; focus goes in on open (the first tabbable, else the panel) and back to the trigger on
 * close unless the user moved it elsewhere.
 */
export function useFloatingLayer(options: FloatingLayerOptions): void {
  const { open, setOpen, content, trigger, onInteractOutside } = options;
  const latest = useRef(options);
  latest.current = options;
  const interactedOutside = useRef(false);

  const outside = <E extends PointerEvent | FocusEvent>(event: E, specific?: (event: DismissEvent<E>) => void) => {
    const dismiss = dismissEvent(event);
    specific?.(dismiss);
    onInteractOutside?.(dismiss);
    if (dismiss.defaultPrevented) return;
    interactedOutside.current = true;
    setOpen(false);
  };
  useLayer(open, {
    inside: (node) => Boolean(content.current?.contains(node) || trigger.current?.contains(node)),
    onEscape: (event) => {
      options.onEscapeKeyDown?.(event);
      if (!event.defaultPrevented) setOpen(false);
    },
    onPointerDownOutside: (event) => outside(event, options.onPointerDownOutside),
    onFocusOutside: (event) => outside(event, options.onFocusOutside),
  });

  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    const element = content.current;
    // Read now: at close time a re-rendered trigger may have its ref detached for a moment.
    const triggerElement = trigger.current;
    showInTopLayer(element);
    interactedOutside.current = false;
    const opening = focusEvent();
    latest.current.onOpenAutoFocus?.(opening);
    if (!opening.defaultPrevented) focusElement(firstTabbable(element) ?? element);
    return () => {
      hideFromTopLayer(element);
      const closing = focusEvent();
      latest.current.onCloseAutoFocus?.(closing);
      if (closing.defaultPrevented || interactedOutside.current) return;
      const active = document.activeElement;
      // Give focus back unless the user already took it somewhere else.
      if (!active || active === document.body || element?.contains(active) || !active.isConnected) focusElement(triggerElement);
    };
  }, [open]);

  useAnchoredPosition(open, content, () => latest.current.anchor?.() ?? trigger.current, options);
}
