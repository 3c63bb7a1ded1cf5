import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useRef,
  useSyncExternalStore,
  type HTMLAttributes,
  type MouseEvent,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, CollapseIcon, ExpandIcon } from '../icons/icons';
import { IconButton } from '../icon-button/IconButton';
import { useMessages } from '../messages/MessagesProvider';
import { usePortalThemeAttributes } from '../theme/ThemeProvider';
import { useControllableState } from '../utils/controllable';
import { cx } from '../utils/cx';
import { firstTabbable, focusElement } from '../utils/focus';
import { dismissEvent, focusEvent, isTopLayer, useLayer, type DismissEvent } from '../utils/layers';
import { useIsomorphicLayoutEffect } from '../utils/layoutEffect';
import { composeRefs } from '../utils/refs';
import { lockPageScroll } from '../utils/scrollLock';
import { renderLayerTrigger, type LayerTriggerProps } from '../utils/layerTrigger';
import { slot } from '../utils/slot';
import { pushModal } from '../utils/topModal';
import * as styles from './Dialog.css';

export type DialogSize = 'very-small' | 'small' | 'medium' | 'large' | 'full';
export type DialogSlots = 'overlay' | 'content' | 'header' | 'title' | 'description' | 'controls' | 'body' | 'footer';

export interface DialogMessages {
  close: string;
  expand: string;
  collapse: string;
}
export const defaultDialogMessages: DialogMessages = { close: 'Close', expand: 'Expand', collapse: 'Collapse' };

// The dialog is the platform's <dialog> opened with showModal(): the browser puts it in the top layer (above any
// z-index of the host page), makes the rest of the page inert and keeps Tab inside. We add what the product needs on
// top: Escape through our layer stack (a select open inside closes first), a click on the backdrop, focus on the
// first field and back to the trigger, and the page's scroll locked through element.style (no <style>, so no nonce).

interface DialogContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  modal: boolean;
  contentId: string;
  triggerRef: MutableRefObject<HTMLElement | null>;
}

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`${part} must be used within <Dialog>`);
  return context;
}

/* -------------------------------------------------------------------------------------------------
 * Dialog (root): open/defaultOpen/onOpenChange, modal (default true; false: no inert page, no scroll lock).
 * -----------------------------------------------------------------------------------------------*/
export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
  children?: ReactNode;
}

export function Dialog({ open: openProp, defaultOpen = false, onOpenChange, modal = true, children }: DialogProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const contentId = `od-dialog-${useId().replace(/:/g, '')}`;
  const triggerRef = useRef<HTMLElement | null>(null);
  return <DialogContext.Provider value={{ open, setOpen, modal, contentId, triggerRef }}>{children}</DialogContext.Provider>;
}

/* -------------------------------------------------------------------------------------------------
 * DialogTrigger, DialogClose: a button, or with asChild the caller's element.
 * -----------------------------------------------------------------------------------------------*/
export type DialogTriggerProps = LayerTriggerProps;

export const DialogTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(props, ref) {
  return renderLayerTrigger(useDialogContext('DialogTrigger'), () => true, props, ref);
});

export type DialogCloseProps = DialogTriggerProps;

