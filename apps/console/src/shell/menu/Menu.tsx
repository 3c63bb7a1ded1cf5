import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { usePortalThemeAttributes } from '@opsdeck/ui/theme';
import { Link } from 'react-router';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react';
import * as styles from './Menu.css';

/*
 * The top bar's menus (help, user) on Radix's dropdown menu: role="menu", arrow keys, Home/End, typeahead, Escape
 * returning focus to the trigger. @opsdeck/ui has no menu primitive yet, so these parts are styled here with its theme
 * variables.
 */
/**
 * Non-modal: the page behind an open menu is not hidden from assistive technology (a modal menu marks it aria-hidden
 * while its links stay focusable, which axe rightly flags), and Tab simply closes the menu.
 */
export function Menu(props: ComponentPropsWithoutRef<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={false} {...props} />;
}
export const MenuTrigger = RadixMenu.Trigger;

export const MenuContent = forwardRef<ElementRef<typeof RadixMenu.Content>, ComponentPropsWithoutRef<typeof RadixMenu.Content>>(
  function MenuContent({ className, sideOffset = 6, align = 'end', ...rest }, ref) {
    // Portalled to <body>: carry the colour scheme of the tree that opened it.
    const themeAttributes = usePortalThemeAttributes();
    return (
      <RadixMenu.Portal>
        <RadixMenu.Content
          ref={ref}
          sideOffset={sideOffset}
          align={align}
          className={[styles.content, className].filter(Boolean).join(' ')}
          {...themeAttributes}
          {...rest}
        />
      </RadixMenu.Portal>
    );
  },
);

interface MenuItemProps extends Omit<ComponentPropsWithoutRef<typeof RadixMenu.Item>, 'asChild'> {
  icon?: ReactNode;
}

export const MenuItem = forwardRef<ElementRef<typeof RadixMenu.Item>, MenuItemProps>(function MenuItem(
  { icon, children, className, ...rest },
  ref,
) {
  return (
    <RadixMenu.Item ref={ref} className={[styles.item, className].filter(Boolean).join(' ')} {...rest}>
      {icon ? <span className={styles.itemIcon}>{icon}</span> : null}
      <span className={styles.itemText}>{children}</span>
    </RadixMenu.Item>
  );
});

interface MenuLinkItemProps {
  icon?: ReactNode;
  children: ReactNode;
  /** A console route (client-side navigation). */
  to?: string;
  /** An outside address, opened in a new tab. */
  href?: string;
  trailing?: ReactNode;
  current?: boolean;
}

/** A menu item that is a link: the router's for console paths, a new tab for outside addresses. */
export function MenuLinkItem({ icon, children, to, href, trailing, current }: MenuLinkItemProps) {
  const content = (
    <>
      {icon ? <span className={styles.itemIcon}>{icon}</span> : null}
      <span className={styles.itemText}>{children}</span>
      {trailing ? <span className={styles.itemIcon}>{trailing}</span> : null}
    </>
  );
  return (
    <RadixMenu.Item asChild className={styles.item}>
      {to !== undefined ? (
        <Link to={to} aria-current={current ? 'page' : undefined}>
          {content}
        </Link>
      ) : (
        <a href={href} target="_blank" rel="noreferrer">
          {content}
        </a>
      )}
    </RadixMenu.Item>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

export function MenuSeparator() {
  return <RadixMenu.Separator className={styles.separator} />;
}
