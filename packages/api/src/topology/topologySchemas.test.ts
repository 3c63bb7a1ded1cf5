import { describe, expect, it } from 'vitest';
import { TopologyCreateSchema, TopologyResponseSchema, TopologySchema } from './topologySchemas';

describe('topology schemas', () => {
  it("defaults namespace to 'default' and source to 'UI'", () => {
    expect(TopologySchema.parse({ id: 't', name: 'cluster' })).toMatchObject({ namespace: 'default', source: 'UI' });
    expect(TopologyCreateSchema.parse({ name: 'cluster' })).toEqual({
      name: 'cluster',
      namespace: 'default',
      labels: {},
      spec: {},
      source: 'UI',
    });
  });

  it('reads nested components of the topology answer', () => {
    const parsed = TopologyResponseSchema.parse({
      components: [{ id: 'a', name: 'root', components: [{ id: 'b', name: 'child', components: null }] }],
      healthStatuses: ['healthy'],
    });
    expect(parsed.components[0]?.components?.[0]?.name).toBe('child');
    expect(TopologyResponseSchema.parse({}).components).toEqual([]);
  });
});
