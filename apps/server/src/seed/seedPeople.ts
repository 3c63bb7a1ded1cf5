import type { Queryable } from '../db/queryable';
import { insertRows } from './bulkInsert';
import { PEOPLE, TEAMS } from './demoCatalog';
import { DEMO_USERS } from './demoUsers';
import { DAY, before, seedUuid } from './seedIds';

export const personId = (email: string) => seedUuid('person', email);
export const teamId = (name: string) => seedUuid('team', name);

/**
 * People who are not demo users (no identity, no role: they own things and respond to incidents), the teams and
 * their members. The commander and responder demo users sit in 'Incident Command', a team no permission row names,
 * so team membership never changes what a demo user may do.
 */
export async function seedPeople(db: Queryable, now: Date, createdBy: string): Promise<void> {
  await insertRows(
    db,
    'people',
    { id: 'uuid', name: 'text', email: 'text', title: 'text', type: 'text', team_id: 'uuid', created_at: 'timestamptz', last_login: 'timestamptz' },
    PEOPLE.map((p, i) => ({
      id: personId(p.email),
      name: p.name,
      email: p.email,
      title: p.title,
      type: 'human',
      team_id: teamId(p.team),
      created_at: before(now, (200 - i * 7) * DAY),
      last_login: before(now, (i + 1) * 3_600_000),
    })),
  );
  await insertRows(
    db,
    'teams',
    { id: 'uuid', name: 'text', icon: 'text', spec: 'jsonb', source: 'text', created_by: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz' },
    TEAMS.map((name) => ({
      id: teamId(name),
      name,
      icon: 'group',
      spec: { components: [], notifications: [] },
      source: 'UI',
      created_by: createdBy,
      created_at: before(now, 180 * DAY),
      updated_at: before(now, 30 * DAY),
    })),
  );
  const demo = (role: string) => DEMO_USERS.find((u) => u.role === role)!.id;
  await insertRows(
    db,
    'team_members',
    { team_id: 'uuid', person_id: 'uuid', source: 'text' },
    [
      ...PEOPLE.map((p) => ({ team_id: teamId(p.team), person_id: personId(p.email), source: 'UI' })),
      { team_id: teamId('Incident Command'), person_id: demo('commander'), source: 'UI' },
      { team_id: teamId('Incident Command'), person_id: demo('responder'), source: 'UI' },
    ],
  );
}
