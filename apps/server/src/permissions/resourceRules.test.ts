import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable';
import { ResourceRules, allowCovers, denyCovers } from './resourceRules';
import { resourceRowPolicy } from './resourceRowPolicy';

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

  it('costs a statement that touches no such relation nothing: no query, no condition', async () => {
    const db: Queryable = {
      query: () => {
        throw new Error('no query expected');
      },
    } as unknown as Queryable;
    const policy = resourceRowPolicy(db);
    const request = {} as FastifyRequest;
    expect(await policy(request, new Set(['check_statuses', 'incidents', 'people']))).toBeNull();
  });
});
