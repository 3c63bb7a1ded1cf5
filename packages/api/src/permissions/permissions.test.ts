import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RESOURCES,
  ROLES,
  createAuthorizer,
  narrowAuthorizer,
  grantsOfPermission,
  resourcesOfObject,
  type Access,
  type PermissionGrant,
} from './permissions';

// The role table of spec 000 section 6 / spec 001 section 6, written out here rather than read from ROLE_PERMISSIONS,
// so that a change to the definition that breaks the table fails this test.
const NOT_FOR_RESPONDERS = ['rbac', 'identities', 'connections'];
const RESPONDER_WRITES = ['responder', 'incident', 'evidences', 'comments'];
function expected(role: string, resource: string, access: Access): boolean {
  switch (role) {
    case 'admin':
      return true;
    case 'editor':
      return access === 'read' || !NOT_FOR_RESPONDERS.includes(resource);
    case 'commander':
    case 'responder':
      if (access === 'read') return !NOT_FOR_RESPONDERS.includes(resource);
      return RESPONDER_WRITES.includes(resource);
    case 'viewer':
    case 'guest':
      return access === 'read' && !NOT_FOR_RESPONDERS.includes(resource);
    default:
      return false;
  }
}

describe('role table', () => {
  for (const role of ROLES) {
    it(`gives ${role} exactly the reads and writes of the spec table`, () => {
      const auth = createAuthorizer({ roles: [role] });
      for (const resource of RESOURCES) {
        for (const access of ['read', 'write'] as const) {
          expect([role, resource, access, auth.can(resource, access)]).toEqual([
            role,
            resource,
            access,
            expected(role, resource, access),
          ]);
        }
      }
    });
  }

  it('covers every resource area named by the specs', () => {
    const specAreas = [
      'database', 'rbac', 'auth', 'responder', 'incident', 'evidences', 'comments', 'canaries', 'topologies',
      'config_scrapers', 'identities', 'connections', 'kratos', 'agents', 'feature_flags', 'logging_backends',
      'integrations', 'notifications', 'playbooks', 'playbook_runs', 'permissions', 'views',
    ];
    for (const area of specAreas) expect(RESOURCES).toContain(area);
  });

  it('flags admins and read-only users', () => {
    expect(createAuthorizer({ roles: ['admin'] }).isAdmin).toBe(true);
    expect(createAuthorizer({ roles: ['editor'] }).isAdmin).toBe(false);
    expect(createAuthorizer({ roles: ['viewer'] }).isViewer).toBe(true);
    expect(createAuthorizer({ roles: ['guest'] }).isViewer).toBe(true);
    expect(createAuthorizer({ roles: ['responder'] }).isViewer).toBe(false);
  });

  it('gives nothing to no role or an unknown role', () => {
    for (const roles of [[], ['everyone'], ['root']]) {
      const auth = createAuthorizer({ roles });
      expect(RESOURCES.some((r) => auth.can(r, 'read') || auth.can(r, 'write'))).toBe(false);
    }
  });
});

