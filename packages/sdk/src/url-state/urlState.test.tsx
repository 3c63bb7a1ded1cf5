import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { applyUrlParamsPatch, useUrlParams, useWindowUrlState, type UrlStateAdapter } from './urlState';

describe('useUrlParams', () => {
  it('keeps state in memory without an adapter, seeded by the initial query', () => {
    const { result } = renderHook(() => useUrlParams(undefined, 'layout=card&__proto__=x'));
    expect(result.current.get('layout')).toBe('card');
    expect(result.current.get('__proto__')).toBeUndefined();
    act(() => result.current.update({ layout: null, query: 'api' }));
    expect(result.current.get('layout')).toBeUndefined();
    expect(result.current.get('query')).toBe('api');
  });

  it('reads and writes through the host adapter, keeping parameters it does not own', () => {
    const calls: { next: string; replace?: boolean }[] = [];
    const { result } = renderHook(() => {
      const [params, setState] = useState(new URLSearchParams('tab=x&checkId=1'));
      const adapter: UrlStateAdapter = {
        params,
        setParams: (next, options) => {
          calls.push({ next: next.toString(), replace: options?.replace });
          setState(next);
        },
      };
      return useUrlParams(adapter);
    });
    act(() => result.current.update({ checkId: null, timeRange: '1h' }, { replace: false }));
    expect(calls).toEqual([{ next: 'tab=x&timeRange=1h', replace: false }]);
    expect(result.current.values).toEqual(Object.assign(Object.create(null), { tab: 'x', timeRange: '1h' }));
  });

  it('applies a patch without touching the input', () => {
    const input = new URLSearchParams('a=1&b=2');
    expect(applyUrlParamsPatch(input, { a: undefined, c: '3' }).toString()).toBe('b=2&c=3');
    expect(input.toString()).toBe('a=1&b=2');
  });
});

describe('useWindowUrlState', () => {
  it('follows window.location through pushState and popstate', () => {
    window.history.replaceState(null, '', '/health?layout=table');
    const { result } = renderHook(() => useUrlParams(useWindowUrlState()));
    expect(result.current.get('layout')).toBe('table');
    act(() => result.current.update({ layout: 'card' }, { replace: false }));
    expect(window.location.search).toBe('?layout=card');
    expect(result.current.get('layout')).toBe('card');
    act(() => {
      window.history.replaceState(null, '', '/health?query=db');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.get('query')).toBe('db');
  });
});
