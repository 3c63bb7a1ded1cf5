import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useOpsdeckContext } from '../provider/opsdeckContext';

export interface OpsdeckLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the product ('/health?check=…') or an absolute URL. */
  to: string;
  /** Replace the current history entry instead of adding one (host router only). */
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A real link (`href`, so copying, middle-click and "open in new tab" work) whose plain clicks go through the host's
 * router. In `mode="public"` it opens in a new tab, never replacing the page that embeds the widget.
 */
export const OpsdeckLink = forwardRef<HTMLAnchorElement, OpsdeckLinkProps>(function OpsdeckLink(
  { to, replace, onClick, target, rel, ...rest },
  ref,
) {
  const { mode, navigate } = useOpsdeckContext('OpsdeckLink');
  if (mode === 'public') {
    return <a ref={ref} href={to} target="_blank" rel={rel ?? 'noopener noreferrer'} onClick={onClick} {...rest} />;
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigate || !isPlainLeftClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, replace ? { replace } : undefined);
  };
  return <a ref={ref} href={to} target={target} rel={rel} onClick={handleClick} {...rest} />;
});
