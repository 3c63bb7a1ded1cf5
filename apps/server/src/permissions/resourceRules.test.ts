import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable';
import { resourceRowPolicy } from './resourceRowPolicy';

// What the rules cover is @opsdeck/api's (permissions/resourceRules.test.ts); here, what the row policy costs.
describe('rules on single resources', () => {
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
