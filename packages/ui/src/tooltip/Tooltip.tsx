import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ComponentPropsWithoutRef, ReactElement, ReactNode } from 'react';
import { usePortalThemeAttributes } from '../theme/ThemeProvider';
import { cx } from '../utils/cx';
import * as styles from './Tooltip.css';

export type TooltipSlots = 'content' | 'arrow';

/** Shares delay state between tooltips; Tooltip adds one itself, so only hosts with many tooltips need this. */
export const TooltipProvider = RadixTooltip.Provider;
export type TooltipProviderProps = RadixTooltip.TooltipProviderProps;

export interface TooltipProps extends Omit<ComponentPropsWithoutRef<typeof RadixTooltip.Content>, 'content'> {
  /** What the tooltip says. It supplements the trigger's own accessible name; it is not a replacement for it. */
  content: ReactNode;
  /** One focusable element (a button, a link) that opens the tooltip on hover and focus. */
  children: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  delayDuration?: number;
  withArrow?: boolean;
  classNames?: Partial<Record<TooltipSlots, string>>;
}

export function Tooltip({
  content,
  children,
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
  withArrow = true,
  sideOffset = 4,
  className,
  classNames,
  ...rest
}: TooltipProps) {
  const themeAttributes = usePortalThemeAttributes();
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={sideOffset}
            className={cx(styles.content, classNames?.content, className)}
            {...themeAttributes}
            {...rest}
          >
            {content}
            {withArrow ? <RadixTooltip.Arrow className={cx(styles.arrow, classNames?.arrow)} /> : null}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
