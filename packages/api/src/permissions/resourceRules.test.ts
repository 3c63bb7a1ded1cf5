import { describe, expect, it } from 'vitest';
import { createAuthorizer, narrowAuthorizer } from './permissions';
import { ResourceRules, allowCovers, denyCovers, withResourceRules, type ResourceRule } from './resourceRules';
import { canRunCheck } from './runChecks';

describe('rules on single resources', () => {
  it('reads a deny broadly and an allow narrowly', () => {
    expect(denyCovers('update', 'delete')).toBe(true); // any write denied refuses every write
    expect(denyCovers('read', 'update')).toBe(false);
    expect(denyCovers('*', 'playbook:run')).toBe(true);
    expect(denyCovers('playbook:*', 'playbook:run')).toBe(true);
    expect(denyCovers('update', 'playbook:run')).toBe(false);
    expect(allowCovers('update', 'delete')).toBe(false); // an allow grants what it names
    expect(allowCovers('create,read,update,delete', 'delete')).toBe(true);
    expect(allowCovers('write', 'update')).toBe(true);
    expect(allowCovers('write', 'read')).toBe(false);
    expect(allowCovers('playbook:*', 'playbook:run')).toBe(true);
    expect(allowCovers('read', 'playbook:run')).toBe(false);
  });

  it('lets a deny beat an allow on the same resource, and keeps kinds apart', () => {
    const rules = new ResourceRules([
      { column: 'connection_id', id: 'a', action: 'read', deny: false },
      { column: 'connection_id', id: 'b', action: '*', deny: false },
      { column: 'connection_id', id: 'b', action: 'read', deny: true },
      { column: 'check_id', id: 'a', action: 'read', deny: true },
    ]);
    expect([...rules.allowedIds('connection_id', 'read')]).toEqual(['a']);
    expect([...rules.allowedIds('connection_id', 'update')]).toEqual(['b']);
    expect([...rules.deniedIds('connection_id', 'read')]).toEqual(['b']);
    expect(rules.isAllowed('connection_id', 'b', 'read')).toBe(false);
    expect(rules.isDenied('check_id', 'a', 'read')).toBe(true);
    expect(rules.isDenied('connection_id', 'a', 'read')).toBe(false);
  });
});

describe('withResourceRules: the client hides what the server refuses', () => {
  const A = '0f5e3c1a-0000-4000-8000-00000000000a';
  const B = '0f5e3c1a-0000-4000-8000-00000000000b';
  const allowA: ResourceRule = { column: 'connection_id', id: A, action: 'read,update', deny: false };
  const denyB: ResourceRule = { column: 'connection_id', id: B, action: 'update', deny: true };

  it('an allow on one connection opens that one to a viewer, and the kind (for the page), nothing else', () => {
    const viewer = withResourceRules(createAuthorizer({ roles: ['viewer'] }), { rules: [allowA], permissions: [] });
    expect(viewer.can('connections', 'read')).toBe(false);
    expect(viewer.canSome('connections', 'connection_id', 'read')).toBe(true);
    expect(viewer.canOn('connections', { column: 'connection_id', id: A.toUpperCase(), action: 'update' })).toBe(true);
    expect(viewer.canOn('connections', { column: 'connection_id', id: A, action: 'delete' })).toBe(false);
    expect(viewer.canOn('connections', { column: 'connection_id', id: B, action: 'read' })).toBe(false);
    expect(viewer.canSome('playbooks', 'playbook_id', 'read')).toBe(true); // the area: viewers read playbooks
    expect(viewer.canSome('connections', 'connection_id', 'delete')).toBe(false);
  });

  it('a deny on one connection closes it to an admin, and only it', () => {
    const admin = withResourceRules(createAuthorizer({ roles: ['admin'] }), { rules: [denyB], permissions: [] });
    expect(admin.canOn('connections', { column: 'connection_id', id: B, action: 'update' })).toBe(false);
    expect(admin.canOn('connections', { column: 'connection_id', id: B, action: 'delete' })).toBe(false); // a denied write refuses every write
    expect(admin.canOn('connections', { column: 'connection_id', id: B, action: 'read' })).toBe(true);
    expect(admin.canOn('connections', { column: 'connection_id', id: A, action: 'update' })).toBe(true);
    expect(admin.deniedOn({ column: 'connection_id', id: B, action: 'update' })).toBe(true);
  });

  it('a deny on the area, or a token scoped without it, keeps an allow on one resource from granting', () => {
    const areaDeny = [{ object: 'connection', action: 'read', deny: true }];
    const denied = withResourceRules(createAuthorizer({ roles: ['viewer'], permissions: areaDeny }), { rules: [allowA], permissions: areaDeny });
    expect(denied.canOn('connections', { column: 'connection_id', id: A, action: 'read' })).toBe(false);
    expect(denied.canSome('connections', 'connection_id', 'read')).toBe(false);
    const scopes = [{ object: 'canaries', action: 'read' }];
    const token = withResourceRules(narrowAuthorizer(createAuthorizer({ roles: ['viewer'] }), scopes), { rules: [allowA], permissions: [], scopes });
    expect(token.canOn('connections', { column: 'connection_id', id: A, action: 'read' })).toBe(false);
  });

  it('Run Now on one check: by role, by an allow on that check, never past a deny on it', () => {
    const check = 'c0ffee00-0000-4000-8000-000000000001';
    const other = 'c0ffee00-0000-4000-8000-000000000002';
    const allow: ResourceRule = { column: 'check_id', id: check, action: 'update', deny: false };
    const deny: ResourceRule = { column: 'check_id', id: check, action: 'write', deny: true };
    const viewer = withResourceRules(createAuthorizer({ roles: ['viewer'] }), { rules: [allow], permissions: [] });
    expect(canRunCheck(viewer, check)).toBe(true);
    expect(canRunCheck(viewer, other)).toBe(false);
    const responder = withResourceRules(createAuthorizer({ roles: ['responder'] }), { rules: [deny], permissions: [] });
    expect(canRunCheck(responder, other)).toBe(true); // responders run checks by writing incidents
    expect(canRunCheck(responder, check)).toBe(false);
  });
});
