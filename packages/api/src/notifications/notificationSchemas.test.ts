import { describe, expect, it } from 'vitest';
import { NotificationSilenceCreateSchema, NotificationSilenceSchema } from './notificationSchemas';

describe('notification silences', () => {
  it("sends 'Indefinitely' as a null until and needs something to silence", () => {
    expect(NotificationSilenceCreateSchema.parse({ check_id: 'c', until: null })).toEqual({ check_id: 'c', until: null });
    expect(NotificationSilenceCreateSchema.safeParse({ until: null }).error?.issues[0]?.message).toBe(
      'A silence needs a resource, a filter or selectors',
    );
  });

  it('reads a soft-deleted silence', () => {
    expect(NotificationSilenceSchema.parse({ id: 's', deleted_at: '2026-05-01T00:00:00Z', until: null }).until).toBeNull();
  });
});
