import { describe, expect, it } from 'vitest';
import type { PermissionSummary } from '@opsdeck/api';
import { actionsFor, emptyValues, toPayload, validate, valuesOf, withScope, withSubjectKind } from './permissionForm';

const row = (overrides: Partial<PermissionSummary>) =>
  ({ id: 'p', action: 'read', deny: false, source: 'UI', ...overrides }) as PermissionSummary;

describe('permission form rules', () => {
  it('opens an existing row on its subject kind and scope, reading the deprecated columns too', () => {
    expect(valuesOf(row({ subject_type: 'group', subject: 'editor', object: 'rbac', action: 'delete', deny: true }))).toMatchObject({
      subjectKind: 'role',
      role: 'editor',
      scope: 'global',
      target: 'rbac',
      deny: true,
    });
    expect(valuesOf(row({ subject_type: 'team', subject: null, team_id: 't1', playbook_id: 'pb1', action: 'playbook:run' }))).toMatchObject({
      subjectKind: 'team',
      team: 't1',
      scope: 'playbook',
      target: 'pb1',
    });
  });

  it('keeps one subject and one target, and writes exactly one target with the others null', () => {
    let values = { ...emptyValues(), person: 'u1', target: 'canaries', action: 'playbook:run' };
    values = withSubjectKind(values, 'team');
    expect(values).toMatchObject({ subjectKind: 'team', person: '', team: '' });
    values = withScope({ ...values, team: 't1' }, 'connection');
    expect(values).toMatchObject({ scope: 'connection', target: '', action: '' });
    const payload = toPayload({ ...values, target: 'c1', action: 'read' });
    expect(payload).toMatchObject({ subject_type: 'team', subject: 't1', connection_id: 'c1', object: null, config_id: null, canary_id: null, team_id: null });
    expect(Object.entries(payload).filter(([k, v]) => ['object', 'object_selector', 'config_id', 'component_id', 'playbook_id', 'canary_id', 'check_id', 'connection_id'].includes(k) && v !== null)).toHaveLength(1);
  });

  it('keeps a group subject a group, and sends until as an instant', () => {
    const original = row({ subject_type: 'group', subject: 'editor', object: 'rbac' });
    const payload = toPayload({ ...valuesOf(original), until: '2030-01-02T03:04' }, original);
    expect(payload.subject_type).toBe('group');
    expect(payload.until).toBe(new Date('2030-01-02T03:04').toISOString());
  });

  it('requires a subject, a target and an action; offers playbook actions only for playbooks', () => {
    expect(validate(emptyValues(), 'This field is required')).toEqual({
      subject: 'This field is required',
      target: 'This field is required',
      action: 'This field is required',
    });
    expect(actionsFor('playbook', '')).toContain('playbook:run');
    expect(actionsFor('global', 'playbooks')).toContain('playbook:approve');
    expect(actionsFor('connection', '')).not.toContain('playbook:run');
    expect(actionsFor('global', 'canaries')).toEqual(['read', 'update', 'create', 'delete', '*', 'create,read,update,delete']);
  });
});
