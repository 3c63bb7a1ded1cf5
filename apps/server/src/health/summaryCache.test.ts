import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagMatches, preferredCoding, SummaryCache } from './summaryCache';

describe('SummaryCache', () => {
  it('builds once per key and version, shares a build in flight, and compresses once per coding', async () => {
    const cache = new SummaryCache();
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 10));
      return Buffer.from(`{"n":${builds}}`);
    };
    const [a, b] = await Promise.all([cache.get('k', 'epoch-1', 1, build), cache.get('k', 'epoch-1', 1, build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    const [g1, g2] = await Promise.all([a.encoded('gzip'), b.encoded('gzip')]);
    expect(g1).toBe(g2);
    expect(zlib.gunzipSync(g1).toString()).toBe('{"n":1}');
    const [b1, b2] = await Promise.all([a.encoded('br'), b.encoded('br')]);
    expect(b1).toBe(b2);
    expect(zlib.brotliDecompressSync(b1).toString()).toBe('{"n":1}');
    // A reader that saw an older version is served the newer body; a newer version rebuilds.
    expect(await cache.get('k', 'epoch-1', 0, build)).toBe(a);
    const c = await cache.get('k', 'epoch-1', 2, build);
    expect(c.body.toString()).toBe('{"n":2}');
    expect(c.etag).not.toBe(a.etag);
  });

  it('forgets a failed build and keeps at most maxEntries option sets', async () => {
    const cache = new SummaryCache(2);
    await expect(cache.get('k', 'e', 1, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await cache.get('k', 'e', 1, async () => Buffer.from('ok'))).body.toString()).toBe('ok');
    let builds = 0;
    const build = async () => Buffer.from(String(++builds));
    await cache.get('a', 'e', 1, build);
    await cache.get('b', 'e', 1, build);
    await cache.get('c', 'e', 1, build); // evicts the least recently used ('k')
    await cache.get('b', 'e', 1, build);
    expect(builds).toBe(3);
    await cache.get('k', 'e', 1, build);
    expect(builds).toBe(4);
  });
});

describe('conditional and encoding headers', () => {
  it('matches If-None-Match weakly, in lists and with *', () => {
    const tag = SummaryCache.etag('0123456789', 7, '{}');
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.replace(/^W\//, ''), tag)).toBe(true);
    expect(etagMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches(SummaryCache.etag('0123456789', 8, '{}'), tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });

  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('gzip')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredCoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('identity')).toBeUndefined();
    expect(preferredCoding(undefined)).toBeUndefined();
  });
});
