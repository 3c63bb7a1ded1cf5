import { createAuthorizer, withResourceRules } from '@opsdeck/api';
import { describe, expect, it } from 'vitest';
import { PAGES, documentTitle, hasPage, type PageDefinition } from '../app/pages';
import { PAGE_ELEMENTS } from '../app/router';
import { landingPath, navigation, pageAccess } from './navAccess';

const as = (role: string, permissions: Parameters<typeof createAuthorizer>[0]['permissions'] = []) =>
  createAuthorizer({ roles: [role], permissions });

const pages: PageDefinition[] = [
  { path: '/health', title: 'Health', resource: 'canaries', action: 'read', feature: 'health', nav: { section: 'main', label: 'Health', icon: 'flag' } },
  { path: '/settings/tokens', title: 'Tokens', resource: 'auth', action: 'read', nav: { section: 'settings', label: 'Tokens', icon: 'flag' } },
  { path: '/settings/connections', title: 'Connections', resource: 'connections', action: 'read', nav: { section: 'settings', label: 'Connections', icon: 'flag' } },
  { path: '/settings/agents', title: 'Agents', resource: 'agents', action: 'read', feature: 'agents', nav: { section: 'settings', label: 'Agents', icon: 'flag' } },
];

describe('navigation (the sidebar)', () => {
  it('shows settings sorted by name for an admin', () => {
    const nav = navigation({ authorizer: as('admin'), properties: [] }, pages);
    expect(nav.main.map((e) => e.label)).toEqual(['Health']);
    expect(nav.settings.map((e) => e.label)).toEqual(['Agents', 'Connections', 'Tokens']);
  });

  it('hides what the user may not read and what a feature flag turned off, parents included', () => {
    const nav = navigation({ authorizer: as('editor'), properties: [{ name: 'agents.disable', value: 'true' }] }, pages);
    expect(nav.settings.map((e) => e.label)).toEqual(['Connections', 'Tokens']);
    const denied = navigation(
      { authorizer: as('editor', [{ object: 'canaries', action: 'read', deny: true }]), properties: [] },
      pages,
    );
    expect(denied.main).toEqual([]);
  });

  it('hides Settings entirely for viewers and guests, though they may read the pages', () => {
    for (const role of ['viewer', 'guest']) {
      const nav = navigation({ authorizer: as(role), properties: [] }, pages);
      expect(nav.settings).toEqual([]);
      expect(nav.main.map((e) => e.label)).toEqual(['Health']);
    }
  });

  it('hides Settings when none of its pages is readable', () => {
    const onlyConnections = pages.filter((p) => p.path === '/settings/connections');
    expect(navigation({ authorizer: as('responder'), properties: [] }, onlyConnections).settings).toEqual([]);
  });

  it('shows the Connections page to a responder whom a permission allows one connection, and to no one else', () => {
    const connections = PAGES.find((p) => p.path === '/settings/connections')!;
    const rules = (deny: boolean) => [{ column: 'connection_id' as const, id: 'c1', action: 'read', deny }];
    const responder = (deny: boolean) => withResourceRules(as('responder'), { rules: rules(deny), permissions: [] });
    expect(pageAccess(connections, { authorizer: as('responder'), properties: [] })).toBe('unauthorized');
    expect(pageAccess(connections, { authorizer: responder(false), properties: [] })).toBe('allowed');
    expect(navigation({ authorizer: responder(false), properties: [] }).settings.map((e) => e.label)).toContain('Connections');
    expect(pageAccess(connections, { authorizer: responder(true), properties: [] })).toBe('unauthorized');
    // Viewers see no Settings (spec 000 section 2), whatever they are allowed.
    const viewer = withResourceRules(as('viewer'), { rules: rules(false), permissions: [] });
    expect(navigation({ authorizer: viewer, properties: [] }).settings).toEqual([]);
  });
});

describe('pageAccess and landingPath', () => {
  it('guards a page by feature first, then resource and action', () => {
    const tokens = pages[1]!;
    expect(pageAccess(tokens, { authorizer: as('viewer'), properties: [] })).toBe('allowed');
    expect(pageAccess({ ...tokens, action: 'write' }, { authorizer: as('viewer'), properties: [] })).toBe('unauthorized');
    expect(pageAccess(pages[0]!, { authorizer: as('admin'), properties: { 'health.disable': 'true' } })).toBe('disabled');
  });

  it('lands on the first page in sidebar order the user may open, or nowhere', () => {
    expect(landingPath({ authorizer: as('admin'), properties: [] }, pages)).toBe('/health');
    expect(landingPath({ authorizer: as('admin'), properties: [{ name: 'health.disable', value: 'true' }] }, pages)).toBe('/settings/agents');
    expect(landingPath({ authorizer: createAuthorizer({ roles: [] }), properties: [] }, pages)).toBeUndefined();
  });

  it('lands every demo role on the health page, the first page of the sidebar that exists', () => {
    for (const role of ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest']) {
      expect(landingPath({ authorizer: as(role), properties: [] })).toBe('/health');
    }
    expect(landingPath({ authorizer: as('admin'), properties: [{ name: 'health.disable', value: 'true' }] })).toBe('/incidents');
  });
});

describe('the page list', () => {
  it('has a component for every page, and only pages that exist', () => {
    expect(Object.keys(PAGE_ELEMENTS).sort()).toEqual(PAGES.map((p) => p.path).sort());
    expect(hasPage('/settings/feature-flags')).toBe(true);
    expect(hasPage('/notifications')).toBe(false);
    expect(hasPage('/profile-settings')).toBe(false);
  });

  it("titles documents '<page> | Opsdeck'", () => {
    expect(documentTitle('Feature Flags')).toBe('Feature Flags | Opsdeck');
    expect(documentTitle()).toBe('Opsdeck');
  });
});
