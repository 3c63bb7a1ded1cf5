import { grantsOfPermission } from '@opsdeck/api';
import { principalCan, type Principal } from '../auth/principal';
import { forbidden } from '../httpError';
import type { Relation } from './catalog';
import type { RowObject } from './compileWrite';

/**
 * Rules that a table's RBAC area alone cannot express, checked before a write runs:
 * - nobody grants through a permission row what they could not do themselves (an editor cannot hand anyone
 *   the admin-only areas, nor `*`, nor bind the admin role), and nobody changes or removes such a row;
 * - only an admin publishes a view for anonymous embeds (views.public).
 */

export interface GuardInput {
  relation: Relation;
  principal: Principal;
  /** The rows of a POST, or the one patch of a PATCH; empty for DELETE. */
  incoming: RowObject[];
  /** The rows a PATCH or DELETE matches (read inside the write's transaction). */
  matched?: (columns: string[]) => Promise<RowObject[]>;
}

function refuse(principal: Principal, message: string, object: string): never {
  const subject = principal.person.email ?? principal.person.id;
  throw forbidden(`${subject} ${message}`, { subject, object, action: 'write' });
}

function checkPermissionRow(principal: Principal, row: RowObject) {
  const object = row.object;
  if (typeof object === 'string' && object !== '') {
    // Mission Control object names (connection, database.system, ...) cover our areas: judge what the row grants.
    const action = typeof row.action === 'string' ? row.action : '*';
    const beyond = object === '*' || grantsOfPermission(object, action).some((g) => !principalCan(principal, g.resource, g.access));
    if (beyond) refuse(principal, `may not grant or change '${action}' on '${object}', which they cannot do themselves`, object);
  }
  const subjectType = row.subject_type;
  if ((subjectType === 'group' || subjectType === 'role') && row.subject === 'admin') {
    refuse(principal, 'may not grant or change permissions of the admin role', 'permissions');
  }
}

export async function enforceWriteGuards({ relation, principal, incoming, matched }: GuardInput): Promise<void> {
  if (principal.authorizer.isAdmin) return;
  if (relation.name === 'views' && incoming.some((row) => 'public' in row)) {
    refuse(principal, 'may not publish or unpublish a view: only an admin may', 'views');
  }
  if (relation.name === 'permissions') {
    incoming.forEach((row) => checkPermissionRow(principal, row));
    if (matched) {
      // A PATCH is judged on each matched row both as it is and as it would become.
      const patch = incoming[0] ?? {};
      for (const row of await matched(['object', 'action', 'subject_type', 'subject'])) {
        checkPermissionRow(principal, row);
        checkPermissionRow(principal, { ...row, ...patch });
      }
    }
  }
}
