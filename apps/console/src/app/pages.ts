import type { Access, Resource, ResourceColumn } from '@opsdeck/api';
import type { NavIconName } from '../shell/icons';

/**
 * The console pages that exist, with the guard of each (spec 000 section 2: a resource, an action, and for some a
 * feature flag) and where the sidebar lists it. The sidebar, the landing redirect of `/` and the route guards all read
 * this one list, so a page shows in the menu exactly when it exists and the user may open it.
 * Feature pages of later issues (topology, health, incidents, ...) are added here as they land.
 */
export interface PageDefinition {
  path: string;
  /** The page title: the top bar's heading and the document title's prefix. */
  title: string;
  resource: Resource;
  action: Access;
  /**
   * The kind of resource the page lists, when a permission can name one of them: an allow on one opens the page to a
   * user whose role does not (the server lists only what such allows grant).
   */
  column?: ResourceColumn;
  /** A feature that turns the page off when `<feature>.disable` is 'true'. */
  feature?: string;
  nav?: { section: 'main' | 'settings'; label: string; icon: NavIconName };
}

export const PAGES: readonly PageDefinition[] = [
  {
    path: '/health',
    title: 'Health',
    resource: 'canaries',
    action: 'read',
    feature: 'health',
    nav: { section: 'main', label: 'Health', icon: 'health' },
  },
  {
    path: '/incidents',
    title: 'Incidents',
    resource: 'incident',
    action: 'read',
    feature: 'incidents',
    nav: { section: 'main', label: 'Incidents', icon: 'incidents' },
  },
  {
    path: '/incidents/:id',
    title: 'Incident',
    resource: 'incident',
    action: 'read',
    feature: 'incidents',
  },
  {
    path: '/settings/public-view',
    title: 'Public View',
    resource: 'canaries',
    action: 'read',
    feature: 'health',
    nav: { section: 'settings', label: 'Public View', icon: 'globe' },
  },
  {
    path: '/settings/feature-flags',
    title: 'Feature Flags',
    resource: 'feature_flags',
    action: 'read',
    feature: 'settings.feature_flags',
    nav: { section: 'settings', label: 'Feature Flags', icon: 'flag' },
  },
  {
    path: '/settings/connections',
    title: 'Connections',
    resource: 'connections',
    action: 'read',
    column: 'connection_id',
    nav: { section: 'settings', label: 'Connections', icon: 'settings' },
  },
  {
    path: '/settings/permissions',
    title: 'Permissions',
    resource: 'permissions',
    action: 'read',
    nav: { section: 'settings', label: 'Permissions', icon: 'settings' },
  },
];

/** Whether the console has a page at this path (links to pages of later issues stay hidden until those exist). */
export function hasPage(path: string, pages: readonly PageDefinition[] = PAGES): boolean {
  return pages.some((page) => page.path === path);
}

export const PRODUCT_NAME = 'Opsdeck';

/** '<page> | Opsdeck' (spec 001 section 2.10). */
export function documentTitle(page?: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
