import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterOptions, nextEnabledIndex, toggleValue, type SelectOption } from './selectOptions';

const opts: SelectOption[] = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta', disabled: true },
  { value: 'g', label: 'Gamma', description: 'third letter' },
];

describe('select option rules', () => {
  it('filters case-insensitively on label, value and description', () => {
    expect(filterOptions(opts, 'ALP').map((o) => o.value)).toEqual(['a']);
    expect(filterOptions(opts, 'third').map((o) => o.value)).toEqual(['g']);
    expect(filterOptions(opts, '  ')).toBe(opts);
    expect(filterOptions(opts, 'zzz')).toEqual([]);
  });

  it('moves to the next enabled option, wrapping, never landing on a disabled one', () => {
    expect(nextEnabledIndex(opts, 0, 1)).toBe(2);
    expect(nextEnabledIndex(opts, 2, 1)).toBe(0);
    expect(nextEnabledIndex(opts, 0, -1)).toBe(2);
    expect(nextEnabledIndex([], 0, 1)).toBe(-1);
    expect(nextEnabledIndex([{ value: 'x', label: 'x', disabled: true }], -1, 1)).toBe(-1);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }), fc.integer({ min: -1, max: 30 }), (disabled, from) => {
        const list = disabled.map((d, i) => ({ value: String(i), label: String(i), disabled: d }));
        const next = nextEnabledIndex(list, from, 1);
        return next === -1 ? disabled.every(Boolean) : list[next]?.disabled === false;
      }),
    );
  });

  it('toggles in multi mode and replaces in single mode', () => {
    expect(toggleValue(['a'], 'g', true)).toEqual(['a', 'g']);
    expect(toggleValue(['a', 'g'], 'a', true)).toEqual(['g']);
    expect(toggleValue(['a'], 'g', false)).toEqual(['g']);
  });
});
