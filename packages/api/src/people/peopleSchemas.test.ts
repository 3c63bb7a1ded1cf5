import { describe, expect, it } from 'vitest';
import { InviteUserSchema, PersonSchema } from './peopleSchemas';

describe('people', () => {
  it('requires every field of an invitation and a valid e-mail', () => {
    expect(InviteUserSchema.parse({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', role: 'viewer' })).toBeTruthy();
    const bad = InviteUserSchema.safeParse({ firstName: 'Ada', lastName: '', email: 'nope', role: 'viewer' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Last name is required',
      'A valid e-mail address is required',
    ]);
  });

  it('reads people with or without optional fields', () => {
    expect(PersonSchema.parse({ id: 'u', name: 'Ada', avatar: null }).avatar).toBeNull();
  });
});
