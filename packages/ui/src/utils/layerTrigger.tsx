import type { ButtonHTMLAttributes, ForwardedRef, MouseEvent, MutableRefObject, RefObject } from 'react';
import { composeRefs } from './refs';
import { slot } from './slot';

/** The props of a button that opens a layer (Dialog, Popover): a button, or with asChild the caller's element. */
export interface LayerTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  asChild?: boolean;
}

/** What a trigger reads from its layer's context. */
export interface LayerTriggerContext {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  triggerRef: MutableRefObject<HTMLElement | null>;
}

/**
 * Renders a layer's trigger: the ARIA state of the layer it controls, the caller's onClick first (preventDefault keeps
 * the layer as it is), then `nextOpen` of the current state, and the trigger's element kept for focus return.
 */
export function renderLayerTrigger(
  context: LayerTriggerContext,
  nextOpen: (open: boolean) => boolean,
  { asChild, children, onClick, ...rest }: LayerTriggerProps,
  ref: ForwardedRef<HTMLButtonElement>,
) {
  const props = {
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': context.open,
    'aria-controls': context.open ? context.contentId : undefined,
    'data-state': context.open ? 'open' : 'closed',
    ...rest,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented) context.setOpen(nextOpen(context.open));
    },
    ref: composeRefs<HTMLButtonElement>(ref, context.triggerRef as RefObject<HTMLButtonElement>),
  };
  return asChild ? slot(children, props) : <button {...props}>{children}</button>;
}
