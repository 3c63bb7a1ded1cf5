import { describe, expect, it } from 'vitest';
import { ROLES, createAuthorizer } from './permissions';
import { canRunChecks } from './runChecks';

describe('canRunChecks', () => {
  it('lets admin, editor, commander and responder run checks, not viewer or guest', () => {
    const allowed = ROLES.filter((role) => canRunChecks(createAuthorizer({ roles: [role] }).can));
    expect(allowed).toEqual(['admin', 'editor', 'commander', 'responder']);
  });

  it('follows deny rows: a responder denied incident writes may not run checks', () => {
    const authorizer = createAuthorizer({ roles: ['responder'], permissions: [{ object: 'incident', action: '*', deny: true }] });
    expect(canRunChecks(authorizer.can)).toBe(false);
  });
});
