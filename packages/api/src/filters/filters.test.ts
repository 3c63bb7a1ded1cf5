import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeFilterRecord,
  decodeFilterValue,
  encodeFilterValue,
  filterParamKey,
  filterParamName,
  formatFilterLabel,
  nextTristate,
  readFilterParams,
  type FilterState,
} from './includeExcludeFilter';
import {
  decodeLabelFilters,
  encodeLabelFilters,
  isBooleanLabel,
  labelFilterKey,
  matchesLabelFilters,
  type LabelFilter,
} from './labelFilters';

const state = fc.constantFrom<FilterState>(1, -1);
/** Values with the characters the codec must escape turning up often. */
const value = fc.oneof(fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[a-z,:\\ ]{0,8}$/));

describe('include/exclude filter codec', () => {
  it('writes value:1 and value:-1, comma-separated, leaving out 0', () => {
    expect(encodeFilterValue([['SUCCESS', -1], ['FAILED', 1]])).toBe('SUCCESS:-1,FAILED:1');
    expect(encodeFilterValue({ a: 1, b: 0, c: -1 })).toBe('a:1,c:-1');
    expect(decodeFilterValue('SUCCESS:-1')).toEqual([['SUCCESS', -1]]);
  });

  it('escapes commas, colons and backslashes inside values', () => {
    expect(encodeFilterValue([['a,b:c\\d', 1]])).toBe('a\\,b\\:c\\\\d:1');
    expect(decodeFilterValue('a\\,b\\:c\\\\d:1')).toEqual([['a,b:c\\d', 1]]);
  });

  it('decodes exactly what it encodes (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(value, state), { selector: ([v]) => v, maxLength: 8 }), (entries) => {
        expect(decodeFilterValue(encodeFilterValue(entries))).toEqual(entries);
      }),
    );
  });

  it('ignores malformed entries and keeps the last state of a repeated value', () => {
    expect(decodeFilterValue('a:1,b,c:2,d:-1,a:-1,:x')).toEqual([
      ['d', -1],
      ['a', -1],
    ]);
    expect(decodeFilterValue('')).toEqual([]);
    expect(decodeFilterValue(null)).toEqual([]);
  });

  it('names parameters {key}.filter and reads them all from a URL', () => {
    expect(filterParamName('status')).toBe('status.filter');
    expect(filterParamKey('resource_type.filter')).toBe('resource_type');
    expect(filterParamKey('status')).toBeNull();
    expect(filterParamKey('.filter')).toBeNull();
    expect(filterParamKey('__proto__.filter')).toBeNull();
    const params = new URLSearchParams({ 'status.filter': 'SUCCESS:-1', 'name.filter': 'a:1', pageIndex: '0' });
    expect({ ...readFilterParams(params) }).toEqual({ status: [['SUCCESS', -1]], name: [['a', 1]] });
    expect(Object.getPrototypeOf(decodeFilterRecord('__proto__:1,x:1'))).toBeNull();
    expect({ ...decodeFilterRecord('__proto__:1,x:1') }).toEqual({ x: 1 });
  });

  it("shows negated values with a leading '!' and cycles -1 -> 0 -> 1 -> -1", () => {
    expect(formatFilterLabel('SUCCESS', -1)).toBe('!SUCCESS');
    expect(formatFilterLabel('SUCCESS', 1)).toBe('SUCCESS');
    expect([nextTristate(-1), nextTristate(0), nextTristate(1)]).toEqual([0, 1, -1]);
  });
});

describe('health label filters', () => {
  it('writes a JSON map of key:value to 1 or -1, and nothing for no active filter', () => {
    const filters: LabelFilter[] = [
      { key: 'env', value: 'prod', state: 1 },
      { key: 'team', value: 'a:b', state: -1 },
    ];
    expect(encodeLabelFilters(filters)).toBe('{"env:prod":1,"team:a\\\\:b":-1}');
    expect(decodeLabelFilters(encodeLabelFilters(filters))).toEqual(filters);
    expect(encodeLabelFilters([])).toBe('');
  });

  it('counts only 1 and -1, and ignores malformed or hostile values', () => {
    expect(decodeLabelFilters('{"env:prod":0,"env:dev":1,"x:y":2,"nocolon":1}')).toEqual([
      { key: 'env', value: 'dev', state: 1 },
    ]);
    expect(decodeLabelFilters('{"__proto__":{"env:prod":1}}')).toEqual([]);
    expect(decodeLabelFilters('not json')).toEqual([]);
    expect(decodeLabelFilters('[1]')).toEqual([]);
  });

  it('decodes exactly what it encodes (property)', () => {
    const filter = fc.record({ key: value, value, state });
    fc.assert(
      fc.property(fc.uniqueArray(filter, { selector: (f) => labelFilterKey(f.key, f.value), maxLength: 6 }), (list) => {
        const safe = list.filter((f) => !['__proto__', 'constructor', 'prototype'].includes(labelFilterKey(f.key, f.value)));
        expect(decodeLabelFilters(encodeLabelFilters(safe))).toEqual(safe);
      }),
    );
  });

  it('includes any of the included values of a key and excludes every excluded value', () => {
    const filters: LabelFilter[] = [
      { key: 'env', value: 'prod', state: 1 },
      { key: 'env', value: 'stage', state: 1 },
      { key: 'team', value: 'legacy', state: -1 },
    ];
    expect(matchesLabelFilters({ env: 'prod', team: 'sre' }, filters)).toBe(true);
    expect(matchesLabelFilters({ env: 'stage' }, filters)).toBe(true);
    expect(matchesLabelFilters({ env: 'dev' }, filters)).toBe(false);
    expect(matchesLabelFilters({ env: 'prod', team: 'legacy' }, filters)).toBe(false);
    expect(matchesLabelFilters({}, filters)).toBe(false);
    expect(matchesLabelFilters(null, [])).toBe(true);
    expect(matchesLabelFilters({}, [{ key: 'toString', value: 'x', state: 1 }])).toBe(false);
  });

  it('tells true/false labels apart for switches', () => {
    expect(isBooleanLabel(['true', 'false'])).toBe(true);
    expect(isBooleanLabel(['true', 'yes'])).toBe(false);
    expect(isBooleanLabel([])).toBe(false);
  });
});
