import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './incidentListParams';
import { titleSearchPattern } from './incidentsApi';

describe('the incident list state in the URL', () => {
  it('reads filters, search, sort and page, dropping values the server would refuse', () => {
    expect(readListParams(new URLSearchParams('status=open&severity=high&type=technicalDebt&q=dns&sort=title.asc&page=3'))).toEqual({
      status: 'open',
      severity: 'high',
      type: 'technicalDebt',
      search: 'dns',
      sort: { column: 'title', direction: 'asc' },
      pageIndex: 2,
    });
    expect(readListParams(new URLSearchParams('status=done&severity=Medium&type=x&sort=commander.asc&page=-1'))).toEqual({
      status: undefined,
      severity: undefined,
      type: undefined,
      search: '',
      sort: { column: 'created_at', direction: 'desc' },
      pageIndex: 0,
    });
  });

  it('goes back to the first page when a filter, the search or the sort changes; a page change keeps the rest', () => {
    const current = new URLSearchParams('status=open&page=4');
    expect(writeListParams(current, { severity: 'low' }).toString()).toBe('status=open&severity=low');
    expect(writeListParams(current, { search: '  ' }).toString()).toBe('status=open');
    expect(writeListParams(current, { sort: { column: 'title', direction: 'desc' } }).toString()).toBe('status=open&sort=title.desc');
    expect(writeListParams(current, { sort: { column: 'created_at', direction: 'desc' } }).toString()).toBe('status=open');
    expect(writeListParams(current, { pageIndex: 1 }).toString()).toBe('status=open&page=2');
    expect(writeListParams(current, { status: undefined, pageIndex: 0 }).toString()).toBe('');
  });
});

describe('titleSearchPattern', () => {
  it("matches what was typed literally: the user's %, _ and \\ are escaped, * is dropped", () => {
    expect(titleSearchPattern(' dns ')).toBe('*dns*');
    expect(titleSearchPattern('100%_a\\b*')).toBe('*100\\%\\_a\\\\b*');
  });
});
