import { describe, expect, it } from 'vitest';
import {
  PermissionCreateSchema,
  PermissionSummarySchema,
  PermissionUpdateSchema,
} from './permissionSchemas';
import { permissionTargets } from './permissionTargets';

describe('permission rows', () => {
  it('reads a permissions_summary row with its resolved subject and target', () => {
    const row = PermissionSummarySchema.parse({
      id: 'p1',
      action: 'read',
      deny: null,
      subject: 'u1',
      subject_type: 'person',
      canary_id: 'k1',
      person: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
      canary_object: { id: 'k1', name: 'api' },
      created_at: new Date('2026-01-01T00:00:00Z'),
    });
    expect(row.deny).toBe(false);
    expect(row.source).toBe('UI');
    expect(row.person?.name).toBe('Ada');
    expect(row.created_at).toBe('2026-01-01T00:00:00.000Z');
  });

  it('needs exactly one target and a subject to create', () => {
    const ok = PermissionCreateSchema.parse({ action: 'read', object: 'canaries', subject: 'viewer', subject_type: 'role' });
    expect(ok.deny).toBe(false);
    const none = PermissionCreateSchema.safeParse({ action: 'read', subject: 'u', subject_type: 'person' });
    expect(none.error?.issues[0]?.message).toMatch(/needs one target/);
    const two = PermissionCreateSchema.safeParse({ action: 'read', object: 'catalog', config_id: 'c', person_id: 'u' });
    expect(two.error?.issues[0]?.message).toBe('A permission has exactly one target, got object and config_id');
    const nobody = PermissionCreateSchema.safeParse({ action: 'read', object: 'catalog' });
    expect(nobody.error?.issues[0]?.message).toMatch(/needs a subject/);
    expect(PermissionCreateSchema.safeParse({ action: 'read', object: 'catalog', team_id: 't', extra: 1 }).success).toBe(false);
  });

  it('does not count an empty object name as a target, like the database', () => {
    expect(permissionTargets({ object: '', playbook_id: 'p' })).toEqual(['playbook_id']);
  });

  it('accepts a re-evaluation patch and partial edits only', () => {
    expect(PermissionUpdateSchema.parse({ error: null })).toEqual({ error: null });
    expect(PermissionUpdateSchema.parse({ deny: true, updated_by: 'u' })).toEqual({ deny: true, updated_by: 'u' });
    expect(PermissionUpdateSchema.safeParse({ error: 'x' }).success).toBe(false);
  });
});

describe('permissionTargetProblem (the words the server answers and the editor shows)', () => {
  it('names both targets of a row with two, lists the columns for a row with none, and passes one', async () => {
    const { permissionTargetProblem } = await import('./permissionTargets');
    expect(permissionTargetProblem({ object: 'canaries', config_id: 'c1' })).toBe('A permission has exactly one target, got object and config_id');
    expect(permissionTargetProblem({ object: '' })).toBe(
      'A permission needs one target: object, object_selector, config_id, component_id, playbook_id, canary_id, check_id, connection_id',
    );
    expect(permissionTargetProblem({ connection_id: 'x', object: null })).toBeNull();
  });
});
