import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type ContentCoding = 'br' | 'gzip';

/** A serialized summary for one set of options at one data version. */
export interface CachedBody {
  version: number;
  etag: string;
  body: Buffer;
  /**
   * The body compressed with `coding`, compressed once on first use and kept: never per request (performance-floor.md).
   * gzip level 6; brotli quality 5 (about 25 % smaller than gzip on a summary, for the browsers that take it).
   */
  encoded(coding: ContentCoding): Promise<Buffer>;
}

interface Entry {
  version: number;
  body: Promise<CachedBody>;
}

/**
 * Keeps the latest serialized summary per options key, stamped with the data version it was built at. A request
 * that read an older or equal version is served from it (data at least as new as it asked for); a newer version
 * rebuilds; concurrent requests share one build and one gzip. Small and bounded: a few option sets at ~1 KB per
 * check each. `epoch` (of the database) goes into the ETag so a recreated database never repeats one.
 */
export class SummaryCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 4) {}

  static etag(epoch: string, version: number, key: string): string {
    const hash = crypto.createHash('sha1').update(key).digest('base64url').slice(0, 10);
    return `W/"${epoch.slice(0, 8)}.${version}-${hash}"`;
  }

  async get(key: string, epoch: string, version: number, build: () => Promise<Buffer>): Promise<CachedBody> {
    const existing = this.entries.get(key);
    if (existing && existing.version >= version) {
      // Most recently used goes last: the first entry is the one to evict.
      this.entries.delete(key);
      this.entries.set(key, existing);
      return existing.body;
    }
    const body = this.build(key, epoch, version, build);
    this.entries.delete(key);
    this.entries.set(key, { version, body });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // A failed build must not stay cached: the next request tries again.
    body.catch(() => {
      if (this.entries.get(key)?.body === body) this.entries.delete(key);
    });
    return body;
  }

  private async build(key: string, epoch: string, version: number, build: () => Promise<Buffer>): Promise<CachedBody> {
    const body = await build();
    const compressed: Partial<Record<ContentCoding, Promise<Buffer>>> = {};
    const compress: Record<ContentCoding, () => Promise<Buffer>> = {
      gzip: () => gzip(body, { level: 6 }),
      br: () =>
        brotli(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
    };
    return {
      version,
      etag: SummaryCache.etag(epoch, version, key),
      body,
      encoded(coding) {
        return (compressed[coding] ??= compress[coding]());
      },
    };
  }
}

/** Weak comparison of If-None-Match against our ETag (a list, `*`, weak or strong forms). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === ours);
}

/** q-values of the codings the client lists (RFC 9110 Accept-Encoding); `*` stands for any other. */
function codingWeights(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(coding, q ? Number(q.slice(2)) || 0 : 1);
  }
  return weights;
}

/** The coding to answer with: brotli or gzip when the client takes it (brotli when it likes it at least as much). */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = codingWeights(acceptEncoding);
  const weight = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}
