import { IconButton } from '@opsdeck/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { navigation, type NavEntry } from '../auth/navAccess';
import { PRODUCT_NAME } from '../app/pages';
import { useSession } from '../app/session';
import { setPreference, usePreferences } from '../preferences/preferencesStore';
import { ChevronRightIcon, LogoMark, NAV_ICONS, SettingsIcon, SidebarIcon } from './icons';
import { Menu, MenuContent, MenuLabel, MenuLinkItem, MenuTrigger } from './menu/Menu';
import * as styles from './Sidebar.css';

/** Below this window width an expanded sidebar folds away again on a click elsewhere (spec 001 section 2.10). */
export const AUTO_COLLAPSE_BELOW = 1024;

function NavItem({ entry, collapsed }: { entry: NavEntry; collapsed: boolean }) {
  const Icon = NAV_ICONS[entry.icon];
  return (
    <li>
      <NavLink to={entry.path} className={styles.item} title={collapsed ? entry.label : undefined}>
        <span className={styles.icon}>
          <Icon />
        </span>
        <span className={styles.label} hidden={collapsed}>
          {entry.label}
        </span>
      </NavLink>
    </li>
  );
}

function SettingsGroup({ entries, collapsed }: { entries: NavEntry[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const inSettings = entries.some((e) => pathname.startsWith(e.path));
  const [open, setOpen] = useState(inSettings);
  useEffect(() => {
    if (inSettings) setOpen(true);
  }, [inSettings]);

  if (collapsed) {
    // Icon-only sidebar: the submenu opens as a flyout beside it.
    return (
      <li>
        <Menu>
          <MenuTrigger className={styles.item} aria-label="Settings" title="Settings" data-active={inSettings || undefined}>
            <span className={styles.icon}>
              <SettingsIcon />
            </span>
          </MenuTrigger>
          <MenuContent side="right" align="start" sideOffset={10}>
            <MenuLabel>Settings</MenuLabel>
            {entries.map((entry) => {
              const Icon = NAV_ICONS[entry.icon];
              return (
                <MenuLinkItem key={entry.path} to={entry.path} icon={<Icon />} current={pathname === entry.path}>
                  {entry.label}
                </MenuLinkItem>
              );
            })}
          </MenuContent>
        </Menu>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        aria-expanded={open}
        aria-controls="od-console-settings-menu"
        data-active={inSettings || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.icon}>
          <SettingsIcon />
        </span>
        <span className={styles.label}>Settings</span>
        <span className={styles.chevron}>
          <ChevronRightIcon />
        </span>
      </button>
      <ul id="od-console-settings-menu" className={styles.subList} hidden={!open}>
        {entries.map((entry) => (
          <NavItem key={entry.path} entry={entry} collapsed={false} />
        ))}
      </ul>
    </li>
  );
}

export function Sidebar() {
  const session = useSession();
  const { sidebarCollapsed: collapsed } = usePreferences();
  const nav = navigation({ authorizer: session.authorizer, properties: session.properties });
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (collapsed) return;
    const onPointerDown = (event: PointerEvent) => {
      if (window.innerWidth >= AUTO_COLLAPSE_BELOW) return;
      const target = event.target as Node | null;
      // Menus opened from the sidebar live in portals: a click in one is not a click outside.
      const inPortal = target instanceof Element && target.closest('[data-radix-popper-content-wrapper]');
      if (target && !ref.current?.contains(target) && !inPortal) setPreference('sidebarCollapsed', true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [collapsed]);

  return (
    <aside ref={ref} className={styles.sidebar} data-collapsed={collapsed || undefined}>
      <Link to="/" className={styles.brand} aria-label={`${PRODUCT_NAME} home`}>
        <LogoMark />
        <span hidden={collapsed}>{PRODUCT_NAME}</span>
      </Link>
      <nav className={styles.nav} aria-label="Main">
        <ul className={styles.list}>
          {nav.main.map((entry) => (
            <NavItem key={entry.path} entry={entry} collapsed={collapsed} />
          ))}
          {nav.settings.length ? <SettingsGroup entries={nav.settings} collapsed={collapsed} /> : null}
        </ul>
      </nav>
      <div className={styles.footer}>
        <IconButton
          label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          onClick={() => setPreference('sidebarCollapsed', !collapsed)}
        >
          <SidebarIcon />
        </IconButton>
      </div>
    </aside>
  );
}
