import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { usePortalThemeAttributes } from '../theme/ThemeProvider';
import { cx } from '../utils/cx';
import * as styles from './Popover.css';

export type PopoverSlots = 'content' | 'arrow';

/* -------------------------------------------------------------------------------------------------
 * Popover (root), PopoverTrigger, PopoverAnchor, PopoverClose: Radix as is.
 * -----------------------------------------------------------------------------------------------*/
export const Popover = RadixPopover.Root;
export type PopoverProps = RadixPopover.PopoverProps;
export const PopoverTrigger = RadixPopover.Trigger;
export type PopoverTriggerProps = RadixPopover.PopoverTriggerProps;
export const PopoverAnchor = RadixPopover.Anchor;
export type PopoverAnchorProps = RadixPopover.PopoverAnchorProps;
export const PopoverClose = RadixPopover.Close;
export type PopoverCloseProps = RadixPopover.PopoverCloseProps;

/* -------------------------------------------------------------------------------------------------
 * PopoverContent: portalled, themed panel; keeps the colour scheme of the tree that opened it.
 * -----------------------------------------------------------------------------------------------*/
const CONTENT_NAME = 'PopoverContent';

export interface PopoverContentProps extends ComponentPropsWithoutRef<typeof RadixPopover.Content> {
  withArrow?: boolean;
  container?: HTMLElement | null;
  classNames?: Partial<Record<PopoverSlots, string>>;
}

export const PopoverContent = forwardRef<ElementRef<typeof RadixPopover.Content>, PopoverContentProps>(function PopoverContent(
  { withArrow = false, container, className, classNames, sideOffset = 6, children, ...rest },
  ref,
) {
  const themeAttributes = usePortalThemeAttributes();
  return (
    <RadixPopover.Portal container={container}>
      <RadixPopover.Content
        ref={ref}
        sideOffset={sideOffset}
        className={cx(styles.content, classNames?.content, className)}
        {...themeAttributes}
        {...rest}
      >
        {children}
        {withArrow ? <RadixPopover.Arrow className={cx(styles.arrow, classNames?.arrow)} /> : null}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
});
PopoverContent.displayName = CONTENT_NAME;

export {
  Popover as Root,
  PopoverTrigger as Trigger,
  PopoverAnchor as Anchor,
  PopoverClose as Close,
  PopoverContent as Content,
};
