import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiRef, type ApiRef, type ApiRefType } from './apiRef';

describe('createApiRef', () => {
  it('accepts namespaced lowercase ids and keeps the id', () => {
    for (const id of ['opsdeck', 'opsdeck.client', 'opsdeck.health-checks', 'acme.my_api.v2']) {
      expect(createApiRef({ id }).id).toBe(id);
    }
  });

  it('refuses ids that are not period-separated lowercase words, naming the id', () => {
    for (const id of ['', 'Opsdeck.health', 'opsdeck..health', '.opsdeck', 'opsdeck.', 'opsdeck health', '1opsdeck']) {
      expect(() => createApiRef({ id })).toThrow(JSON.stringify(id));
    }
  });

  it('names itself in messages and has no readable T', () => {
    const ref = createApiRef<{ ping(): string }>({ id: 'opsdeck.ping' });
    expect(String(ref)).toBe('apiRef{opsdeck.ping}');
    expect(() => ref.T).toThrow('type holder');
    expectTypeOf<ApiRefType<typeof ref>>().toEqualTypeOf<{ ping(): string }>();
    expectTypeOf(ref).toExtend<ApiRef<{ ping(): string }>>();
  });
});
