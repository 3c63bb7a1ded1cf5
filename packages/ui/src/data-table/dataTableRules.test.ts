import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, grownPageSize, pageCountOf, parseGoToPage } from './dataTableRules';

describe('data table rules', () => {
  it('offers the page sizes of the spec with 50 as default', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000]);
    expect(DEFAULT_PAGE_SIZE).toBe(50);
  });

  it('keeps the go-to-page input between 1 and the page count', () => {
    expect(parseGoToPage('3', 10)).toBe(2);
    expect(parseGoToPage('0', 10)).toBe(0);
    expect(parseGoToPage('-4', 10)).toBe(0);
    expect(parseGoToPage('99', 10)).toBe(9);
    expect(parseGoToPage('2.5', 10)).toBeNull();
    expect(parseGoToPage('abc', 10)).toBeNull();
    expect(parseGoToPage('', 10)).toBeNull();
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 10_000 }), (page, count) => {
        const index = parseGoToPage(String(page), count);
        return index !== null && index >= 0 && index <= count - 1;
      }),
    );
  });

  it('counts at least one page', () => {
    expect(pageCountOf(0, 50)).toBe(1);
    expect(pageCountOf(101, 50)).toBe(3);
  });

  it('doubles the virtual page size only at the end of the loaded rows and while more exist', () => {
    expect(grownPageSize(48, 50, 1000)).toBeNull();
    expect(grownPageSize(49, 50, 1000)).toBe(100);
    expect(grownPageSize(99, 100, 1000)).toBe(200);
    expect(grownPageSize(999, 1000, 1000)).toBeNull();
    expect(grownPageSize(29, 50, 30)).toBeNull();
  });
});
