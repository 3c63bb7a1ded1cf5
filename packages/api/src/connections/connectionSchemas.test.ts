import { describe, expect, it } from 'vitest';
import { ConnectionCreateSchema, ConnectionSchema, isNotificationConnectionType } from './connectionSchemas';

describe('connection schemas', () => {
  it("requires name, defaults namespace to 'default' and refuses unknown fields and types", () => {
    expect(ConnectionCreateSchema.parse({ name: 'pg', type: 'postgres', url: 'postgres://x' })).toEqual({
      name: 'pg',
      namespace: 'default',
      type: 'postgres',
      url: 'postgres://x',
    });
    expect(ConnectionCreateSchema.safeParse({ name: ' ', type: 'postgres' }).error?.issues[0]?.message).toBe(
      'Name is required',
    );
    expect(ConnectionCreateSchema.safeParse({ name: 'x', type: 'carrier_pigeon' }).success).toBe(false);
    expect(ConnectionCreateSchema.safeParse({ name: 'x', type: 'slack', botToken: 'y' }).success).toBe(false);
  });

  it('reads stored connections with masked secrets', () => {
    const row = ConnectionSchema.parse({ id: 'c', name: 'slack', type: 'slack', password: '***', properties: { BotName: 'ops' } });
    expect(row.password).toBe('***');
    expect(isNotificationConnectionType('slack')).toBe(true);
    expect(isNotificationConnectionType('postgres')).toBe(false);
  });
});
