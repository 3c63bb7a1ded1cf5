import { ROLES, type Role } from '@opsdeck/api';
import { hashPassword } from '../auth/secrets';
import type { Queryable } from '../db/queryable';
import { insertRows } from './bulkInsert';
import { seedUuid } from './seedIds';

/** The one password of every demo user: printed at start and in the README. */
export const DEMO_PASSWORD = 'opsdeck-demo';

export interface DemoUser {
  id: string;
  email: string;
  role: Role;
  first: string;
  last: string;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One demo user per role, `<role>@opsdeck.local`, in the order of ROLES (admin first). */
export const DEMO_USERS: readonly DemoUser[] = ROLES.map((role) => ({
  id: seedUuid('person', `${role}@opsdeck.local`),
  email: `${role}@opsdeck.local`,
  role,
  first: capitalized(role),
  last: 'Demo',
}));

export const DEMO_ADMIN = DEMO_USERS[0]!;

/**
 * Each demo user is a person, a role binding, an identity and a password credential: everything the identity flows
 * and the authorizer read. The password is hashed once for all of them (scrypt costs ~50 ms a hash).
 */
export async function seedDemoUsers(db: Queryable, now: Date): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const at = now.toISOString();
  await insertRows(
    db,
    'people',
    { id: 'uuid', name: 'text', email: 'text', title: 'text', type: 'text', created_at: 'timestamptz' },
    DEMO_USERS.map((u) => ({ id: u.id, name: `${u.first} ${u.last}`, email: u.email, title: `Demo ${u.role}`, type: 'human', created_at: at })),
  );
  await insertRows(
    db,
    'casbin_rule',
    { ptype: 'text', v0: 'text', v1: 'text' },
    DEMO_USERS.map((u) => ({ ptype: 'g', v0: u.id, v1: u.role })),
  );
  await insertRows(
    db,
    'identities',
    { id: 'uuid', traits: 'jsonb', created_at: 'timestamptz', state_changed_at: 'timestamptz' },
    DEMO_USERS.map((u) => ({
      id: u.id,
      traits: { email: u.email, name: { first: u.first, last: u.last } },
      created_at: at,
      state_changed_at: at,
    })),
  );
  await insertRows(
    db,
    'identity_credentials',
    { identity_id: 'uuid', type: 'text', identifier: 'text', hash: 'text' },
    DEMO_USERS.map((u) => ({ identity_id: u.id, type: 'password', identifier: u.email, hash })),
  );
}

/** The block printed at start: who can sign in and how. */
export function demoCredentialsBanner(baseUrl: string): string {
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  const lines = [
    'Opsdeck demo users (password for all: ' + DEMO_PASSWORD + ')',
    ...DEMO_USERS.map((u) => `  ${u.email.padEnd(width)}  ${u.role}`),
    `Sign in at ${baseUrl}/login  (OPSDECK_DEMO=0 turns demo mode off)`,
  ];
  const rule = '='.repeat(Math.max(...lines.map((l) => l.length)));
  return [rule, ...lines, rule].join('\n');
}