export const DialogClose = /* @__PURE__ */ forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose({ asChild, children, onClick, ...rest }, ref) {
  const context = useDialogContext('DialogClose');
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
 * DialogContent: the <dialog> with its backdrop, title row, close and expand controls, body and footer.
 * -----------------------------------------------------------------------------------------------*/
export interface DialogContentProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'title'> {
  size?: DialogSize;
  /** Title shown in the header and used as the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Shows an expand control that switches between `size` and full. */
  expandable?: boolean;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Clicking the backdrop closes the dialog unless this is false. */
  closeOnOutsideClick?: boolean;
  /** The close control in the header (Escape still closes). */
  withCloseButton?: boolean;
  footer?: ReactNode;
  messages?: Partial<DialogMessages>;
  classNames?: Partial<Record<DialogSlots, string>>;
  /** Where the dialog mounts; the default is document.body. */
  container?: HTMLElement | null;
  /** Keep the dialog in the DOM while closed (hidden). */
  forceMount?: true;
  /** Before focus moves in on open (to the body's first field); cancel it to place focus yourself. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Before focus goes back (to the trigger, else where it was) on close; cancel it to place focus yourself. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Cancel it to keep the dialog open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** A press on the backdrop; cancel it to keep the dialog open. */
  onPointerDownOutside?: (event: DismissEvent<PointerEvent>) => void;
  onInteractOutside?: (event: DismissEvent<PointerEvent>) => void;
}

const subscribeNothing = () => () => {};

export const DialogContent = /* @__PURE__ */ forwardRef<HTMLDialogElement, DialogContentProps>(function DialogContent(props, ref) {
  const {
    size = 'medium',
    title,
    description,
    expandable = false,
    expanded: expandedProp,
    defaultExpanded = false,
    onExpandedChange,
    closeOnOutsideClick = true,
    withCloseButton = true,
    footer,
    messages: messagesProp,
    className,
    classNames,
    container,
    forceMount,
    children,
    // Read at open and close time through `latest`.
    onOpenAutoFocus: _onOpenAutoFocus,
    onCloseAutoFocus: _onCloseAutoFocus,
    onEscapeKeyDown,
    onPointerDownOutside,
    onInteractOutside,
    ...rest
  } = props;
  const { open, setOpen, modal, contentId, triggerRef } = useDialogContext('DialogContent');
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedBackdrop = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  const messages = useMessages('dialog', defaultDialogMessages, messagesProp);
  const themeAttributes = usePortalThemeAttributes();
  // No document on the server (and during hydration): the dialog mounts on the client only, as a portal would.
  const client = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const [expanded, setExpanded] = useControllableState(expandedProp, defaultExpanded, onExpandedChange);
  const effectiveSize: DialogSize = expandable && expanded ? 'full' : size;

  const layer = useLayer(open, {
    inside: () => true,
    onEscape: (event) => {
      onEscapeKeyDown?.(event);
      if (!event.defaultPrevented) setOpen(false);
    },
  });

  useIsomorphicLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    // Read now: at close time a re-rendered trigger may have its ref detached for a moment.
    const returnTo = triggerRef.current ?? (document.activeElement as HTMLElement | null);
    if (typeof dialog.showModal !== 'function') dialog.setAttribute('open', '');
    else if (!dialog.open && modal) dialog.showModal();
    else if (!dialog.open) dialog.show();
    const unlock = modal ? lockPageScroll() : undefined;
    const unregister = modal ? pushModal(dialog) : undefined;
    const opening = focusEvent();
    latest.current.onOpenAutoFocus?.(opening);
    // Start in the content (the first field), not on the expand or close control that come first.
    if (!opening.defaultPrevented) focusElement(firstTabbable(bodyRef.current) ?? firstTabbable(dialog) ?? dialog);
    return () => {
      unlock?.();
      unregister?.();
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const closing = focusEvent();
      latest.current.onCloseAutoFocus?.(closing);
      if (!closing.defaultPrevented) focusElement(returnTo);
    };
  }, [open, client, modal]);

  if (!client || (!open && !forceMount)) return null;
  const titleId = `${contentId}-title`;
  const descriptionId = `${contentId}-description`;
  return createPortal(
    <dialog
      id={contentId}
      // Implicit on <dialog>; said explicitly for `[role="dialog"]` selectors of hosts and tests.
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal={modal || undefined}
      data-state={open ? 'open' : 'closed'}
      data-size={effectiveSize}
      data-expanded={(expandable && expanded) || undefined}
      className={cx(styles.content, classNames?.content, className)}
      // Escape is ours (the layer stack above); a 'cancel' that still arrives (a widget inside stopped the key) is
      // not a reason to close, and a close by the browser (a form with method="dialog") is reported.
      onCancel={(event) => event.preventDefault()}
      onClose={() => open && setOpen(false)}
      {...themeAttributes}
      {...rest}
      ref={composeRefs(ref, dialogRef)}
    >
      <div
        className={cx(styles.overlay, classNames?.overlay)}
        onPointerDown={(event) => {
          // Only when the dialog is the top layer: a press that closes a select open inside it closes nothing else.
          pressedBackdrop.current = isTopLayer(layer);
          if (!pressedBackdrop.current) return;
          const dismiss = dismissEvent(event.nativeEvent);
          onPointerDownOutside?.(dismiss);
          onInteractOutside?.(dismiss);
          if (!closeOnOutsideClick || dismiss.defaultPrevented) pressedBackdrop.current = false;
        }}
        // Close on the click, not the press: the release must not land on the page behind.
        onClick={() => pressedBackdrop.current && setOpen(false)}
      />
      <div className={styles.surface}>
        <div className={cx(styles.header, classNames?.header)}>
          <div className={styles.headings}>
            <h2 id={titleId} className={cx(styles.title, classNames?.title)}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={cx(styles.description, classNames?.description)}>
                {description}
              </p>
            ) : null}
          </div>
          <div className={cx(styles.controls, classNames?.controls)}>
            {expandable ? (
              <IconButton size="sm" label={expanded ? messages.collapse : messages.expand} aria-pressed={expanded} onClick={() => setExpanded(!expanded)}>
                {expanded ? <CollapseIcon /> : <ExpandIcon />}
              </IconButton>
            ) : null}
            {withCloseButton ? (
              <IconButton size="sm" label={messages.close} onClick={() => setOpen(false)}>
                <CloseIcon />
              </IconButton>
            ) : null}
          </div>
        </div>
        <div ref={bodyRef} className={cx(styles.body, classNames?.body)}>
          {children}
        </div>
        {footer ? <div className={cx(styles.footer, classNames?.footer)}>{footer}</div> : null}
      </div>
    </dialog>,
    container ?? document.body,
  );
});

/* -------------------------------------------------------------------------------------------------
 * DialogFooter: a right-aligned action row for content that builds its own footer inside the body.
 * -----------------------------------------------------------------------------------------------*/
export type DialogFooterProps = HTMLAttributes<HTMLDivElement>;
export function DialogFooter({ className, ...rest }: DialogFooterProps) {
  return <div className={cx(styles.footer, className)} {...rest} />;
}

export { Dialog as Root, DialogTrigger as Trigger, DialogContent as Content, DialogClose as Close, DialogFooter as Footer };
