import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useRef, useState, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes, type ReactNode } from 'react';
import { CloseIcon, CollapseIcon, ExpandIcon } from '../icons/icons';
import { IconButton } from '../icon-button/IconButton';
import { useMessages } from '../messages/MessagesProvider';
import { usePortalThemeAttributes } from '../theme/ThemeProvider';
import { cx } from '../utils/cx';
import * as styles from './Dialog.css';

export type DialogSize = 'very-small' | 'small' | 'medium' | 'large' | 'full';
export type DialogSlots = 'overlay' | 'content' | 'header' | 'title' | 'description' | 'controls' | 'body' | 'footer';

export interface DialogMessages {
  close: string;
  expand: string;
  collapse: string;
}
export const defaultDialogMessages: DialogMessages = { close: 'Close', expand: 'Expand', collapse: 'Collapse' };

/* -------------------------------------------------------------------------------------------------
 * Dialog (root), DialogTrigger, DialogClose: Radix as is (open/defaultOpen/onOpenChange, modal).
 * -----------------------------------------------------------------------------------------------*/
export const Dialog = RadixDialog.Root;
export type DialogProps = RadixDialog.DialogProps;
export const DialogTrigger = RadixDialog.Trigger;
export type DialogTriggerProps = RadixDialog.DialogTriggerProps;
export const DialogClose = RadixDialog.Close;
export type DialogCloseProps = RadixDialog.DialogCloseProps;

/* -------------------------------------------------------------------------------------------------
 * DialogContent: portal, overlay, the panel with its title row, close and expand controls.
 * -----------------------------------------------------------------------------------------------*/
const CONTENT_NAME = 'DialogContent';
const TABBABLE = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> {
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
  /** Where the portal mounts; the default is document.body. */
  container?: HTMLElement | null;
}

export const DialogContent = forwardRef<ElementRef<typeof RadixDialog.Content>, DialogContentProps>(function DialogContent(
  {
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
    children,
    onInteractOutside,
    onOpenAutoFocus,
    ...rest
  },
  ref,
) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const messages = useMessages('dialog', defaultDialogMessages, messagesProp);
  const themeAttributes = usePortalThemeAttributes();
  const [expandedState, setExpandedState] = useState(defaultExpanded);
  const expanded = expandedProp ?? expandedState;
  const setExpanded = (next: boolean) => {
    if (expandedProp === undefined) setExpandedState(next);
    onExpandedChange?.(next);
  };
  const effectiveSize: DialogSize = expandable && expanded ? 'full' : size;

  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={cx(styles.overlay, classNames?.overlay)} {...themeAttributes} />
      <RadixDialog.Content
        ref={ref}
        data-size={effectiveSize}
        data-expanded={(expandable && expanded) || undefined}
        className={cx(styles.content, classNames?.content, className)}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Start in the content (the first field), not on the expand or close control that come first in the DOM.
          const first = bodyRef.current?.querySelector<HTMLElement>(TABBABLE);
          if (first) {
            event.preventDefault();
            first.focus();
          }
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (!closeOnOutsideClick) event.preventDefault();
        }}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...themeAttributes}
        {...rest}
      >
        <div className={cx(styles.header, classNames?.header)}>
          <div className={styles.headings}>
            <RadixDialog.Title className={cx(styles.title, classNames?.title)}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={cx(styles.description, classNames?.description)}>
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <div className={cx(styles.controls, classNames?.controls)}>
            {expandable ? (
              <IconButton
                size="sm"
                label={expanded ? messages.collapse : messages.expand}
                aria-pressed={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? <CollapseIcon /> : <ExpandIcon />}
              </IconButton>
            ) : null}
            {withCloseButton ? (
              <RadixDialog.Close asChild>
                <IconButton size="sm" label={messages.close}>
                  <CloseIcon />
                </IconButton>
              </RadixDialog.Close>
            ) : null}
          </div>
        </div>
        <div ref={bodyRef} className={cx(styles.body, classNames?.body)}>
          {children}
        </div>
        {footer ? <div className={cx(styles.footer, classNames?.footer)}>{footer}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});
DialogContent.displayName = CONTENT_NAME;

/* -------------------------------------------------------------------------------------------------
 * DialogFooter: a right-aligned action row for content that builds its own footer inside the body.
 * -----------------------------------------------------------------------------------------------*/
export type DialogFooterProps = HTMLAttributes<HTMLDivElement>;
export function DialogFooter({ className, ...rest }: DialogFooterProps) {
  return <div className={cx(styles.footer, className)} {...rest} />;
}

export { Dialog as Root, DialogTrigger as Trigger, DialogContent as Content, DialogClose as Close, DialogFooter as Footer };
