/**
 * Roles and resource areas of the console (spec 000 section 6, spec 001 section 6), and the authorizer built from a
 * whoami payload. The server enforces these rules; the client uses the same ones only to hide what a user cannot do.
 */

export const ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest'] as const;
export type Role = (typeof ROLES)[number];

export const RESOURCES = [
  'database',
  'rbac',
  'auth',
  'responder',
  'incident',
  'evidences',
  'comments',
  'canaries',
  'catalog',
  'topologies',
  'config_scrapers',
  'identities',
  'connections',
  'kratos',
  'agents',
  'feature_flags',
  'logging_backends',
  'integrations',
  'notifications',
  'playbooks',
  'playbook_runs',
  'permissions',
  'views',
  'teams',
  'applications',
  // Using the MCP endpoint at all; each tool call then checks the resource it touches.
  'mcp',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type Access = 'read' | 'write';

/** The resources no one but an admin reads or writes. */
const ADMIN_ONLY: readonly Resource[] = ['rbac', 'identities', 'connections'];
/** What commanders and responders may write. */
const RESPONDER_WRITES: readonly Resource[] = ['responder', 'incident', 'evidences', 'comments'];

const all = (except: readonly Resource[] = []): Resource[] => RESOURCES.filter((r) => !except.includes(r));

export const ROLE_PERMISSIONS: Readonly<Record<Role, { read: readonly Resource[]; write: readonly Resource[] }>> = {
  admin: { read: all(), write: all() },
  editor: { read: all(), write: all(ADMIN_ONLY) },
  commander: { read: all(ADMIN_ONLY), write: RESPONDER_WRITES },
  responder: { read: all(ADMIN_ONLY), write: RESPONDER_WRITES },
  viewer: { read: all(ADMIN_ONLY), write: [] },
  guest: { read: all(ADMIN_ONLY), write: [] },
};

/** A permission row as whoami returns it (Mission Control's policy shape). */
export interface PermissionGrant {
  id?: string;
  subject?: string;
  object?: string;
  action?: string;
  deny?: boolean;
  condition?: string;
}

export interface AuthorizerInput {
  roles?: readonly string[] | null;
  permissions?: readonly PermissionGrant[] | null;
}

export interface Authorizer {
  roles: readonly string[];
  isAdmin: boolean;
  /** Viewer or guest: a read-only user. */
  isViewer: boolean;
  can(resource: string, access: Access): boolean;
  canAny(resources: readonly string[], access: Access): boolean;
}

export function isResource(value: string): value is Resource {
  return (RESOURCES as readonly string[]).includes(value);
}

/** Which of read and write an action string grants: `*` both, `read` read, `write|create|update|delete` write. */
export function accessOfAction(action: string): Access[] {
  const out = new Set<Access>();
  for (const part of action.split(',').map((a) => a.trim())) {
    if (part === '*' || part === 'read') out.add('read');
    if (part === '*' || part === 'write' || part === 'create' || part === 'update' || part === 'delete') out.add('write');
  }
  return [...out];
}

/**
 * Mission Control's policy objects (duty rbac objects; spec 001 section 6 "global objects"), which permission rows
 * and token scopes name, and the resource areas of ours each one covers. An object that is one of our RESOURCES and
 * not listed here covers just itself; an unknown object covers nothing but its own name.
 */
export const OBJECT_RESOURCES: Readonly<Record<string, readonly Resource[]>> = {
  // Mission Control keeps incidents, hypotheses, evidence, comments and responders under one object.
  incident: ['incident', 'evidences', 'comments', 'responder'],
  topology: ['topologies'],
  connection: ['connections'],
  'connection-detail': ['connections'],
  notification: ['notifications'],
  people: ['identities', 'teams'],
  agent: ['agents'],
  'agent-push': ['agents'],
  application: ['applications'],
  playbooks: ['playbooks', 'playbook_runs'],
  'database.public': ['database'],
  'database.identities': ['identities'],
  'database.kratos': ['kratos'],
  'database.config_scrapers': ['config_scrapers'],
  'database.system': ['permissions', 'feature_flags'],
};

/** The resource areas a policy object covers (`*`: all of them). */
export function resourcesOfObject(object: string): string[] {
  if (object === '*') return [...RESOURCES];
  return [...(OBJECT_RESOURCES[object] ?? [object])];
}

/** Actions on playbooks that act on runs: they need write on playbook_runs, not on the playbook itself. */
const RUN_ACTIONS = ['playbook:run', 'playbook:approve', 'playbook:cancel'];

export interface ResourceGrant {
  resource: string;
  access: Access;
}

/**
 * What one allow/deny row (or token scope entry) grants, as resource areas and read/write. Create, update and delete
 * all count as write: the server checks read or write per resource, so finer actions collapse to write.
 */
export function grantsOfPermission(object: string, action: string): ResourceGrant[] {
  const out = new Map<string, ResourceGrant>();
  const add = (resource: string, access: Access) => out.set(`${resource}:${access}`, { resource, access });
  const resources = resourcesOfObject(object);
  const coversRuns = object === '*' || object === 'playbooks';
  for (const part of action.split(',').map((a) => a.trim())) {
    if (RUN_ACTIONS.includes(part)) {
      if (coversRuns) add('playbook_runs', 'write');
      continue;
    }
    for (const access of accessOfAction(part)) {
      for (const resource of resources) {
        // Editing a playbook is not running it: create/update/delete on playbooks leave its runs alone.
        if (object === 'playbooks' && resource === 'playbook_runs' && access === 'write' && part !== '*') continue;
        add(resource, access);
      }
    }
  }
  return [...out.values()];
}

export function createAuthorizer(input: AuthorizerInput): Authorizer {
  const roles = [...(input.roles ?? [])];
  const granted: Record<Access, Set<string>> = { read: new Set(), write: new Set() };
  const denied: Record<Access, Set<string>> = { read: new Set(), write: new Set() };

  for (const role of roles) {
    const defs = ROLE_PERMISSIONS[role as Role];
    if (!defs) continue;
    defs.read.forEach((r) => granted.read.add(r));
    defs.write.forEach((r) => granted.write.add(r));
  }
  for (const p of input.permissions ?? []) {
    // Conditional grants apply to single objects, which the client cannot judge: the server decides those.
    if (!p.object || p.condition || !p.action) continue;
    for (const { resource, access } of grantsOfPermission(p.object, p.action)) {
      (p.deny ? denied : granted)[access].add(resource);
    }
  }

  // A deny always wins over a grant, whether the grant came from a role or from an allow row.
  const can = (resource: string, access: Access) => granted[access].has(resource) && !denied[access].has(resource);
  return {
    roles,
    isAdmin: roles.includes('admin'),
    isViewer: roles.includes('viewer') || roles.includes('guest'),
    can,
    canAny: (resources, access) => resources.some((r) => can(r, access)),
  };
}

/**
 * An authorizer that allows only what both `person` and the token `scopes` allow: a scoped API token never does
 * more than its scopes, nor more than its person. The server decides with it and the client hides with it.
 */
export function narrowAuthorizer(person: Authorizer, scopes: readonly PermissionGrant[]): Authorizer {
  const scoped = createAuthorizer({ permissions: scopes });
  const can = (resource: string, access: Access) => person.can(resource, access) && scoped.can(resource, access);
  return { ...person, can, canAny: (resources, access) => resources.some((r) => can(r, access)) };
}
