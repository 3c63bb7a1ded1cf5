import { isFeatureDisabled, type Authorizer, type PropertiesInput, type ResourceAuthorizer } from '@opsdeck/api';
import { PAGES, type PageDefinition } from '../app/pages';

/** What the shell needs to know to decide what a user sees. */
export interface AccessContext {
  /** canSome (the SDK's authorizer has it) lets an allow on one resource open the page that lists its kind. */
  authorizer: Pick<Authorizer, 'can' | 'isViewer'> & Partial<Pick<ResourceAuthorizer, 'canSome'>>;
  properties: PropertiesInput | null | undefined;
}

export type PageAccess = 'allowed' | 'unauthorized' | 'disabled';

/**
 * A route's guard: the feature must be on, then the user needs the page's action on its resource, or, for a page
 * listing a kind of resource, an allow on one of them. (A viewer so allowed may open such a settings page by its
 * address; the sidebar still shows viewers no Settings, as spec 000 section 2 has it.)
 */
export function pageAccess(page: Pick<PageDefinition, 'resource' | 'action' | 'feature' | 'column'>, ctx: AccessContext): PageAccess {
  if (page.feature && isFeatureDisabled(ctx.properties, page.feature)) return 'disabled';
  const { can, canSome } = ctx.authorizer;
  const allowed = page.column && canSome
    ? canSome(page.resource, page.column, page.action === 'read' ? 'read' : 'update')
    : can(page.resource, page.action);
  return allowed ? 'allowed' : 'unauthorized';
}

export interface NavEntry {
  path: string;
  label: string;
  icon: NonNullable<PageDefinition['nav']>['icon'];
}

export interface Navigation {
  main: NavEntry[];
  /** Empty when the Settings group is hidden. */
  settings: NavEntry[];
}

const toEntry = (page: PageDefinition): NavEntry => ({ path: page.path, label: page.nav!.label, icon: page.nav!.icon });

/**
 * The sidebar (spec 001 section 2.10, spec 000 section 2): an item shows when its feature is on and the user may read
 * its resource; Settings is sorted by name and hidden for viewers and guests, and when none of its pages is readable.
 */
export function navigation(ctx: AccessContext, pages: readonly PageDefinition[] = PAGES): Navigation {
  const visible = (page: PageDefinition) => pageAccess({ ...page, action: 'read' }, ctx) === 'allowed';
  const main = pages.filter((p) => p.nav?.section === 'main' && visible(p)).map(toEntry);
  const settings = ctx.authorizer.isViewer
    ? []
    : pages
        .filter((p) => p.nav?.section === 'settings' && visible(p))
        .map(toEntry)
        .sort((a, b) => a.label.localeCompare(b.label));
  return { main, settings };
}

/**
 * Where `/` leads. The spec sends it to /topology; until that page exists it is the first page, in sidebar order, that
 * the user may open (a route guard would let them in), so every signed-in user lands on something real. Undefined
 * when there is no such page.
 */
export function landingPath(ctx: AccessContext, pages: readonly PageDefinition[] = PAGES): string | undefined {
  const order = [
    ...pages.filter((p) => p.nav?.section === 'main'),
    ...pages.filter((p) => p.nav?.section === 'settings').sort((a, b) => a.nav!.label.localeCompare(b.nav!.label)),
    ...pages.filter((p) => !p.nav),
  ];
  return order.find((page) => pageAccess(page, ctx) === 'allowed')?.path;
}
