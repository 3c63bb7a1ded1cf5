// The data behind the ConnectionForm and PermissionEditor stories, as the API answers it, and the routes that serve
// it from storyBackend's in-memory fetch.
import type { Connection, PermissionSummary } from '@opsdeck/api';
import { page, type StoryRequest, type StoryRoutes } from './storyBackend';

export const STORED_CONNECTION_ID = '33333333-3333-4333-8333-333333333333';

/** A Postgres connection as the API returns it: secrets masked. */
export const storedConnection = {
  id: STORED_CONNECTION_ID,
  name: 'postgres-main',
  namespace: 'data',
  type: 'postgres',
  url: 'postgres://db.internal:5432/app?sslmode=require',
  username: '***',
  password: '***',
  source: 'UI',
  properties: {},
  created_at: '2026-01-01T09:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
} as Connection;

const PERSON = { id: '11111111-1111-4111-8111-111111111111', name: 'Viewer Vic', email: 'viewer@opsdeck.local' };
const TEAM = { id: '22222222-2222-4222-8222-222222222222', name: 'Platform' };
const NOTIFICATION = { id: '44444444-4444-4444-8444-444444444444', name: 'sre-alerts' };
const ADMIN = { id: '55555555-5555-4555-8555-555555555555', name: 'Admin Ada', email: 'admin@opsdeck.local' };

function permission(id: string, fields: Partial<PermissionSummary>): PermissionSummary {
  return {
    id,
    action: 'read',
    deny: false,
    source: 'UI',
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-02T10:00:00Z',
    created_by: ADMIN,
    ...fields,
  } as PermissionSummary;
}

/** One row of each kind the table tells apart: subjects, resources, allow and deny, an end date, another source. */
export const permissionRows: PermissionSummary[] = [
  permission('p-1', { subject_type: 'person', subject: PERSON.id, person: PERSON, object: 'canaries', description: 'Read health checks' }),
  permission('p-2', {
    subject_type: 'team', subject: TEAM.id, team: TEAM, deny: true, action: 'update',
    connection_id: STORED_CONNECTION_ID, connection_object: { id: STORED_CONNECTION_ID, name: storedConnection.name },
  }),
  permission('p-3', { subject_type: 'notification', subject: NOTIFICATION.id, notification: NOTIFICATION, action: 'playbook:run', object: 'playbooks', until: '2026-12-31T23:59:00Z' }),
  permission('p-4', { subject_type: 'group', subject: 'editor', action: '*', object: 'connection', source: 'KubernetesCRD', name: 'editors-connections', namespace: 'opsdeck' }),
  permission('p-5', {
    subject_type: 'person', subject: PERSON.id, person: PERSON, action: 'read',
    connection_id: STORED_CONNECTION_ID, connection_object: { id: STORED_CONNECTION_ID, name: storedConnection.name },
  }),
];

const SUBJECTS: Record<string, { id: string; name: string; type: string; owner: string | null }[]> = {
  person: [
    { id: ADMIN.id, name: ADMIN.name, type: 'person', owner: ADMIN.email },
    { id: PERSON.id, name: PERSON.name, type: 'person', owner: PERSON.email },
  ],
  team: [{ id: TEAM.id, name: TEAM.name, type: 'team', owner: null }],
  notification: [{ id: NOTIFICATION.id, name: NOTIFICATION.name, type: 'notification', owner: null }],
  role: [
    { id: 'admin', name: 'admin', type: 'role', owner: null },
    { id: 'editor', name: 'editor', type: 'role', owner: null },
    { id: 'viewer', name: 'viewer', type: 'role', owner: null },
  ],
};

/** `count` permissions: the fixture rows over and over, each with its own id, as a long list to page through. */
export function manyPermissionRows(count: number): PermissionSummary[] {
  return Array.from({ length: count }, (_, i) => ({ ...permissionRows[i % permissionRows.length]!, id: `p-many-${i + 1}` }));
}

/** `eq.value` -> value (PostgREST's equality filter as the widgets send it). */
const eq = (request: StoryRequest, column: string) => request.query.get(column)?.replace(/^eq\./, '') ?? null;

/**
 * The permission list filtered the way PostgREST would by the `eq.` columns the widget sends (subject, action, the
 * scope's id column), sorted newest first, one page of it by `offset` and `limit`; `total` overrides the count.
 */
export function permissionRoutes(rows: readonly PermissionSummary[] = permissionRows, total?: number): StoryRoutes {
  return {
    'GET /db/permissions_summary': (request) => {
      const columns = ['subject', 'action', 'connection_id', 'playbook_id', 'config_id', 'component_id', 'check_id'] as const;
      const matching = rows.filter((row) =>
        columns.every((column) => {
          const wanted = eq(request, column);
          return wanted === null || wanted.startsWith('not.') || String((row as Record<string, unknown>)[column]) === wanted;
        }),
      );
      const offset = Number(request.query.get('offset') ?? 0);
      const limit = Number(request.query.get('limit') ?? matching.length);
      return page(matching.slice(offset, offset + limit), total ?? matching.length);
    },
    'GET /db/permission_subjects': (request) => SUBJECTS[eq(request, 'type') ?? ''] ?? [],
    'GET /db/connections': () => [{ id: STORED_CONNECTION_ID, name: storedConnection.name, type: storedConnection.type }],
    'GET /db/playbooks': () => [],
    'GET /db/config_items': () => [],
    'GET /db/components': () => [],
    'GET /db/checks': () => [],
  };
}

/** The stored connection by id, its test, and the permissions of its Permissions tab. */
export function connectionRoutes(connection: Connection = storedConnection): StoryRoutes {
  const permissions = permissionRoutes();
  return {
    ...permissions,
    'GET /db/connections': (request) =>
      request.query.get('select') === '*' ? (eq(request, 'id') === connection.id ? [connection] : []) : permissions['GET /db/connections']!(request),
    [`POST /connection/test/${connection.id}`]: () => ({ message: 'ok', payload: { server: 'PostgreSQL', version: 'PostgreSQL 16.4', database: 'app' } }),
  };
}