describe('allow and deny rows', () => {
  it('an allow row widens a role', () => {
    const auth = createAuthorizer({ roles: ['viewer'], permissions: [{ object: 'canaries', action: 'create' }] });
    expect(auth.can('canaries', 'write')).toBe(true);
    expect(auth.can('topologies', 'write')).toBe(false);
  });

  it('a deny row narrows a role, and wins over an allow row for the same thing', () => {
    const auth = createAuthorizer({
      roles: ['admin'],
      permissions: [
        { object: 'connections', action: 'read', deny: true },
        { object: 'connections', action: 'read' },
      ],
    });
    expect(auth.can('connections', 'read')).toBe(false);
    expect(auth.can('connections', 'write')).toBe(true);
  });

  it('`*` as object applies to every area, `*` as action to read and write', () => {
    const denyAll = createAuthorizer({ roles: ['admin'], permissions: [{ object: '*', action: 'update', deny: true }] });
    expect(RESOURCES.every((r) => denyAll.can(r, 'read') && !denyAll.can(r, 'write'))).toBe(true);
    const allowAll = createAuthorizer({ permissions: [{ object: '*', action: '*' }] });
    expect(RESOURCES.every((r) => allowAll.can(r, 'read') && allowAll.can(r, 'write'))).toBe(true);
  });

  it('reads the comma list of actions the permission editor offers', () => {
    const auth = createAuthorizer({ permissions: [{ object: 'views', action: 'create,read,update,delete' }] });
    expect(auth.can('views', 'read')).toBe(true);
    expect(auth.can('views', 'write')).toBe(true);
  });

  it('ignores conditional rows and rows without object or action (the server judges those per object)', () => {
    const rows: PermissionGrant[] = [
      { object: 'canaries', action: 'read', condition: 'r.obj.name == "x"' },
      { action: 'read' },
      { object: 'canaries' },
    ];
    const auth = createAuthorizer({ permissions: rows });
    expect(auth.can('canaries', 'read')).toBe(false);
  });

  it("maps Mission Control's objects to our areas", () => {
    expect(resourcesOfObject('incident')).toEqual(['incident', 'evidences', 'comments', 'responder']);
    expect(resourcesOfObject('topology')).toEqual(['topologies']);
    expect(resourcesOfObject('connection')).toEqual(['connections']);
    expect(resourcesOfObject('canaries')).toEqual(['canaries']);
    expect(resourcesOfObject('something-else')).toEqual(['something-else']);
    const auth = createAuthorizer({ roles: ['viewer'], permissions: [{ object: 'incident', action: 'create' }] });
    expect(auth.can('evidences', 'write')).toBe(true);
    expect(auth.can('comments', 'write')).toBe(true);
  });

  it('playbook:run and playbook:approve grant write on runs, not on the playbook', () => {
    expect(grantsOfPermission('playbooks', 'playbook:run')).toEqual([{ resource: 'playbook_runs', access: 'write' }]);
    const editing = grantsOfPermission('playbooks', 'read,create');
    expect(editing).toContainEqual({ resource: 'playbooks', access: 'write' });
    expect(editing).toContainEqual({ resource: 'playbook_runs', access: 'read' });
    expect(editing).not.toContainEqual({ resource: 'playbook_runs', access: 'write' });
    // Run actions on another object mean nothing.
    expect(grantsOfPermission('canaries', 'playbook:run')).toEqual([]);
  });
});

describe('properties', () => {
  const access = fc.constantFrom<Access>('read', 'write');
  const resource = fc.constantFrom(...RESOURCES);
  const row = fc.record({
    object: fc.oneof(fc.constant('*'), resource, fc.constantFrom('incident', 'topology', 'playbooks')),
    action: fc.constantFrom('read', 'create', 'update', 'delete', '*', 'create,read,update,delete'),
    deny: fc.boolean(),
  });
  const roles = fc.subarray([...ROLES]);

  it('a matching deny row always removes the access, whatever else is granted', () => {
    fc.assert(
      fc.property(roles, fc.array(row, { maxLength: 6 }), resource, access, (rs, rows, r, a) => {
        const deny = { object: r, action: a === 'read' ? 'read' : 'update', deny: true };
        expect(createAuthorizer({ roles: rs, permissions: [...rows, deny] }).can(r, a)).toBe(false);
      }),
    );
  });

  it('allow rows only ever add, and the order of rows does not matter', () => {
    fc.assert(
      fc.property(roles, fc.array(row, { maxLength: 6 }), resource, access, (rs, rows, r, a) => {
        const allows = rows.filter((x) => !x.deny);
        const base = createAuthorizer({ roles: rs }).can(r, a);
        const widened = createAuthorizer({ roles: rs, permissions: allows }).can(r, a);
        if (base) expect(widened).toBe(true);
        const reversed = createAuthorizer({ roles: rs, permissions: [...rows].reverse() }).can(r, a);
        expect(reversed).toBe(createAuthorizer({ roles: rs, permissions: rows }).can(r, a));
      }),
    );
  });
});

describe('narrowAuthorizer (scoped API tokens)', () => {
  it('allows only what both the person and the scopes allow', () => {
    const admin = createAuthorizer({ roles: ['admin'] });
    const readCanaries = narrowAuthorizer(admin, [{ object: 'canaries', action: 'read' }]);
    expect(readCanaries.can('canaries', 'read')).toBe(true);
    expect(readCanaries.can('canaries', 'write')).toBe(false);
    expect(readCanaries.can('incident', 'read')).toBe(false);
    expect(readCanaries.canAny(['incident', 'canaries'], 'read')).toBe(true);
    expect(readCanaries.isAdmin).toBe(true);
    const viewer = createAuthorizer({ roles: ['viewer'] });
    expect(narrowAuthorizer(viewer, [{ object: 'canaries', action: '*' }]).can('canaries', 'write')).toBe(false);
    expect(narrowAuthorizer(admin, []).can('canaries', 'read')).toBe(false);
  });
});
