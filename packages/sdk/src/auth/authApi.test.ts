import { describe, expect, it } from 'vitest';
import { readWhoami } from './authApi';

const user = { id: 'u1', name: 'Ada' };

describe('readWhoami', () => {
  it('defaults missing roles and permissions to empty lists and keeps unknown fields', () => {
    const whoami = readWhoami({ payload: { user: { ...user, title: 'SRE' }, roles: null, hostname: 'h' } });
    expect(whoami).toEqual({ user: { ...user, title: 'SRE' }, roles: [], permissions: [], hostname: 'h' });
  });

  it.each([
    [null, 'not a JSON object'],
    [{}, 'payload is missing'],
    [{ payload: {} }, 'payload.user is missing'],
    [{ payload: { user: { name: 'x' } } }, 'payload.user.id is missing'],
    [{ payload: { user: { id: 'u', email: 3 } } }, 'payload.user.email is not a string'],
    [{ payload: { user, roles: ['admin', 1] } }, 'payload.roles is not a list of strings'],
    [{ payload: { user, permissions: {} } }, 'payload.permissions is not a list of objects'],
    [{ payload: { user, permissions: [{ object: 'incident', deny: 'yes' }] } }, 'payload.permissions[0].deny is not a boolean'],
    [{ payload: { user, permissions: [{ action: 7 }] } }, 'payload.permissions[0].action is not a string'],
  ])('refuses %j, naming the problem', (body, problem) => {
    expect(() => readWhoami(body)).toThrow(`Unexpected whoami response: ${problem}`);
  });
});
