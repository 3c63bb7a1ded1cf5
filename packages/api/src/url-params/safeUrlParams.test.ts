import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseJsonParam, parseUrlParams, sanitizeJson } from './safeUrlParams';

describe('parseUrlParams', () => {
  it('drops __proto__, constructor and prototype and returns a prototype-less record', () => {
    const params = parseUrlParams('?checkId=1&__proto__=x&constructor=y&prototype=z&timeRange=1h');
    expect(Object.getPrototypeOf(params)).toBeNull();
    expect({ ...params }).toEqual({ checkId: '1', timeRange: '1h' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads URLSearchParams, entry lists and records alike', () => {
    expect({ ...parseUrlParams(new URLSearchParams('a=1&a=2')) }).toEqual({ a: '2' });
    expect({ ...parseUrlParams([['b', '1']]) }).toEqual({ b: '1' });
    expect({ ...parseUrlParams({ c: '1' }) }).toEqual({ c: '1' });
  });
});

describe('parseJsonParam', () => {
  it('drops unsafe keys at every depth, so nothing reaches Object.prototype', () => {
    const parsed = parseJsonParam(
      '{"__proto__":{"polluted":1},"labels":{"a:b":1,"constructor":{"prototype":{"polluted":2}}},"list":[{"__proto__":{"p":3},"ok":true}]}',
    ) as Record<string, Record<string, unknown>>;
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({ labels: { 'a:b': 1 }, list: [{ ok: true }] });
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.getPrototypeOf(parsed.labels)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const copy = Object.assign({}, parsed.labels);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it('answers undefined for text that is not JSON', () => {
    expect(parseJsonParam('{bad')).toBeUndefined();
    expect(parseJsonParam(null)).toBeUndefined();
    expect(parseJsonParam('')).toBeUndefined();
    expect(parseJsonParam('3')).toBe(3);
  });

  it('keeps every safe value of any JSON document', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const unsafe = /"(__proto__|constructor|prototype)":/.test(text);
        fc.pre(!unsafe);
        expect(JSON.stringify(sanitizeJson(JSON.parse(text)))).toBe(text);
      }),
    );
  });
});
