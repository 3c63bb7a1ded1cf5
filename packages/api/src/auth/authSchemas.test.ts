import { describe, expect, it } from 'vitest';
import { CreateAccessTokenRequestSchema, CreateAccessTokenResponseSchema, WhoamiResponseSchema } from './authSchemas';

describe('auth schemas', () => {
  it('reads the whoami payload, roles and permissions defaulting to empty', () => {
    const parsed = WhoamiResponseSchema.parse({
      message: 'success',
      payload: { user: { id: 'u1', name: 'Ada', email: 'ada@example.com' }, hostname: 'opsdeck' },
    });
    expect(parsed.payload.roles).toEqual([]);
    expect(parsed.payload.permissions).toEqual([]);
    expect(parsed.payload.user.name).toBe('Ada');
  });

  it("trims the token name, requires it ('Name is required') and only offers 'never' as expiry", () => {
    expect(
      CreateAccessTokenRequestSchema.parse({ name: '  ci  ', scope: [{ subject: '', object: 'canaries', action: 'read' }] }),
    ).toEqual({ name: 'ci', expiry: 'never', scope: [{ subject: '', object: 'canaries', action: 'read' }] });
    expect(CreateAccessTokenRequestSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('Name is required');
    expect(CreateAccessTokenRequestSchema.safeParse({ name: 'x', expiry: '30d' }).success).toBe(false);
    expect(
      CreateAccessTokenRequestSchema.safeParse({ name: 'x', scope: [{ object: 'canaries', action: 'playbook:run' }] })
        .success,
    ).toBe(false);
  });

  it('reads the one-time token from payload.token', () => {
    expect(CreateAccessTokenResponseSchema.parse({ payload: { token: 'abc' } }).payload.token).toBe('abc');
    expect(CreateAccessTokenResponseSchema.safeParse({ payload: {} }).success).toBe(false);
  });
});
