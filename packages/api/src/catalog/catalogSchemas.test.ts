import { describe, expect, it } from 'vitest';
import { CatalogChangesRequestSchema, ConfigItemSchema } from './catalogSchemas';

describe('catalog', () => {
  it('reads numeric costs that pg sends as strings', () => {
    const item = ConfigItemSchema.parse({ id: 'c', name: 'db', cost_total_30d: '12.5000', tags: { account: '1' } });
    expect(item.cost_total_30d).toBe(12.5);
    expect(item.cost_per_minute).toBeNull();
  });

  it("defaults the changes request to newest first and depth 5", () => {
    expect(CatalogChangesRequestSchema.parse({ id: 'c' })).toEqual({ id: 'c', sort_by: '-created_at', depth: 5 });
  });
});
