import { useRef } from 'react';
import { useIsomorphicLayoutEffect } from './layoutEffect';

/**
 * The stack of open layers (dialogs, popovers, tooltips). Escape and a pointer press outside go to the top-most layer
 * only, so closing a select inside a dialog leaves the dialog open; the next Escape closes the dialog.
 */
export interface LayerHandlers {
  /** Escape pressed while this layer is on top. */
  onEscape?: (event: KeyboardEvent) => void;
  /** A pointer pressed outside `inside` while this layer is on top. */
  onPointerDownOutside?: (event: PointerEvent) => void;
  /** Focus moved to an element outside `inside` (only layers that close on it). */
  onFocusOutside?: (event: FocusEvent) => void;
  /** Is this node part of the layer (its content, its trigger, layers nested in it)? */
  inside: (node: Node) => boolean;
  /** A tooltip: takes Escape when on top, but is skipped for presses and focus (the layer under it gets them). */
  passive?: boolean;
}

type Layer = { current: LayerHandlers };
const stack: Layer[] = [];

const top = () => stack[stack.length - 1];
const topActive = () => {
  for (let i = stack.length - 1; i >= 0; i--) if (!stack[i]!.current.passive) return stack[i];
  return undefined;
};

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const layer = top()?.current;
  if (!layer?.onEscape) return;
  // The layer may cancel the event to stay open (onEscapeKeyDown); either way it is handled here, and the browser
  // must not close a modal <dialog> on its own ('cancel').
  layer.onEscape(event);
  event.preventDefault();
}

/** A press or a focus: the top-most active layer closes when it happened outside it. */
function onOutside(event: Event) {
  const layer = topActive()?.current;
  const handler = event.type === 'pointerdown' ? layer?.onPointerDownOutside : layer?.onFocusOutside;
  const target = event.target as Node | null;
  if (handler && target && !layer!.inside(target)) handler(event as PointerEvent & FocusEvent);
}

const listeners: Array<[string, (event: never) => void]> = [
  ['keydown', onKeyDown],
  ['pointerdown', onOutside],
  ['focusin', onOutside],
];
const listen = (on: boolean) => {
  for (const [type, listener] of listeners) document[on ? 'addEventListener' : 'removeEventListener'](type, listener as EventListener);
};

/** Whether `handlers` belongs to the top-most open layer (tooltips aside) right now. */
export function isTopLayer(handlers: { current: LayerHandlers }): boolean {
  return topActive() === handlers;
}

/** Registers a layer while `open`; the handlers are read at event time, so they may change every render. */
export function useLayer(open: boolean, handlers: LayerHandlers): { current: LayerHandlers } {
  const ref = useRef(handlers);
  ref.current = handlers;
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    if (stack.length === 0) listen(true);
    stack.push(ref);
    return () => {
      const index = stack.indexOf(ref);
      if (index >= 0) stack.splice(index, 1);
      if (stack.length === 0) listen(false);
    };
  }, [open]);
  return ref;
}

/** The event handed to `onInteractOutside`-style callbacks: cancel it to keep the layer open. */
export interface DismissEvent<E extends Event = Event> {
  readonly target: EventTarget | null;
  readonly detail: { originalEvent: E };
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}

export function dismissEvent<E extends Event>(originalEvent: E): DismissEvent<E> {
  let prevented = false;
  return {
    target: originalEvent.target,
    detail: { originalEvent },
    get defaultPrevented() {
      return prevented;
    },
    preventDefault() {
      prevented = true;
    },
  };
}

/** A cancellable event for the focus callbacks (`onOpenAutoFocus`, `onCloseAutoFocus`). */
export function focusEvent(): Event {
  return new Event('od.focus', { cancelable: true });
}
